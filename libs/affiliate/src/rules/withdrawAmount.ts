/** What can be wrong with an affiliate withdrawal amount before it is sent (spec §5: it must not be 0). */
export type AmountProblem = 'required' | 'zero' | 'incorrect';

const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/**
 * Keeps what an amount may hold, typed or pasted: digits and one point with at most 2 decimals; thousands separators
 * and spaces go, a leading zero stays only before the point ("0.50").
 */
export function formatAmountInput(raw: string): string {
  let text = raw.replace(/[,\s]/g, '').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  if (point !== -1)
    text = `${text.slice(0, point + 1)}${text
      .slice(point + 1)
      .replace(/\./g, '')
      .slice(0, 2)}`;
  text = text.replace(/^0+(?=\d)/, '');
  return text.startsWith('.') ? `0${text}` : text;
}

/** The first rule the amount breaks, or undefined when it may be sent; the server judges the balance (1001). */
export function checkAmount(text: string): AmountProblem | undefined {
  const value = text.trim();
  if (value === '') return 'required';
  if (!AMOUNT_PATTERN.test(value)) return 'incorrect';
  return Number(value) === 0 ? 'zero' : undefined;
}

/** The whole affiliate balance as the field shows it ("12.5" → "12.50"; none → ""). */
export function allAmount(balance: number): string {
  return balance > 0 ? balance.toFixed(2) : '';
}
