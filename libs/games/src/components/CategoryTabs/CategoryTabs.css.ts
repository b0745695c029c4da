import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';
import { thaiText } from '../shared/text.css';

/** Icon over label, as in the category icon row of Thai lobbies. */
export const item = style([
  thaiText,
  {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minWidth: '4rem',
    minHeight: '44px',
    whiteSpace: 'nowrap',
    fontSize: vars.fontSize.sm,
  },
]);

export const icon = style({ display: 'inline-flex' });

export const count = style([
  thaiText,
  {
    position: 'absolute',
    insetBlockStart: '-0.25rem',
    insetInlineEnd: '-0.5rem',
    minWidth: '1.25rem',
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.bgBtnInContent,
    color: vars.color.textOnBtnInContent,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    textAlign: 'center',
  },
]);

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.textOnSubBtn,
  fontFamily: vars.font.heading,
  textDecoration: 'none',
  transition: `background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.bgCard, color: vars.color.textOnCard },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Current reads by weight and the underline as well as colour.
    '&[aria-current="page"]': {
      background: vars.color.bgBtn,
      color: vars.color.textOnBtn,
      fontWeight: 600,
      boxShadow: `inset 0 -3px 0 ${vars.color.textOnBtn}`,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
