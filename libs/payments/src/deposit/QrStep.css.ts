import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { focusRing } from '../panel/panel.css';

export const stepper = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  textAlign: 'center',
});
const stepBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `3px solid ${vars.color.border}`,
});
export const stepDone = style([stepBase, { borderColor: vars.color.success }]);
export const stepCurrent = style([stepBase, { borderColor: vars.color.accent, fontWeight: 700 }]);
export const stepTodo = style([stepBase, { color: vars.color.textMuted }]);

/** The QR sits on white whatever the theme: scanners need the quiet zone light (the PNG carries its own). */
export const qrBox = style({ display: 'flex', justifyContent: 'center' });
export const qr = style({
  width: 'min(240px, 70vw)',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  imageRendering: 'pixelated',
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontVariantNumeric: 'tabular-nums',
});
export const expiry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-expired]': { color: vars.color.danger } },
});

const statusBase = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});
export const waiting = style([statusBase, { color: vars.color.textMuted }]);
export const offline = style([statusBase, { color: vars.color.pending, fontWeight: 600 }]);

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spin = style({
  animation: `${turn} 1.2s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});
