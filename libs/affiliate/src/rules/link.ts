import { localizePath, type Locale } from '@lobby/i18n';

/**
 * The member's affiliate link: the brand's own register-by-affiliate page with the member's code (spec §2 `aff/{id}`),
 * in the page's language, e.g. https://nakhongold.example/aff/aff-demo01 or …/en/aff/aff-demo01.
 */
export function affiliateLink(origin: string, locale: Locale, code: string): string {
  return `${origin}${localizePath(`/aff/${encodeURIComponent(code)}`, locale)}`;
}
