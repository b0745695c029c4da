import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';

// Thai script: 16px body, line-height ≥ 1.6, no letter-spacing (breaks SARA AM), no clipping.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', colorScheme: 'dark' });
globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: 1.6,
  letterSpacing: 'normal',
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, button', { fontFamily: vars.font.heading, letterSpacing: 'normal', lineHeight: 1.35 });
globalStyle('a', { color: 'inherit' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('*, *::before, *::after', {
  '@media': { [media.reducedMotion]: { animationDuration: '0.01ms', transitionDuration: '0.01ms' } },
});
