import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

/** The account pages' frame: a centred card with a heading, and the centred notices some pages end with. */
export const page = style({
  width: '100%',
  maxWidth: '30rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  lineHeight: 1.6,
  '@media': { [media.phone]: { paddingBlock: vars.space.lg, paddingInline: vars.space.md } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
  '@media': { [media.phone]: { padding: vars.space.lg } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.6, opacity: 0.85 });

/**
 * A centred outcome or notice (forgot's success, LINE's result, register's partner panel): round icon, heading,
 * text.
 */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

/** The round icon on top of a notice; each page gives it its colours. */
export const noticeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
});

export const noticeTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: 1.5,
});
