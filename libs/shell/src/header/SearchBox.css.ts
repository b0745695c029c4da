import { style } from '@vanilla-extract/css';
import { vars } from '@lobby/ui-kit/theme';

export const form = style({
  display: 'flex',
  alignItems: 'center',
  width: 'min(360px, 100%)',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});
export const label = style({ flex: 1, display: 'flex', minWidth: 0 });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  outline: 'none',
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '40px',
  border: 0,
  background: vars.color.bgSubBtnAndGbIcon,
  color: vars.color.textOnSubBtn,
  cursor: 'pointer',
});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
