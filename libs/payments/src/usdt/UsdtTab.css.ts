import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const networks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, lineHeight: 1.5 });
export const network = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const qrBox = style({ display: 'flex', justifyContent: 'center' });
export const qr = style({ borderRadius: vars.radius.sm, imageRendering: 'pixelated' });
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.pending}`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});
