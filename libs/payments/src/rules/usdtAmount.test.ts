import { describe, expect, it } from 'vitest';
import { bahtForUsdt, checkUsdtAmount, formatUsdtInput, microUsdtOf } from './usdtAmount';

describe('USDT amount', () => {
  it.each([
    ['12.3456789', '12.345678'],
    ['007', '7'],
    ['.5', '0.5'],
    ['1,000.5 USDT', '1000.5'],
    ['๑๐', '10'],
  ])('the field keeps %j as %j', (typed, kept) => expect(formatUsdtInput(typed)).toBe(kept));

  it('reads micro-USDT and converts at the rate, rounded down to the satang like the server', () => {
    expect(microUsdtOf('13.7')).toBe(13_700_000);
    expect(microUsdtOf('1.1234567')).toBeUndefined();
    expect(bahtForUsdt(13_700_000, 36.5)).toBe(500.05);
    expect(bahtForUsdt(1, 36.5)).toBe(0);
    expect(bahtForUsdt(999_999_999_000_000, 36.5)).toBe(36_499_999_963.5);
  });

  it.each([
    ['', 'required'],
    ['0', 'incorrect'],
    ['abc', 'incorrect'],
    ['13.69', 'belowMin'],
    ['13.7', undefined],
    ['13700', 'aboveMax'],
  ])('%j at 36.50 baht, channel 500–500,000 → %s', (text, error) => {
    expect(checkUsdtAmount(text, 36.5, 500, 500_000)).toBe(error);
  });
});
