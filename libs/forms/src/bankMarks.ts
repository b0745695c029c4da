/**
 * Our own drawn mark per bank of the display table (@lobby/contract bankTable): a simple geometric symbol above the
 * bank's initials, drawn by BankBadge on the bank's colour. They only evoke each bank (a symbol of what it is or
 * where it is from) and copy no real logo. Paths live in a 40 × 40 box; the symbol keeps to y 3–20, the initials sit
 * below it. Every part is painted in the badge's text colour (currentColor), so nothing here holds a colour.
 */
export interface BankMark {
  /** Filled shapes. */
  fill?: string;
  /** Lines, stroked 2.4 wide with round ends. */
  line?: string;
  /** Filled shapes in a lighter tone, behind the rest. */
  tint?: string;
  /** Shorter initials when the table's are too long to read at 24 px. */
  label?: string;
}

/** A circle as a path (for rings drawn with evenodd). */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0Z`;

/** A pair of rice grains either side of the stalk, their tips at height y. */
const grains = (y: number) => `M19 ${y}c-4 0-6-2-6-5c4 0 6 2 6 5ZM21 ${y}c4 0 6-2 6-5c-4 0-6 2-6 5Z`;

export const bankMarks: Readonly<Record<string, BankMark>> = {
  // A four-point sparkle.
  scb: { fill: 'M20 3Q21.2 10.8 29 12Q21.2 13.2 20 21Q18.8 13.2 11 12Q18.8 10.8 20 3Z' },
  // A leaf split by its midrib (kasikorn: farming).
  kbank: { fill: 'M11 19.5C10.5 11 16.5 4.5 28.5 4Z M12.5 21L30 5.5C30.5 14 24.5 21 12.5 21Z' },
  // Two waves.
  ktb: { line: 'M9 9q2.75-3.5 5.5 0t5.5 0t5.5 0t5.5 0M9 16q2.75-3.5 5.5 0t5.5 0t5.5 0t5.5 0' },
  // A lotus of three petals.
  bbl: {
    fill: 'M20 3C23.5 7.5 23.5 14 20 20C16.5 14 16.5 7.5 20 3Z',
    tint:
      'M18.5 20.5C12.5 20.5 9 16 8.5 10C14 11 17.5 14.5 18.5 20.5Z' +
      'M21.5 20.5C27.5 20.5 31 16 31.5 10C26 11 22.5 14.5 21.5 20.5Z',
  },
  // A stupa of the old capital, Ayutthaya.
  bay: { fill: 'M20 3L22 9.5C25 10.5 26.5 13 26.5 16H13.5C13.5 13 15 10.5 18 9.5ZM11.5 17.5H28.5V20.5H11.5Z' },
  // Two chevrons forward.
  tmb: { line: 'M12 5.5L18.5 12L12 18.5M20.5 5.5L27 12L20.5 18.5' },
  // Two coins, the front one with a rim (savings).
  gsb: { tint: circle(16, 10.5, 6.5), fill: `${circle(23, 13.5, 7)}${circle(23, 13.5, 4.3)}` },
  // An ear of rice.
  baac: {
    line: 'M20 21V10',
    fill: `M20 9.5c-2-2-2-4.5 0-6.5c2 2 2 4.5 0 6.5Z${grains(14)}${grains(19)}`,
  },
  // A crescent and a star.
  isbt: {
    fill:
      'M18.3 4A8 8 0 1 0 25 15.8A6.8 6.8 0 1 1 18.3 4Z' +
      'M28 3.3L28.8 5.4L31 5.5L29.2 6.9L29.9 9.1L28 7.8L26.1 9.1L26.8 6.9L25 5.5L27.2 5.4Z',
    label: 'iB',
  },
  // A globe (united overseas).
  uob: { line: `${circle(20, 12, 8)}M12 12H28M20 4C16 8 16 16 20 20C24 16 24 8 20 4` },
  // A hexagon ring.
  cimb: { fill: 'M20 3L28 7.5V16.5L20 21L12 16.5V7.5ZM20 7.5L16 9.75V14.25L20 16.5L24 14.25V9.75Z' },
  // A skyline (the city).
  citi: { fill: 'M10.5 21V11H16V21ZM17.5 21V4H23V21ZM24.5 21V8.5H30V21Z' },
  // A crown (honour).
  kkp: { fill: 'M11 20.5V7.5L15.5 12.5L20 4L24.5 12.5L29 7.5V20.5Z' },
  // A house with its door.
  ghb: { fill: 'M20 3L31 12H27.5V21H22.5V16H17.5V21H12.5V12H9Z' },
  // Hills under the sun (land and houses).
  lhb: { tint: circle(26, 8, 4), fill: 'M8.5 21C11.5 13.5 16.5 12.5 21 16.5C24 13.5 28.5 13.5 31.5 21Z' },
  // A wallet with its clasp.
  onewallet: {
    fill:
      'M12 6h15a2 2 0 0 1 2 2v2.5h-5a3 3 0 0 0 0 6h5V19a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z' +
      circle(24.2, 13.5, 1.2),
  },
};
