import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// Opacity, not the gradient's position: the compositor runs it, so a page of skeletons repaints nothing per frame (a
// moving background repainted every skeleton on every frame and kept a phone's main thread busy: issue 14).
const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.55 } });

export const base = style({
  display: 'block',
  background:
    `linear-gradient(90deg, ${vars.color.bgCard} 25%, ` +
    `${vars.color.bgSubBtnAndGbIcon} 50%, ${vars.color.bgCard} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${pulse} 0.7s ease-in-out infinite alternate`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const shape = styleVariants({
  // A line as tall as body text, with the gap that line-height 1.6 leaves.
  text: { height: '1em', marginBlock: '0.3em', borderRadius: vars.radius.sm },
  rect: { width: '100%', borderRadius: vars.radius.md },
  circle: { borderRadius: '50%', flexShrink: 0 },
});

export const lines = style({ display: 'block' });
