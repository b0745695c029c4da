import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

/** Shared by the panel's steps: the same focus ring as ui-kit's (UX brief §6.8), headings and muted notes. */
export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const stepTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.5,
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.6 });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
});
/** Label on the left, value on the right. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const figure = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });
export const backRow = style({ display: 'flex', alignItems: 'center' });
