import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const subheading = style({ margin: `${vars.space.md} 0 0`, fontFamily: vars.font.heading });
export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const swatch = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const chip = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
export const table = style({ borderCollapse: 'collapse', width: '100%', lineHeight: 1.6 });
export const sample = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontFamily: vars.font.body });
export const scale = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  lineHeight: 1.6,
});
