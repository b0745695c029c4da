import { describe, expect, it } from 'vitest';
import * as rules from './validation';

describe('field rules (spec §5, matched to the server schemas)', () => {
  it.each<[string, rules.Rule, string, rules.ValidationKey | undefined]>([
    ['phone 08', rules.phone, '0812345678', undefined],
    ['phone 06', rules.phone, '0612345678', undefined],
    ['phone 09', rules.phone, '0912345678', undefined],
    ['phone 02', rules.phone, '0212345678', 'phoneInvalid'],
    ['phone 9 digits', rules.phone, '081234567', 'phoneInvalid'],
    ['phone empty', rules.phone, '', 'phoneRequired'],
    ['password 5', rules.password, '12345', 'passwordMin'],
    ['password 6', rules.password, '123456', undefined],
    ['password empty', rules.password, '', 'passwordRequired'],
    ['password 73', rules.password, 'x'.repeat(73), 'passwordMax'],
    ['repeat differs', rules.repeatOf('abcdef'), 'abcdeg', 'repeatMismatch'],
    ['repeat matches', rules.repeatOf('abcdef'), 'abcdef', undefined],
    ['otp 6', rules.otp, '012345', undefined],
    ['otp 5', rules.otp, '01234', 'otpInvalid'],
    ['bank picked', rules.bankId, 'scb', undefined],
    ['bank none', rules.bankId, '', 'bankRequired'],
    ['bank unknown', rules.bankId, 'xyz', 'bankRequired'],
    ['account 10', rules.bankNo, '1234567890', undefined],
    ['account 12', rules.bankNo, '123456789012', undefined],
    ['account 9', rules.bankNo, '123456789', 'bankNoInvalid'],
    ['account 13', rules.bankNo, '1234567890123', 'bankNoInvalid'],
    ['account letters', rules.bankNo, '12345678a0', 'bankNoInvalid'],
    ['first name empty', rules.firstname, '  ', 'firstnameRequired'],
    ['last name empty', rules.lastname, '', 'lastnameRequired'],
    ['name Thai', rules.firstname, 'สมชาย', undefined],
    ['name digits', rules.lastname, 'abc1', 'nameLetters'],
    ['username short', rules.newUsername, 'abc', 'usernameFormat'],
    ['username ok', rules.newUsername, 'Member_01', undefined],
    ['username symbol', rules.newUsername, 'mem-ber', 'usernameFormat'],
    ['line id empty', rules.lineId, '', undefined],
    ['line id ok', rules.lineId, 'somchai.j@x', undefined],
    ['line id space', rules.lineId, 'som chai', 'lineIdInvalid'],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it('reports every error and the first invalid field', () => {
    const result = rules.validate([
      ['phone', '0812345678', rules.phone],
      ['password', '123', rules.password],
      ['bank', '', rules.bankId],
    ]);
    expect(result).toEqual({ errors: { password: 'passwordMin', bank: 'bankRequired' }, first: 'password' });
  });
});
