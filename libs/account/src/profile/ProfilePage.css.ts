import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const username = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
});

export const balanceLabel = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5, opacity: 0.85 });

export const balance = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.5,
  fontVariantNumeric: 'tabular-nums',
});

export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ fontSize: vars.fontSize.sm, lineHeight: 1.5, opacity: 0.85 });

export const value = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' });

export const bank = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const bankNo = style({ display: 'block', fontVariantNumeric: 'tabular-nums', lineHeight: 1.5 });

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.bgMenu,
  color: vars.color.textOnMenu,
  textDecoration: 'none',
  lineHeight: 1.5,
  selectors: {
    '&:hover': { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const menuText = style({ flex: 1 });
