import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@lobby/ui-kit';

/** A readable column: the protection pages are words and short forms. */
export const page = style({
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  lineHeight: 1.6,
  color: vars.color.text,
  '@media': { [media.phone]: { paddingBlock: vars.space.lg, paddingInline: vars.space.md, gap: vars.space.lg } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.4,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

/** A card holding one tool (limits, a break, reminders, statement). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
  '@media': { [media.phone]: { padding: vars.space.md } },
});

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, lineHeight: 1.5 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.6, opacity: 0.85 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The helpline and age line: a band the eye finds first. */
export const helpline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const ageBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.danger}`,
  fontWeight: 700,
  flexShrink: 0,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const link = style({
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': focusRing },
});

/** A status panel (the break that just started). */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.success}`,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
});

/** Label / value pairs (statement, withdraw account). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${figures} dt`, { margin: 0, opacity: 0.85 });
globalStyle(`${figures} dd`, { margin: 0, fontWeight: 600, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({ padding: 0, fontWeight: 600, marginBlockEnd: vars.space.xs });

/** Radio and checkbox rows: 44 px tall, the whole row clickable. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
});
globalStyle(`${choice} input`, {
  width: '22px',
  height: '22px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.accent,
});

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `0 ${vars.space.md}`,
});

export const select = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});

/** A row of buttons, right-aligned; in a grid of fields it takes a row of its own. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  gridColumn: '1 / -1',
});
