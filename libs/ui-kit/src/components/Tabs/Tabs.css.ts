import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/a11y.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.bgSubBtnAndGbIcon,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const fullWidth = style({});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textOnSubBtn,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  cursor: 'pointer',
  selectors: {
    [`${fullWidth} &`]: { flex: 1 },
    '&:focus-visible': focusRing,
    // Selected reads by weight and shape as well as colour.
    '&[aria-selected="true"]': { background: vars.color.bgBtn, color: vars.color.textOnBtn, fontWeight: 600 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  selectors: { '&:focus-visible': focusRing },
});
