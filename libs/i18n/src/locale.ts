import { LANGUAGE_COOKIE, readCookie, rememberLanguage } from '@lobby/util';

export const supportedLocales = ['th', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'th';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** Thai has no prefix; English lives under /en. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = pathname.match(/^\/en(\/.*)?$/);
  if (match) return { locale: 'en', path: match[1] || '/' };
  return { locale: 'th', path: pathname || '/' };
}

export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'th') return clean;
  return clean === '/' ? '/en' : `/en${clean}`;
}

/** The same page in another language, keeping query and hash. */
export function switchLocaleHref(location: { pathname: string; search?: string; hash?: string }, to: Locale): string {
  const { path } = splitLocale(location.pathname);
  return `${localizePath(path, to)}${location.search ?? ''}${location.hash ?? ''}`;
}

export function rememberLocale(locale: Locale): void {
  rememberLanguage(locale);
}

export function rememberedLocale(): Locale | undefined {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLocale(value) ? value : undefined;
}
