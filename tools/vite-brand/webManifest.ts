import type { BrandConfig } from '@lobby/brand';

/** Where each language's manifest is written and linked from (the English pages install as the English app). */
export const manifestFile = (locale: 'th' | 'en') =>
  locale === 'th' ? 'manifest.webmanifest' : 'en/manifest.webmanifest';

/** The maskable icon the build draws from the brand's mark (tools/vite-brand). */
export const MASKABLE_ICON = 'brand/icon-maskable.svg';

/**
 * The web app manifest of one language (issue 14 item 6): players keep the site on their home screen (app stores
 * refuse gambling apps), so it installs under the brand's name and colours with its mark as the icon: the mark as
 * drawn (`any`) and the mark on the brand's background inside the maskable safe zone (`maskable`). One app id for
 * both languages.
 */
export function webManifest(brand: BrandConfig, locale: 'th' | 'en', maskable: boolean) {
  const mark = brand.logoMark ?? brand.logo;
  return {
    id: '/',
    name: brand.siteTitle[locale],
    short_name: brand.siteTitle[locale],
    description: brand.description[locale],
    lang: locale,
    dir: 'ltr',
    start_url: locale === 'th' ? '/' : '/en',
    scope: '/',
    display: 'standalone',
    background_color: brand.theme.bg,
    theme_color: brand.theme.bgMenu,
    icons: [
      { src: mark, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...(maskable ? [{ src: `/${MASKABLE_ICON}`, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' }] : []),
    ],
  };
}

/**
 * The brand's square mark on its background colour, scaled into the maskable safe zone (the circle of 80% the
 * launcher may crop to): the mark's own SVG nested, so no raster step is needed.
 */
export function maskableIcon(markSvg: string, background: string): string {
  const open = /<svg\b[^>]*>/.exec(markSvg);
  const close = markSvg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('the brand mark is not an SVG document');
  const viewBox = /\bviewBox="([^"]+)"/.exec(open[0])?.[1];
  if (!viewBox) throw new Error('the brand mark has no viewBox');
  const inner = markSvg.slice(open.index + open[0].length, close).trim();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="512" height="512">',
    `  <rect width="100" height="100" fill="${background.replace(/"/g, '')}"/>`,
    `  <svg x="22" y="22" width="56" height="56" viewBox="${viewBox}">${inner}</svg>`,
    '</svg>',
    '',
  ].join('\n');
}
