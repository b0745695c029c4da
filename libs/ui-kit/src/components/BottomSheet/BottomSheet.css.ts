import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const layer = style({ alignItems: 'flex-end', justifyContent: 'center' });

export const panel = style({
  width: '100%',
  maxWidth: '36rem',
  maxHeight: '85dvh',
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  paddingBottom: 'env(safe-area-inset-bottom)',
  animation: `${slideUp} ${vars.motion.normal} ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The grab bar: a visual cue only. */
export const handle = style({
  alignSelf: 'center',
  width: '2.5rem',
  height: '4px',
  marginTop: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
});
