import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { visuallyHidden } from '../shared/a11y.css';
import { cx } from '../shared/cx';
import * as s from './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix'> {
  /** Always rendered and tied to the input; hideLabel only hides it visually. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the field with an icon; marks the input aria-invalid. */
  error?: ReactNode;
  /** Inside the box before the input, e.g. "฿". */
  prefix?: ReactNode;
  /** Inside the box after the input, e.g. "บาท". */
  suffix?: ReactNode;
  className?: string;
}

/** A labelled input; `ref` reaches the <input> (React 19 passes ref as a prop). */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  prefix,
  suffix,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const invalid = Boolean(error);
  const describedByIds =
    [describedBy, hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(s.field, className)}>
      <label htmlFor={inputId} className={cx(s.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      <div className={s.control} data-invalid={invalid || undefined}>
        {prefix && <span className={s.affix}>{prefix}</span>}
        <input
          id={inputId}
          type={type}
          className={s.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          {...inputProps}
        />
        {suffix && <span className={s.affix}>{suffix}</span>}
      </div>
      {hint && (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className={s.error}>
          <Icon name="warning" size={16} className={s.errorIcon} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
