import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

export const glyph = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A slow pulse still says "working" without rotation.
    [media.reducedMotion]: { animation: `${pulse} 1.6s ease-in-out infinite`, animationDuration: '1.6s' },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '3px' },
});

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' });
