import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount, formatWithdrawInput, withdrawAllAmount, withdrawSatangOf } from './withdrawAmount';

const limits = { min: 300, max: 999999, balance: 1234.5 };

describe('withdraw amount (spec §5)', () => {
  it.each([
    ['', 'required'],
    ['0', 'incorrect'],
    ['0.00', 'incorrect'],
    ['01', 'incorrect'],
    ['1.234', 'incorrect'],
    ['1.2.3', 'incorrect'],
    ['299.99', 'belowMin'],
    ['300', undefined],
    ['300.1', undefined],
    ['1234.50', undefined],
    ['1234.51', 'notEnough'],
  ])('%j → %s', (text, error) => {
    expect(checkWithdrawAmount(text, limits)).toBe(error);
  });

  it('checks the maximum before the balance, and does not know the balance before it loads', () => {
    expect(checkWithdrawAmount('1000000', { ...limits, balance: 2_000_000 })).toBe('aboveMax');
    expect(checkWithdrawAmount('5000', { ...limits, balance: undefined })).toBeUndefined();
  });

  it('reads amounts as integer satang', () => {
    expect(withdrawSatangOf('0.29')).toBe(29);
    expect(withdrawSatangOf('300.1')).toBe(30010);
    expect(withdrawSatangOf('1.005')).toBeUndefined();
  });

  it.each([
    ['05', '5'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['1.234', '1.23'],
    ['1.2.3', '1.23'],
    ['1,234.56', '1234.56'],
    ['๓๐๐', '300'],
    ['abc', ''],
  ])('the field keeps %j as %j (one point, two decimals, leading zero only before the point)', (typed, kept) => {
    expect(formatWithdrawInput(typed)).toBe(kept);
  });

  it.each([
    [1234.5, 999999, '1234.50'],
    [1.13, 999999, '1.13'],
    [4708.256, 999999, '4708.25'],
    [300, 999999, '300'],
    [2_500_000, 999999, '999999'],
    [0.004, 999999, ''],
    [0, 999999, ''],
    [-20, 999999, ''],
  ])('withdraw all of %d (max %d) fills %j: floored to the satang, capped at the maximum', (balance, max, text) => {
    expect(withdrawAllAmount(balance, max)).toBe(text);
  });
});
