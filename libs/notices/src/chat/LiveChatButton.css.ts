import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lobby/ui-kit';

/** The footer's button: a pill in the brand's button colours, as big as a thumb. */
export const footer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.bgBtn,
  color: vars.color.textOnBtn,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

/** The tab bar draws the item; this only takes away what a button brings of its own. */
export const tabReset = style({
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
});
