import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
const swatch = style({ display: 'inline-block', width: '12px', height: '12px', borderRadius: vars.radius.sm });
export const swatchTurnover = style([swatch, { background: vars.color.bgBtn }]);
export const swatchCommission = style([swatch, { background: vars.color.success }]);
export const plot = style({ width: '100%', minHeight: '176px' });
export const turnover = style({});
export const commission = style({});

// Chartist's SVG, in the theme's colours (its own stylesheet is not loaded: it has fixed colours).
globalStyle(`${plot} svg`, { display: 'block', overflow: 'visible' });
globalStyle(`${plot} .ct-grid`, { stroke: vars.color.border, strokeWidth: '1px', strokeDasharray: '2px' });
globalStyle(`${plot} .ct-label`, {
  display: 'flex',
  color: vars.color.textMuted,
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});
globalStyle(`${plot} .ct-label.ct-horizontal`, { justifyContent: 'center', alignItems: 'flex-start' });
globalStyle(`${plot} .ct-label.ct-vertical`, { justifyContent: 'flex-end', alignItems: 'center' });
globalStyle(`${turnover} .ct-bar`, { stroke: vars.color.bgBtn, strokeWidth: '10px' });
globalStyle(`${commission} .ct-bar`, { stroke: vars.color.success, strokeWidth: '10px' });
