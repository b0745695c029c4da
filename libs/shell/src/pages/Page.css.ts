import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

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
export const status = style({
  fontFamily: vars.font.heading,
  fontSize: '3rem',
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.bgBtn,
});

globalStyle(`${notice} a`, { textDecoration: 'none' });

/** The error page's own fallback: plain, centred, readable on any theme. */
export const lastResort = style({ padding: '2rem', textAlign: 'center', lineHeight: 1.6 });

/** The placeholder of a page rendered only in the browser (PageSkeleton). */
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minHeight: '60vh' });
