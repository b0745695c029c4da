import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@lobby/ui-kit';

/** A member page: a readable column on wide screens, the phone's width on phones. */
export const page = style({
  width: '100%',
  maxWidth: '72rem',
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

/** A narrower column for reading (help, VIP, a promotion). */
export const narrow = style({ maxWidth: '48rem' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.4,
  '@media': { [media.phone]: { fontSize: vars.fontSize.xl } },
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Cards side by side where there is room: one column on phones, up to three on desktop. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A plain list of stacked cards. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A status pill: icon and word, never colour alone (UX brief §6). */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  border: '1px solid currentColor',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  success: { color: vars.color.success },
  pending: { color: vars.color.pending },
  muted: { color: vars.color.textMuted },
  accent: { color: vars.color.accent },
  danger: { color: vars.color.danger },
});

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
});

export const textLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const tabular = style({ fontVariantNumeric: 'tabular-nums' });

globalStyle(`${card} p`, { margin: 0 });
