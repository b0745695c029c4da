/** Spec §9 breakpoints in px, below them the two phone widths our layouts turn at. */
export const breakpoints = {
  /** Spec: the side drawer is narrower "at phone widths 320-430" — full width up to here. */
  narrowPhone: 430,
  /** Large phones and phones held sideways: room for one more column than a small phone. */
  largePhone: 480,
  tablet: 768,
  desktop: 1025,
  lg: 1200,
  xl: 1300,
  xxl: 1400,
  xxxl: 1500,
  wide: 1600,
} as const;

/** Every media query of the site, by name: use these in *.css.ts, matchMedia() and <source media>. */
export const media = {
  narrowPhone: `screen and (max-width: ${breakpoints.narrowPhone}px)`,
  belowLargePhone: `screen and (max-width: ${breakpoints.largePhone - 1}px)`,
  largePhone: `screen and (min-width: ${breakpoints.largePhone}px)`,
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  /** Phones and tablets: where the sidebar is an overlay instead of docked. */
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Desktop with a mouse: hover-only affordances such as scroll arrows. */
  desktopPointer: `screen and (min-width: ${breakpoints.desktop}px) and (hover: hover)`,
  wide: `screen and (min-width: ${breakpoints.xxl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
