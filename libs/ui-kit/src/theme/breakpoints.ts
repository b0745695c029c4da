/** Spec §9 breakpoints in px. */
export const breakpoints = {
  tablet: 768,
  desktop: 1025,
  lg: 1200,
  xl: 1300,
  xxl: 1400,
  xxxl: 1500,
  wide: 1600,
} as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.xxl}px)`,
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  narrowPhone: `screen and (max-width: 430px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
