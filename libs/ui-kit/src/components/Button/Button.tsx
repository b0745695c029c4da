import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../shared/cx';
import { SpinnerGlyph } from '../Spinner/Spinner';
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

/** Class names of a button look, for elements this kit does not render (e.g. a router link). */
export function buttonClassName(
  { variant = 'primary', size = 'md', block = false, pill = false }: ButtonStyleProps = {},
  extra?: string,
) {
  return cx(s.base, s.variant[variant], s.size[size], block && s.block, pill && s.pill, extra);
}

export interface ButtonProps extends ButtonStyleProps, ComponentPropsWithRef<'button'> {
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  pill,
  loading = false,
  disabled,
  startIcon,
  endIcon,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, pill }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <SpinnerGlyph /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
}
