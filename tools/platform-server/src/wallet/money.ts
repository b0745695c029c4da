/** Baht text or numbers → satang: the contract's rule (libs/contract fields.ts), shared with the site. */
export { satangOf } from '@lobby/contract';

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
