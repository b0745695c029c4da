import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const accountText = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.5 });
export const balance = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});
export const allRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
});
