import type { BrandConfig } from '@lobby/brand';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page as served in one language: `<html lang>`, the title and the description come from the brand config,
 * so a crawler or a link preview of /en reads English and nothing promises what the brand does not configure.
 */
export function localizeIndexHtml(html: string, brand: BrandConfig, locale: 'th' | 'en'): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(brand.siteTitle[locale])}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(brand.description[locale])}" />`,
    );
}
