/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fallbackDescriptors, fallbackOf, localFonts, type Script } from './fontFallbacks';
import { fallbackDescriptors as derive, meanAdvance, readFontMetrics, samples } from './fontMetrics';

const require = createRequire(import.meta.url);
const webFont = (family: string, script: Script, weight: number) =>
  readFontMetrics(
    readFileSync(require.resolve(`@fontsource/${family}/files/${family}-${script}-${weight}-normal.woff`)),
  );

describe('the web fonts’ stand-ins (no layout shift when they arrive)', () => {
  it('reads a font’s metrics and widths', () => {
    const sarabun = webFont('sarabun', 'thai', 400);
    expect(sarabun).toMatchObject({ unitsPerEm: 1000, ascender: 1068, descender: -232, lineGap: 0 });
    expect(sarabun.advance('ก')).toBeGreaterThan(300);
    expect(sarabun.advance('A')).toBeUndefined();
    expect(webFont('sarabun', 'latin', 400).advance('A')).toBeGreaterThan(300);
  });

  for (const font of ['Sarabun', 'Kanit'] as const) {
    for (const script of ['thai', 'latin'] as const) {
      it(`${font} (${script}): the theme's descriptors are those of the font files`, () => {
        const { weight, local } = fallbackOf[font];
        const web = webFont(font.toLowerCase(), script, weight);
        expect(fallbackDescriptors[font][script]).toEqual(derive(web, localFonts[script][local], samples[script]));
      });
    }
  }

  // Where this machine has the local fonts (Debian's fonts-noto-core and fonts-liberation), their widths are measured.
  const system = {
    'thai regular': ['/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf', localFonts.thai.regular, 'thai'],
    'thai bold': ['/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf', localFonts.thai.bold, 'thai'],
    'latin regular': [
      '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      localFonts.latin.regular,
      'latin',
    ],
    'latin bold': ['/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf', localFonts.latin.bold, 'latin'],
  } as const;
  for (const [name, [file, local, script]] of Object.entries(system)) {
    it.skipIf(!existsSync(file))(`the ${name} local font is as wide as recorded`, () => {
      expect(meanAdvance(readFontMetrics(readFileSync(file)), samples[script])).toBeCloseTo(local.meanAdvance, 5);
    });
  }
});
