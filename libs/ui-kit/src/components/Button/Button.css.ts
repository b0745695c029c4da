import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../shared/a11y.css';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: 1.5,
  letterSpacing: 'normal',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `filter ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(1.08)' },
    '&:active:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.94)' },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    // Disabled only until the page's script runs (Button): it looks ready, so nothing changes when it is.
    '&:disabled[data-awaiting-script]': { cursor: 'default', opacity: 1 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
  },
});

export const variant = styleVariants({
  primary: { background: vars.color.bgBtn, color: vars.color.textOnBtn },
  secondary: { background: vars.color.bgSubBtnAndGbIcon, color: vars.color.textOnSubBtn },
  ghost: { background: 'transparent', color: vars.color.text, borderColor: vars.color.border },
  // Second action next to a primary one (e.g. log in beside register): the brand's accent as a line.
  outline: { background: 'transparent', color: 'inherit', borderColor: vars.color.accent },
  // Outlined: the contract has no text colour guaranteed to read on a danger fill.
  danger: { background: 'transparent', color: vars.color.danger, borderColor: vars.color.danger },
});

export const size = styleVariants({
  // Visually 36px; the ::before stretches the hit area to 44px (UX brief §6.2).
  sm: {
    minHeight: '36px',
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
    selectors: { '&::before': { content: '""', position: 'absolute', insetInline: 0, insetBlock: '-4px' } },
  },
  md: {},
  lg: { minHeight: '52px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
});

export const block = style({ display: 'flex', width: '100%' });

export const pill = style({ borderRadius: vars.radius.pill, whiteSpace: 'nowrap' });
