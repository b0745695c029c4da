import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  paddingBottom: vars.space.sm,
});

export const th = style({
  textAlign: 'start',
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const num = style({ textAlign: 'end' });

export const td = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The member's own row: the brand's button colours and a word, not colour alone. */
export const me = style({ background: vars.color.bgBtn, color: vars.color.textOnBtn, fontWeight: 600 });

export const youTag = style({
  marginInlineStart: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
});

export const gap = style({ textAlign: 'center', color: vars.color.textMuted, padding: vars.space.xs });
