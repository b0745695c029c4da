import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit';

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const thumb = style({
  width: '4.5rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  objectPosition: 'center bottom',
  borderRadius: vars.radius.sm,
  flexShrink: 0,
  background: vars.color.bgSubBtnAndGbIcon,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const progress = style({
  width: '100%',
  height: '0.5rem',
  accentColor: vars.color.bgBtn,
});
