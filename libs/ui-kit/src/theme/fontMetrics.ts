// Node only: the test of fontFallbacks.ts reads the font files with it (never part of a site's bundle).
/// <reference types="node" />
import { inflateSync } from 'node:zlib';

/**
 * Just enough of a font file (TrueType / OpenType, or WOFF 1 around one) to match a fallback font's metrics to a web
 * font's: units per em, the hhea ascender, descender and line gap, and the advance width of characters.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** The advance of a character in font units; undefined when the font has no glyph for it. */
  advance(char: string): number | undefined;
}

function tables(data: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const woff = data.toString('latin1', 0, 4) === 'wOFF';
  const count = data.readUInt16BE(woff ? 12 : 4);
  for (let i = 0; i < count; i++) {
    const at = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = data.toString('latin1', at, at + 4);
    const offset = data.readUInt32BE(at + (woff ? 4 : 8));
    const length = data.readUInt32BE(at + (woff ? 8 : 12));
    const raw = data.subarray(offset, offset + length);
    // WOFF 1 deflates a table when that makes it smaller (its original length is larger than the stored one).
    found.set(tag, woff && length < data.readUInt32BE(at + 12) ? inflateSync(raw) : raw);
  }
  return found;
}

/** Unicode → glyph id from a cmap subtable of format 4 (the BMP), the one every font here has. */
function glyphMap(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (platform !== 3 || encoding !== 1 || cmap.readUInt16BE(offset) !== 4) continue;
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeAt = ranges + s * 2;
        const range = cmap.readUInt16BE(rangeAt);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(rangeAt + range + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('the font has no Unicode BMP cmap (platform 3, encoding 1, format 4)');
}

export function readFontMetrics(data: Buffer): FontMetrics {
  const t = tables(data);
  const head = t.get('head');
  const hhea = t.get('hhea');
  const hmtx = t.get('hmtx');
  const cmap = t.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error('not a font with head, hhea, hmtx and cmap tables');
  const longMetrics = hhea.readUInt16BE(34);
  const glyphOf = glyphMap(cmap);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    advance(char) {
      const glyph = glyphOf(char.codePointAt(0) ?? 0);
      if (glyph === 0) return undefined;
      return hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
    },
  };
}

/** The mean advance of `sample`'s characters in em (characters the font lacks left out). */
export function meanAdvance(font: FontMetrics, sample: string): number {
  const widths = [...sample].map((char) => font.advance(char)).filter((w): w is number => w !== undefined);
  if (widths.length === 0) throw new Error('the font has none of the sample characters');
  return widths.reduce((sum, w) => sum + w, 0) / widths.length / font.unitsPerEm;
}

/** Thai text and Latin text as the site shows them, for comparing widths. */
export const samples = {
  thai: 'เว็บไซต์คาสิโนออนไลน์ สล็อต ยิงปลา หวย และกีฬา ฝากถอนอัตโนมัติ เข้าสู่ระบบ สมัครสมาชิก โปรโมชั่น',
  latin: 'Online casino with slots, live casino, fishing, lottery and sports. Log in, Register, Deposit 1,234.50',
};

/** CSS descriptors of a fallback face that takes the web font's place: same widths on average, same line box. */
export interface FallbackDescriptors {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * Descriptors for a local font standing in for a web font while it loads (font-display: swap): `size-adjust` scales
 * the local font so the sample is as wide, and the ascent, descent and line gap are the web font's (divided by the
 * size adjustment, which the browser applies to them too), so the text neither rewraps nor moves when the web font
 * arrives.
 */
export function fallbackDescriptors(web: FontMetrics, local: { meanAdvance: number }, sample: string) {
  const sizeAdjust = meanAdvance(web, sample) / local.meanAdvance;
  const share = (units: number) => Math.abs(units) / web.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(share(web.ascender)),
    descentOverride: percent(share(web.descender)),
    lineGapOverride: percent(share(web.lineGap)),
  } satisfies FallbackDescriptors;
}
