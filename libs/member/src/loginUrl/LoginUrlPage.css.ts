import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit';

export const screen = style({
  width: '100%',
  maxWidth: '30rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  '@media': { [media.phone]: { paddingBlock: vars.space.xl, paddingInline: vars.space.md } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
  lineHeight: 1.6,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
