import type { SVGProps } from 'react';
import { icons, type IconName } from './icons';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** px or any CSS length; defaults to 24. */
  size?: number | string;
  /**
   * Give a label only when the icon stands alone and means something; otherwise it stays hidden from screen
   * readers.
   */
  label?: string;
}

export function Icon({ name, size = 24, label, strokeWidth = 1.75, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {icons[name]}
    </svg>
  );
}
