import { describe, expect, it } from 'vitest';
import { allAmount, checkAmount, formatAmountInput } from './withdrawAmount';

describe('affiliate withdraw amount', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['0.0', 'zero'],
    ['.', 'incorrect'],
    ['1.234', 'incorrect'],
    ['1.2.3', 'incorrect'],
    ['01', 'incorrect'],
    ['abc', 'incorrect'],
    ['-5', 'incorrect'],
  ] as const)('refuses %j (%s)', (text, problem) => {
    expect(checkAmount(text)).toBe(problem);
  });

  it.each(['0.01', '1', '10.5', '12.50', '999999999999.99'])('accepts %j', (text) => {
    expect(checkAmount(text)).toBeUndefined();
  });

  it('keeps digits, one point and two decimals, typed or pasted', () => {
    expect(formatAmountInput('1,250.759')).toBe('1250.75');
    expect(formatAmountInput('0012.3.45')).toBe('12.34');
    expect(formatAmountInput('฿ 300')).toBe('300');
    expect(formatAmountInput('.5')).toBe('0.5');
    expect(formatAmountInput('0.50')).toBe('0.50');
    expect(formatAmountInput('00')).toBe('0');
    // What the field keeps is what the rule then judges: a zero stays a zero, to be refused with its message.
    expect(checkAmount(formatAmountInput('0000'))).toBe('zero');
  });

  it('fills the whole balance with two decimals, or nothing when there is none', () => {
    expect(allAmount(12.5)).toBe('12.50');
    expect(allAmount(0)).toBe('');
  });
});
