import { asciiDigits } from '@lobby/contract';

/** Keys of `payments:usdt.errors`. */
export type UsdtAmountError = 'required' | 'incorrect' | 'belowMin' | 'aboveMax';

/** USDT has 6 decimals on its chains; the server takes up to 6 (micro-USDT). */
const USDT_DECIMALS = 6;

/** Digits and one point, at most 6 decimals, no leading zeros before a whole number ("007" → "7"). */
export function formatUsdtInput(typed: string): string {
  const text = asciiDigits(typed).replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  const whole = (point < 0 ? text : text.slice(0, point)).replace(/^0+(?=\d)/, '').slice(0, 9);
  if (point < 0) return whole;
  return `${whole || '0'}.${text
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, USDT_DECIMALS)}`;
}

/** Micro-USDT of a valid amount, else undefined. */
export function microUsdtOf(text: string): number | undefined {
  const m = /^(0|[1-9]\d*)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(USDT_DECIMALS, '0'));
}

/** Baht the server will credit: USDT × rate, rounded down to the satang (as the platform server does). */
export function bahtForUsdt(micro: number, rate: number): number {
  // BigInt: 1e9 USDT in micro times a rate in satang is past what a double holds exactly.
  return Number((BigInt(micro) * BigInt(Math.round(rate * 100))) / 1_000_000n) / 100;
}

/** The amount is USDT; the channel's limits are in baht (spec §3: 1 USDT = rate baht). */
export function checkUsdtAmount(text: string, rate: number, min: number, max: number): UsdtAmountError | undefined {
  if (!text.trim()) return 'required';
  const micro = microUsdtOf(text);
  if (micro === undefined || micro === 0) return 'incorrect';
  const baht = bahtForUsdt(micro, rate);
  if (baht < min) return 'belowMin';
  if (baht > max) return 'aboveMax';
  return undefined;
}
