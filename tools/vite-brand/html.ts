import type { BrandConfig } from '@lobby/brand';
import { manifestFile } from './webManifest';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page as served in one language: `<html lang>`, the title and the description come from the brand config,
 * so a crawler or a link preview of /en reads English and nothing promises what the brand does not configure.
 */
export function localizeIndexHtml(html: string, brand: BrandConfig, locale: 'th' | 'en'): string {
  // The server that serves the build reads the chat script from here to allow its origin (and only it) in the CSP.
  const chat = brand.liveChat
    ? `<meta name="lobby-chat-script" content="${escapeHtml(brand.liveChat.script)}" />\n    `
    : '';
  return (
    html
      .replace(/<meta name="lobby-chat-script"[^>]*>\s*/, '')
      .replace(/(<meta name="lobby-api-url")/, `${chat}$1`)
      // The language's web app manifest (webManifest.ts): installed from an English page, the app is English.
      .replace(/<link rel="manifest"[^>]*>\s*/, '')
      .replace(/(\s*)<title>/, `$1<link rel="manifest" href="/${manifestFile(locale)}" />$1<title>`)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.siteTitle[locale])}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(brand.description[locale])}" />`,
      )
  );
}

/**
 * The font files the first screen draws with, per language (issue 14: no layout shift): body text in Sarabun 400 and
 * headings in Kanit 600, Thai on the Thai pages and Latin on the English ones. The rest of the @fontsource faces
 * (other weights and scripts) load when text needs them.
 */
export const firstScreenFonts = {
  th: ['sarabun-thai-400-normal', 'kanit-thai-600-normal'],
  en: ['sarabun-latin-400-normal', 'kanit-latin-600-normal'],
} as const;

/**
 * The page with `<link rel="preload">` for its language's first-screen fonts among the build's `files` (hashed names,
 * `assets/sarabun-thai-400-normal-AbCd1234.woff2`), in place of any it had: the fonts download with the styles
 * instead of after them, so the text paints in its own font at once.
 */
export function preloadFonts(html: string, locale: 'th' | 'en', files: readonly string[]): string {
  const links = firstScreenFonts[locale].flatMap((name) => {
    const file = files.find((f) => new RegExp(`(^|/)${name}-[\\w-]+\\.woff2$`).test(f));
    return file ? [`<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin />`] : [];
  });
  const page = html.replace(/[ \t]*<link rel="preload" href="[^"]*" as="font"[^>]*>\n?/g, '');
  if (!links.length) return page;
  if (!page.includes('</head>')) throw new Error('the page has no </head> to preload its fonts in');
  return page.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
