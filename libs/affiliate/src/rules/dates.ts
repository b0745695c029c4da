import type { Locale } from '@lobby/i18n';

/** Affiliate days are Bangkok business days, written YYYY-MM-DD as the server sends them. */
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 86_400_000;

/** The Bangkok day of an instant. */
export const bangkokDay = (ms: number) => new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** A calendar day that exists: 2026-02-30 and 2026-13-01 do not. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Noon in Bangkok that day (so no time zone can move it to another date). */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00+07:00`);

/**
 * A day as members read it: Thai in the Buddhist calendar ("25 พฤศจิกายน 2569" long, "25 พ.ย. 2569" short), English
 * "25 November 2026" / "25 Nov 2026".
 */
export function formatDay(day: string, locale: Locale, length: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: length,
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(noonOf(day));
}

/** Day and month only, for a chart's axis ("25 พ.ย." / "25 Nov"). */
export function formatDayMonth(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(noonOf(day));
}
