import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../shared/a11y.css';
import { cx } from '../shared/cx';
import * as s from './Spinner.css';

export type SpinnerSize = keyof typeof s.size;

/** The spinning ring alone, hidden from assistive tech; for use inside controls that set aria-busy. */
export function SpinnerGlyph({ size = 'sm', className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden="true" className={cx(s.glyph, s.size[size], className)} />;
}

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Read by screen readers, e.g. "กำลังโหลด". */
  label: string;
  size?: SpinnerSize;
  /** Show the label next to the ring too. */
  showLabel?: boolean;
}

export function Spinner({ label, size = 'md', showLabel = false, className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={cx(s.status, className)} {...rest}>
      <SpinnerGlyph size={size} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
