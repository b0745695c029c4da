import { style } from '@vanilla-extract/css';

/** The list is as tall as all its rows; only the rows near the viewport are in the DOM. */
export const list = style({
  position: 'relative',
  width: '100%',
  contain: 'layout style',
});

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  alignItems: 'start',
  // Each row lays out on its own; rows never move while the page scrolls, so no compositor layer per row.
  contain: 'layout style',
});

export const item = style({ minWidth: 0 });
