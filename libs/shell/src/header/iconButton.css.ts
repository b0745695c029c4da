import { style } from '@vanilla-extract/css';
import { media, vars } from '@lobby/ui-kit/theme';

/** Router links and buttons that look like ui-kit buttons, kept here so ui-kit stays router-free. */
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

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
  transition: `transform ${vars.motion.fast}, filter ${vars.motion.fast}`,
  '@media': { [media.tablet]: { padding: `0 ${vars.space.lg}` } },
  selectors: { '&:hover': { filter: 'brightness(1.08)' }, '&:active': { transform: 'scale(0.97)' } },
});

export const primaryLink = style([buttonBase, { background: vars.color.bgBtn, color: vars.color.textOnBtn }]);
export const secondaryLink = style([buttonBase, { background: 'transparent', color: vars.color.textOnMenu, borderColor: vars.color.bgBtn }]);
