import { asciiDigits } from '@lobby/contract';

/** Keys of `payments:withdraw.errors`. */
export type WithdrawAmountError = 'required' | 'incorrect' | 'belowMin' | 'aboveMax' | 'notEnough';

/**
 * What the withdraw field keeps of what was typed or pasted (spec §5): digits and one point, at most two decimals,
 * a leading zero only before the point ("05" becomes "5", "0.5" stays). Commas from a paste are dropped.
 */
export function formatWithdrawInput(typed: string): string {
  const text = asciiDigits(typed).replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  let whole = point < 0 ? text : text.slice(0, point);
  const decimals =
    point < 0
      ? undefined
      : text
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, 9);
  if (decimals === undefined) return whole;
  return `${whole || '0'}.${decimals}`;
}

const WITHDRAW_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** The amount in satang (integer), or undefined when the text is not a valid amount. */
export function withdrawSatangOf(text: string): number | undefined {
  const plain = text.trim();
  if (!WITHDRAW_PATTERN.test(plain)) return undefined;
  const [whole, decimals = ''] = plain.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Spec §5: not empty; a valid amount; at least withdrawMin, at most withdrawMax, no more than the balance. */
export function checkWithdrawAmount(
  text: string,
  limits: { min: number; max: number; balance: number | undefined },
): WithdrawAmountError | undefined {
  if (!text.trim()) return 'required';
  const satang = withdrawSatangOf(text);
  if (satang === undefined || satang === 0) return 'incorrect';
  // Compared in satang so 300.1 vs 300.10 and float noise never decide a limit.
  if (satang < Math.round(limits.min * 100)) return 'belowMin';
  if (satang > Math.round(limits.max * 100)) return 'aboveMax';
  if (limits.balance !== undefined && satang > Math.round(limits.balance * 100)) return 'notEnough';
  return undefined;
}

/** "Withdraw all": the balance in whole satang (never rounded up), no more than the maximum; '' when nothing. */
export function withdrawAllAmount(balance: number, max: number): string {
  // The epsilon keeps float noise (1.13 * 100 = 112.99999…) from losing a satang.
  const satang = Math.min(Math.floor(balance * 100 + 1e-6), Math.round(max * 100));
  if (satang <= 0) return '';
  const text = (satang / 100).toFixed(2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
