import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

/** The affiliate pages' column: phone width on phones, wider for the report's table on larger screens. */
export const page = style({
  width: '100%',
  maxWidth: '52rem',
  margin: '0 auto',
  // The member pages' side margins, so every page of the member area lines up.
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [media.phone]: { paddingInline: vars.space.md } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.xxs,
  margin: 0,
  listStyle: 'none',
  padding: 0,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.bgBtn, color: vars.color.textOnBtn, borderColor: 'transparent' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
});
export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.4,
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.5 });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const figure = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  minWidth: 0,
});
export const statLabel = style({ fontSize: vars.fontSize.sm });
export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
});
export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const linkBox = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'start' } },
});
export const linkText = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: 'monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const qr = style({
  display: 'block',
  justifySelf: 'center',
  width: '168px',
  height: '168px',
  // The PNG carries its own white quiet zone, whatever the theme (scanners need it light).
  borderRadius: vars.radius.md,
});

export const tableWrap = style({ overflowX: 'auto', borderRadius: vars.radius.md });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: 700, borderBottom: 'none' });
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/**
 * A column a phone folds into the row's first cell (a date under the username), so the figures that matter stay on
 * screen without scrolling the table sideways.
 */
export const wideOnly = style({ '@media': { [media.phone]: { display: 'none' } } });
export const phoneOnly = style({
  display: 'none',
  fontWeight: 400,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { [media.phone]: { display: 'block' } },
});
globalStyle(`${table} th${num}, ${table} td${num}`, { textAlign: 'end' });
export const tableLink = style({
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  lineHeight: 1.5,
});
export const done = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.success });
export const pending = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.pending });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xl} 0`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rangeForm = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr auto' } },
});
export const rangeSubmit = style({
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto', marginBlockEnd: vars.space.lg } },
});
