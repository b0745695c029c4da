/**
 * Local fonts that stand in for the web fonts while they load (font-display: swap), scaled and given the web fonts'
 * ascent and descent so the text neither rewraps nor moves when Sarabun and Kanit arrive (issue 14: no layout shift).
 * The figures come from the font files: fontMetrics.ts derives them from the @fontsource files and the local fonts'
 * mean advance below, and fontFallbacks.test.ts fails when they drift.
 */

/** Code points of the @fontsource subsets the site loads: Thai, and Latin. */
export const unicodeRanges = {
  thai: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
    'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
} as const;
export type Script = keyof typeof unicodeRanges;

/**
 * The local font each script falls back to on a player's phone or computer (Android's Noto Sans Thai, Windows'
 * Tahoma; Arial or its metric twin Liberation Sans, Roboto) and its mean advance (em) over the sample text of
 * fontMetrics.ts, measured from Noto Sans Thai 2 and Liberation Sans 2 (as wide as Arial).
 */
export const localFonts = {
  thai: {
    regular: { names: ['Noto Sans Thai', 'NotoSansThai-Regular', 'Tahoma', 'Leelawadee UI'], meanAdvance: 0.41476 },
    bold: {
      names: ['Noto Sans Thai Bold', 'NotoSansThai-Bold', 'Tahoma Bold', 'Leelawadee UI Bold'],
      meanAdvance: 0.43783,
    },
  },
  latin: {
    regular: { names: ['Arial', 'ArialMT', 'Liberation Sans', 'Roboto'], meanAdvance: 0.42179 },
    bold: { names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Roboto Bold'], meanAdvance: 0.45544 },
  },
} as const;

/** What the first screen draws in each web font: body text in Sarabun 400, headings and buttons in Kanit 600. */
export const fallbackOf = {
  Sarabun: { weight: 400, local: 'regular' },
  Kanit: { weight: 600, local: 'bold' },
} as const;
export type WebFont = keyof typeof fallbackOf;

/** The descriptors per web font and script (fontMetrics.ts `fallbackDescriptors`). */
export const fallbackDescriptors: Record<
  WebFont,
  Record<Script, { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string }>
> = {
  Sarabun: {
    thai: { sizeAdjust: '104.26%', ascentOverride: '102.44%', descentOverride: '22.25%', lineGapOverride: '0.00%' },
    latin: { sizeAdjust: '97.22%', ascentOverride: '109.85%', descentOverride: '23.86%', lineGapOverride: '0.00%' },
  },
  Kanit: {
    thai: { sizeAdjust: '98.32%', ascentOverride: '111.88%', descentOverride: '40.17%', lineGapOverride: '0.00%' },
    latin: { sizeAdjust: '95.15%', ascentOverride: '115.61%', descentOverride: '41.52%', lineGapOverride: '0.00%' },
  },
};

/** The family name of a web font's stand-in, listed right after it in the theme's font stacks. */
export const fallbackFamily = (font: WebFont) => `${font} Fallback`;
