import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } });

export const layer = style({ alignItems: 'center', justifyContent: 'center', padding: vars.space.lg });

export const panel = style({
  width: '100%',
  maxWidth: '28rem',
  maxHeight: 'calc(100dvh - 2rem)',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  animation: `${popIn} ${vars.motion.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

// Only the picture is clipped to the rounded corners, never text.
export const image = style({
  flexShrink: 0,
  overflow: 'hidden',
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
});

/** A row of buttons, right-aligned, without the drawer's bar. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  flexShrink: 0,
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
