import type { Locale } from './locale';

/**
 * A number as `Intl.NumberFormat('en-US')` writes it with `digits` decimals: the decimal JavaScript writes for it
 * (1.005, not the binary 1.00499…) rounded half away from zero, grouped by thousands (-1234567.499 → "-1,234,567.50").
 * By hand, not Intl: the page's first Intl formatter loads ICU's data, 15–25 ms on the main thread before the first
 * screen (issue 14), and these are the digits every page writes.
 */
function formatDecimal(value: number, digits: number): string {
  const written = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(written)) return Number.isFinite(value) ? value.toFixed(digits) : String(value);
  const [whole = '0', fraction = ''] = written.split('.');
  const rounded =
    BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits)) + ((fraction[digits] ?? '0') >= '5' ? 1n : 0n);
  const all = rounded.toString().padStart(digits + 1, '0');
  const integer = all.slice(0, all.length - digits).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${integer}${digits ? `.${all.slice(-digits)}` : ''}`;
}

/** 1234.5 → "1,234.50" (spec: amounts with 2 decimals). */
export function formatBaht(amount: number): string {
  return formatDecimal(amount, 2);
}

/**
 * Money as members read it, the one way the site writes an amount: "1,234.50 บาท" in Thai, "฿1,234.50" in English
 * (a minus sign first for amounts going out).
 */
export function formatMoney(amount: number, locale: Locale): string {
  const sign = amount < 0 ? '-' : '';
  const digits = formatBaht(Math.abs(amount));
  return locale === 'th' ? `${sign}${digits} บาท` : `${sign}฿${digits}`;
}

/** Satang (integer) → "1,234.50". */
export function formatSatang(satang: number | bigint): string {
  return formatBaht(Number(satang) / 100);
}

/** 45000 → "45,000" (deposit min/max are shown with thousands separators). */
export function formatThousands(value: number): string {
  return formatDecimal(value, 0);
}

/** Thai long date in the Buddhist calendar ("22 พฤศจิกายน 2569"), or English ("22 November 2026"). */
export function formatLongDate(epochSeconds: number, locale: Locale): string {
  const tag = locale === 'th' ? 'th-TH' : 'en-GB';
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(epochSeconds * 1000);
}

/**
 * A moment as members read it, in Bangkok time: "2 ธ.ค. 2569 10:00 น." in Thai (Buddhist year), "2 Dec 2026, 10:00"
 * in English. `epochMs` in milliseconds.
 */
export function formatDateTime(epochMs: number, locale: Locale): string {
  const date = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  }).format(epochMs);
  const clock = formatClock(epochMs / 1000, locale);
  return locale === 'th' ? `${date} ${clock}` : `${date}, ${clock}`;
}

/** "14:05 น." in Thai, "14:05" in English. */
export function formatClock(epochSeconds: number, locale: Locale): string {
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Bangkok',
  }).format(epochSeconds * 1000);
  return locale === 'th' ? `${hhmm} น.` : hhmm;
}
