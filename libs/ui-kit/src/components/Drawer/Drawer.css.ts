import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const layer = style({ justifyContent: 'flex-end' });

export const panel = style({
  height: '100%',
  width: vars.layout.drawerWidth,
  maxWidth: '100%',
  boxShadow: vars.shadow.drawer,
  paddingBottom: 'env(safe-area-inset-bottom)',
  animation: `${slideIn} ${vars.motion.normal} ease-out`,
  '@media': {
    // Phones of 320–430px get the whole width (spec: narrower at phone widths).
    [media.narrowPhone]: { width: '100%' },
    [media.reducedMotion]: { animation: 'none' },
  },
});
