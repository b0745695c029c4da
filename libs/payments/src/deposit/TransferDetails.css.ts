import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const bank = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, lineHeight: 1.5 });
export const number = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.02em',
});
