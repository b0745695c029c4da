import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const layer = style({ position: 'fixed', inset: 0, display: 'flex' });

/** Dims the page; vars.color.overlay tops out at 0.7 opacity (spec §9). */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bgCard,
  color: vars.color.textOnCard,
  outline: 'none',
});

export const header = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.5,
  minWidth: 0,
});

/** The scrolling region: its overscroll must not pull-to-refresh or scroll the page (UX brief §4). */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  lineHeight: 1.6,
});

/** Stays at the bottom edge even when there is no body above it. */
export const footer = style({
  flexShrink: 0,
  marginTop: 'auto',
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
