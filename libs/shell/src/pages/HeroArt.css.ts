import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

export const art = style({
  position: 'absolute',
  right: '-40px',
  bottom: '-30px',
  width: '260px',
  opacity: 0.35,
  pointerEvents: 'none',
  '@media': { [media.tablet]: { opacity: 0.9, right: vars.space.xl, bottom: '-10px', width: '340px' } },
});
export const card = style({ fill: vars.color.bgCard, stroke: vars.color.bgBtnInContent, strokeWidth: 3 });
export const cardAlt = style({ fill: vars.color.bgMenu, stroke: vars.color.bgBtn, strokeWidth: 3 });
export const suit = style({ fill: vars.color.danger, stroke: 'none' });
export const suitAlt = style({ fill: vars.color.bgBtn, stroke: 'none' });
export const chip = style({ fill: vars.color.bgBtn });
export const chipAlt = style({ fill: vars.color.bgBtnInContent });
export const chipRing = style({ fill: 'none', stroke: vars.color.bgMenu, strokeWidth: 4 });
export const chipDash = style({ fill: 'none', stroke: vars.color.bgMenu, strokeWidth: 6, strokeDasharray: '10 14' });
