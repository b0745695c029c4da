import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lobby/ui-kit';

export const categories = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingBlock: vars.space.xxs,
});

export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.bgBtn,
      color: vars.color.textOnBtn,
      borderColor: vars.color.bgBtn,
    },
  },
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});
