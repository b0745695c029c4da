import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const day = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.textMuted,
});
// As tall as the day heading it stands for.
export const skeletonHeading = style({ fontSize: vars.fontSize.md, lineHeight: 1.5 });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  lineHeight: 1.5,
});
export const line = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const amount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });
export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const done = style([status, { color: vars.color.success }]);
export const pending = style([status, { color: vars.color.pending }]);
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xl} 0`,
  color: vars.color.textMuted,
});
