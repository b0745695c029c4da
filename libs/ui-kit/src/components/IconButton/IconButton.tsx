import { isValidElement, type ComponentPropsWithRef, type ReactElement } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { cx } from '../shared/cx';
import * as s from './IconButton.css';

export type IconButtonVariant = keyof typeof s.variant;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** An icon name of this kit, or any decorative element. */
  icon: IconName | ReactElement;
  variant?: IconButtonVariant;
  iconSize?: number;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  iconSize = 24,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={cx(s.base, s.variant[variant], className)} {...rest}>
      {isValidElement(icon) ? icon : <Icon name={icon as IconName} size={iconSize} />}
    </button>
  );
}
