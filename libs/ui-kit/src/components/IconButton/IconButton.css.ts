import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/a11y.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 44×44 hit area whatever the icon size (UX brief §6.2).
  width: '44px',
  height: '44px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast}, filter ${vars.motion.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { filter: 'brightness(1.15)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants({
  ghost: { background: 'transparent', color: 'inherit' },
  secondary: { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn },
  primary: { background: vars.color.bgBtn, color: vars.color.textOnBtn },
});
