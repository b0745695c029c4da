import { globalFontFace } from '@vanilla-extract/css';
import {
  fallbackDescriptors,
  fallbackFamily,
  fallbackOf,
  localFonts,
  unicodeRanges,
  type Script,
} from './fontFallbacks';

// Each web font's stand-in: per script, the local font scaled to its width, with its ascent and descent
// (fontFallbacks.ts).
for (const font of ['Sarabun', 'Kanit'] as const) {
  globalFontFace(
    fallbackFamily(font),
    (['thai', 'latin'] as Script[]).map((script) => ({
      src: localFonts[script][fallbackOf[font].local].names.map((name) => `local('${name}')`).join(', '),
      unicodeRange: unicodeRanges[script],
      ...fallbackDescriptors[font][script],
    })),
  );
}
