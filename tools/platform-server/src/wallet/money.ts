import { z } from 'zod';

/**
 * Money crosses the API in baht (a JSON number or a numeric string, at most 2 decimals) and is held
 * as integer satang. Parsing goes through the decimal text, so 0.29 never becomes 28.999… satang.
 */
export function satangOf(value: number | string): number | undefined {
  if (typeof value === 'number') {
    // A float from a client's arithmetic (0.1 + 0.2) still names a whole number of satang.
    const satang = Math.round(value * 100);
    return Number.isSafeInteger(satang) && satang >= 0 && Math.abs(value * 100 - satang) < 1e-6 ? satang : undefined;
  }
  const text = value.trim().replace(/,/g, '');
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A positive baht amount → satang. */
export const bahtAmount = (field: string) =>
  z.union([z.number(), z.string().max(20)], { error: `${field} must be a number` }).transform((value, ctx) => {
    const satang = satangOf(value);
    if (satang === undefined || satang <= 0) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a positive amount in baht with at most 2 decimals` });
      return z.NEVER;
    }
    return satang;
  });

/** Whole baht only (deposit amounts, spec §5: digits only, no leading zero) → satang. */
export const wholeBahtAmount = (field: string) =>
  z.union([z.number(), z.string().max(20)], { error: `${field} must be a number` }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
    if (!/^[1-9]\d{0,9}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${field} must be whole baht, digits only, not starting with 0` });
      return z.NEVER;
    }
    return Number(text) * 100;
  });

/** USDT with up to 6 decimals → millionths of a USDT. */
export function microUsdtOf(value: number | string): number | undefined {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(6).replace(/\.?0+$/, '') : '') : value.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text);
  if (!m) return undefined;
  const micro = Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
  return micro > 0 ? micro : undefined;
}

/** Baht credited for a USDT amount at a rate (satang per USDT), rounded down to the satang. */
export const satangForUsdt = (micro: number, rateSatang: number) =>
  Number((BigInt(micro) * BigInt(rateSatang)) / 1_000_000n);

/** Bangkok business day (UTC+7, no daylight saving) of an instant, as YYYY-MM-DD. */
export const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;
export const bangkokDay = (ms: number) => new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Bangkok day starts. */
export const bangkokDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
