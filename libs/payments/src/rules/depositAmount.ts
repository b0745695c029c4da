import { asciiDigits } from '@lobby/contract';

/** Keys of `payments:deposit.errors`. */
export type DepositAmountError = 'required' | 'incorrect' | 'belowMin' | 'aboveMax';

/** Ten digits of whole baht is far past any channel's maximum; the field stops there. */
const MAX_DIGITS = 9;

/**
 * What the deposit field shows for what was typed or pasted (spec §5): whole baht in digits only (Thai digits read as
 * digits; letters and signs dropped), no leading zero, thousands separators. What follows a point is satang, not baht:
 * a pasted "1,500.50" is 1,500 (dropping only the point made it 150,050), and a typed point does nothing.
 */
export function formatDepositInput(typed: string): string {
  const baht = asciiDigits(typed).split('.')[0]!;
  const digits = baht.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? Number(digits).toLocaleString('en-US') : '';
}

/** The whole-baht amount of the field's text, or undefined when it is not one. */
export function depositAmountOf(text: string): number | undefined {
  const plain = text.replace(/,/g, '').trim();
  return /^[1-9]\d*$/.test(plain) ? Number(plain) : undefined;
}

/** Spec §5: not empty, no leading zero, digits only, within the channel's minimum and maximum. */
export function checkDepositAmount(text: string, min: number, max: number): DepositAmountError | undefined {
  const plain = text.replace(/,/g, '').trim();
  if (!plain) return 'required';
  if (plain.startsWith('0') || !/^\d+$/.test(plain)) return 'incorrect';
  const amount = Number(plain);
  if (amount < min) return 'belowMin';
  if (amount > max) return 'aboveMax';
  return undefined;
}
