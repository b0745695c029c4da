import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit';

export const card = style({ padding: 0, overflow: 'hidden', height: '100%' });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  objectPosition: 'center bottom',
  background: vars.color.bgSubBtnAndGbIcon,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: vars.space.md,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const foot = style({ marginTop: 'auto', paddingTop: vars.space.sm });
