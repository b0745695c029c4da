import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Icon } from '../Icon/Icon';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  /** What goes to the clipboard (e.g. the account number without dashes). */
  value: string;
  /** The button's text, e.g. "คัดลอก". */
  label: string;
  /** Shown for 2 s after copying, e.g. "คัดลอกแล้ว ✓" (UX brief §4). */
  copiedLabel: string;
  /** After a successful copy, e.g. to show a toast. */
  onCopied?: () => void;
}

const COPIED_MS = 2000;

/** Copies a value; says so on the button for 2 s. Falls back to a selection copy where the Clipboard API is absent. */
export function CopyButton({
  value,
  label,
  copiedLabel,
  onCopied,
  size = 'sm',
  variant = 'ghost',
  ...rest
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const done = await copyText(value);
    if (!done) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    onCopied?.();
  };

  return (
    <Button
      {...rest}
      type="button"
      size={size}
      variant={variant}
      onClick={() => void copy()}
      startIcon={<Icon name={copied ? 'check' : 'copy'} size={16} />}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}

/** Puts text on the clipboard: the Clipboard API where allowed, else the old selection copy. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused (an insecure origin): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
