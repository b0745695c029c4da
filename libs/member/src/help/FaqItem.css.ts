import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lobby/ui-kit';

export const item = style({
  borderRadius: vars.radius.md,
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: 600,
  borderRadius: vars.radius.md,
  ':focus-visible': focusRing,
});
globalStyle(`${summary}::-webkit-details-marker`, { display: 'none' });

export const chevron = style({ flexShrink: 0, transition: `transform ${vars.motion.fast}` });
globalStyle(`${item}[open] ${chevron}`, { transform: 'rotate(180deg)' });

export const answer = style({
  margin: 0,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textOnCard,
});
