import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lobby/ui-kit';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  textDecoration: 'none',
  fontWeight: 600,
  ':focus-visible': focusRing,
  selectors: { '&:hover': { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  flexShrink: 0,
});

export const languages = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The language switch as the sidebar has it: pills, the page's language filled. */
export const language = style([
  item,
  {
    borderRadius: vars.radius.pill,
    selectors: {
      '&[aria-current="true"]': { background: vars.color.bgBtn, color: vars.color.textOnBtn },
    },
  },
]);

export const support = style({ display: 'flex', flexDirection: 'column' });
globalStyle(`${support} small`, { fontWeight: 400, opacity: 0.8, fontSize: vars.fontSize.xs });
