import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit';

export const card = style({ padding: 0, overflow: 'hidden' });

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 16rem) 1fr',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', gap: vars.space.md, padding: vars.space.md } },
});

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  objectPosition: 'center bottom',
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.4,
});

export const clock = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
});

export const pool = style({ margin: 0, fontSize: vars.fontSize.md });
export const poolAmount = style({ fontFamily: vars.font.heading, fontWeight: 600, color: vars.color.accent });

export const bottom = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 16rem) 1fr',
  gap: vars.space.lg,
  padding: vars.space.lg,
  paddingTop: 0,
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', padding: vars.space.md, paddingTop: 0 } },
});

export const prizes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const prize = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const subTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});
