import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

/** Under the age and helpline line: who runs the site, its licence, its documents. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: vars.layout.contentMax,
  margin: `${vars.space.md} auto 0`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
});
export const line = style({ margin: 0, opacity: 0.85 });
export const licence = style({ color: 'inherit', fontWeight: 600, textUnderlineOffset: '3px' });
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.lg}`,
});
globalStyle(`${links} a, ${links} button`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.textOnMenu,
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  opacity: 0.85,
});
globalStyle(`${links} a:hover, ${links} button:hover`, { opacity: 1 });
globalStyle(`${links} a:focus-visible, ${links} button:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
