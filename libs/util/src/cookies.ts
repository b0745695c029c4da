/** Document cookies with explicit lifetimes; the spec fixes several (language 365 days, apollo token 7 days). */
export interface CookieOptions {
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

export const DAY_SECONDS = 86_400;

/** The visitor's cookie choice (consent.ts); the boot script reads it before the first paint, so it lives here. */
export const CONSENT_COOKIE = 'consent';

/** The member's session (spec §3): tokens and user id, as JSON. */
export const AUTH_COOKIE = 'auth';

/**
 * The language choice lives in this cookie for 365 days (spec §1). The boot script writes it for a language link
 * pressed before the site's code has loaded, so it lives here.
 */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_DAYS = 365;

/** Where the build writes the consent banner, after `#root`, which the boot script removes when this cookie is set. */
export const PRERENDERED_CONSENT_ID = 'consent-prerendered';

export function readCookie(name: string, source: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  { days, path = '/', sameSite = 'Lax' }: CookieOptions = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (days !== undefined) parts.push(`max-age=${Math.round(days * DAY_SECONDS)}`);
  if (globalThis.location?.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0`;
}

/** Keeps a language choice (the site's language links and, before they are hydrated, the boot script). */
export function rememberLanguage(locale: string): void {
  writeCookie(LANGUAGE_COOKIE, locale, { days: LANGUAGE_COOKIE_DAYS });
}
