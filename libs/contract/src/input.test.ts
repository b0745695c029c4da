import { describe, expect, it } from 'vitest';
import { bankNoInput, otpInput, phoneInput } from './input';
import { phone } from './validation';

describe('typed and pasted input', () => {
  it.each([
    ['085-571-3870', '0855713870'],
    ['085 571 3870', '0855713870'],
    ['+66 85 571 3870', '0855713870'],
    ['+66855713870', '0855713870'],
    ['66855713870', '0855713870'],
    ['(085) 571-3870', '0855713870'],
    ['๐๘๕๕๗๑๓๘๗๐', '0855713870'],
    ['0855713870 ', '0855713870'],
    ['08557138701234', '0855713870'],
  ])('reads the phone %s as %s, which the phone rule accepts', (pasted, read) => {
    expect(phoneInput(pasted)).toBe(read);
    expect(phone(phoneInput(pasted))).toBeUndefined();
  });

  it('reads pasted codes and account numbers without their separators', () => {
    expect(otpInput('123 456')).toBe('123456');
    expect(otpInput('๑๒๓-๔๕๖')).toBe('123456');
    expect(bankNoInput('123-4-56789-0')).toBe('1234567890');
    expect(bankNoInput('1234 5678 9012 3456')).toBe('123456789012');
  });
});
