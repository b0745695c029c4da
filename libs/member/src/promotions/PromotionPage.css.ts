import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit';

export const hero = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: '18rem',
  objectFit: 'cover',
  objectPosition: 'center bottom',
  borderRadius: vars.radius.lg,
  background: vars.color.bgSubBtnAndGbIcon,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });
globalStyle(`${details} p`, { margin: 0 });

export const terms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  boxShadow: vars.shadow.card,
});

export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
