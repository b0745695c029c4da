import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const forgotRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(${vars.space.sm} * -1)`,
});

export const lineIcon = style({ flexShrink: 0 });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
