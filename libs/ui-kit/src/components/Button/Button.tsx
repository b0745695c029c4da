import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../shared/cx';
import { SpinnerGlyph } from '../Spinner/Spinner';
import { useHydrated } from '../shared/useHydrated';
import * as s from './Button.css';

export type ButtonVariant = keyof typeof s.variant;
export type ButtonSize = keyof typeof s.size;

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  /** Fully rounded ends, for compact header and chip-like actions. */
  pill?: boolean;
}

/**
 * Takes the look out of a component's props: it comes back as one className, and no style prop is left in the
 * rest to reach the DOM (or a router Link). Button and ButtonLink both go through here.
 */
export function withButtonLook<P extends ButtonStyleProps & { className?: string }>({
  variant = 'primary',
  size = 'md',
  block = false,
  pill = false,
  className,
  ...rest
}: P) {
  return {
    ...rest,
    className: cx(s.base, s.variant[variant], s.size[size], block && s.block, pill && s.pill, className),
  };
}

export interface ButtonProps extends ButtonStyleProps, ComponentPropsWithRef<'button'> {
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function Button({
  loading = false,
  disabled,
  startIcon,
  endIcon,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  // In the prerendered HTML a submit button waits for the page's script: pressed before it (a slow phone), the
  // browser would submit the form itself — a GET with the fields, the password among them, in the address.
  const hydrated = useHydrated();
  const awaitingScript = type === 'submit' && !hydrated;
  return (
    <button
      type={type}
      disabled={disabled || loading || awaitingScript}
      aria-busy={loading || undefined}
      data-awaiting-script={awaitingScript || undefined}
      {...withButtonLook(props)}
    >
      {loading ? <SpinnerGlyph /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}
