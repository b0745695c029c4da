import { common, createI18n } from '@lobby/i18n';
import { describe, expect, it } from 'vitest';
import { ResponseCode } from './codes';
import { apiLocales, messageForCode } from './locales';

const th = createI18n('th', { common, api: apiLocales });
const en = createI18n('en', { common, api: apiLocales });

describe('code messages', () => {
  it('has a message for every code of spec §8 in both languages', () => {
    for (const code of Object.values(ResponseCode)) {
      expect(apiLocales.th.code[String(code) as keyof typeof apiLocales.th.code], `th ${code}`).toBeTruthy();
      expect(apiLocales.en.code[String(code) as keyof typeof apiLocales.en.code], `en ${code}`).toBeTruthy();
    }
  });

  it('reads a code by its context', () => {
    expect(messageForCode(en.t, { kind: 'code', code: 6000 })).toBe('Please request a new OTP');
    expect(messageForCode(en.t, { kind: 'code', code: 6000 }, 'line')).toBe('This LINE ID is already in use');
    expect(messageForCode(en.t, { kind: 'code', code: 1005 }, 'affiliateWithdraw')).toContain('days 1 to 5');
    expect(messageForCode(th.t, { kind: 'code', code: 5000 })).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('gives withdraw and affiliate withdraw their generic message for other codes', () => {
    expect(messageForCode(en.t, { kind: 'code', code: 8000 }, 'withdraw')).toBe(
      'The withdrawal did not go through. Please try again',
    );
    expect(messageForCode(en.t, { kind: 'code', code: 1002 }, 'affiliateWithdraw')).toBe('Please contact the admin');
  });

  it('falls back for unknown codes and transport failures', () => {
    expect(messageForCode(en.t, { kind: 'code', code: 4242 })).toBe(
      'Something went wrong (code 4242). Please try again',
    );
    expect(messageForCode(th.t, { kind: 'network' })).toContain('ไม่สามารถเชื่อมต่อ');
    expect(messageForCode(en.t, { kind: 'malformed' })).toContain('invalid answer');
  });
});
