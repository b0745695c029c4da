import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

/** A 44px icon-only router link (ui-kit's IconButton renders a <button>, never a link). */
export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:hover': { background: vars.color.border } },
});
