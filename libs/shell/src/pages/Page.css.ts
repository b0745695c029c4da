import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

export const notice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  maxWidth: '560px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
});
export const noticeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.bgBtn,
});
export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const noticeBody = style({ margin: 0, opacity: 0.85 });
export const status = style({ fontFamily: vars.font.heading, fontSize: '3rem', fontWeight: 700, lineHeight: 1.2, color: vars.color.bgBtn });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  minHeight: '220px',
  background: `linear-gradient(120deg, ${vars.color.bgCard} 0%, ${vars.color.bgSubBtnAndGbIcon} 100%)`,
  color: vars.color.textOnCard,
  '@media': { [media.desktop]: { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});
export const heroTitle = style({ position: 'relative', margin: 0, fontSize: vars.fontSize.xxl, maxWidth: '20ch' });
export const heroBody = style({ position: 'relative', margin: 0, maxWidth: '48ch', opacity: 0.9 });
export const heroCta = style({ position: 'relative', justifySelf: 'start' });

export const sectionTitle = style({ margin: `${vars.space.xl} 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.desktop]: { gap: vars.space.md } },
});
export const category = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&:hover': { transform: 'translateY(-2px)' } },
});
export const categoryIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
});
export const providers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
export const provider = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '56px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
});
export const soon = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.sm, opacity: 0.7, textAlign: 'center' });
globalStyle(`${notice} a`, { textDecoration: 'none' });
