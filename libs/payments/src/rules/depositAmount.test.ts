import { describe, expect, it } from 'vitest';
import { checkDepositAmount, depositAmountOf, formatDepositInput } from './depositAmount';

describe('deposit amount (spec §5)', () => {
  it.each([
    ['', undefined, 'required'],
    ['   ', undefined, 'required'],
    ['0100', undefined, 'incorrect'],
    ['100.50', undefined, 'incorrect'],
    ['1e3', undefined, 'incorrect'],
    ['-100', undefined, 'incorrect'],
    ['99', 99, 'belowMin'],
    ['100', 100, undefined],
    ['45,000', 45000, undefined],
    ['45,001', 45001, 'aboveMax'],
  ])('%j → %s, %s (channel 100–45,000)', (text, amount, error) => {
    expect(depositAmountOf(text)).toBe(amount);
    expect(checkDepositAmount(text, 100, 45000)).toBe(error);
  });

  it.each([
    ['1000', '1,000'],
    ['0500', '500'],
    ['00', ''],
    ['12.50', '12'],
    ['1,500.50 บาท', '1,500'],
    ['500.', '500'],
    ['.75', ''],
    ['฿ 2,000 บาท', '2,000'],
    ['๑๒๓๔', '1,234'],
    ['abc', ''],
    ['12345678901234', '123,456,789'],
  ])('the field shows %j as %j (whole baht, digits only, no leading zero, separators)', (typed, shown) => {
    expect(formatDepositInput(typed)).toBe(shown);
  });
});
