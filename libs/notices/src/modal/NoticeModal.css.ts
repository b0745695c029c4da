import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@lobby/ui-kit';

export const image = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '14rem', objectFit: 'cover' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: 'inherit',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  fontWeight: 600,
});

export const position = style({ marginInlineStart: 'auto' });

export const game = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 600 });

/** The operator's HTML: readable Thai (no clipping, line-height 1.6), pictures that fit, visible links. */
export const content = style({ overflowWrap: 'anywhere', lineHeight: 1.6 });
globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} blockquote`, {
  margin: `0 0 ${vars.space.sm}`,
});
globalStyle(`${content} h2, ${content} h3, ${content} h4`, {
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
});
globalStyle(`${content} a`, { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' });
globalStyle(`${content} a:focus-visible`, focusRing);
globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.sm });
globalStyle(`${content} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${content} th, ${content} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: 'start',
});

export const hint = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.sm });
