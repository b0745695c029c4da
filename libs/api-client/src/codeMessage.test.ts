import { common, createI18n } from '@lobby/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageForCode, supportCode } from './codeMessage';
import type { CodeContext } from './codes';
import { apiLocales } from './locales';

const th = createI18n('th', { common, api: apiLocales });
const en = createI18n('en', { common, api: apiLocales });

const failure = (code: number, body: Record<string, unknown> = {}, message = 'refused') => ({
  kind: 'code',
  code,
  message,
  body: { code, ...body },
});

describe('messageForCode', () => {
  it('reads a code by its context', () => {
    expect(messageForCode(en.t, { kind: 'code', code: 6000 })).toBe('Please request a new OTP');
    expect(messageForCode(en.t, { kind: 'code', code: 6000 }, 'line')).toBe('This LINE ID is already in use');
    expect(messageForCode(en.t, { kind: 'code', code: 1005 }, 'affiliateWithdraw')).toContain('days 1 to 5');
    expect(messageForCode(th.t, { kind: 'code', code: 5000 })).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(messageForCode(th.t, failure(1007))).toBe('บัญชีนี้เข้าสู่ระบบไม่ได้ในขณะนี้ กรุณาติดต่อฝ่ายบริการลูกค้า');
  });

  it('gives withdraw and affiliate withdraw their generic message for other codes, values or not', () => {
    expect(messageForCode(en.t, { kind: 'code', code: 8000 }, 'withdraw')).toBe(
      'The withdrawal did not go through. Please try again',
    );
    expect(messageForCode(en.t, failure(3000, { result: { wait: 30 } }), 'withdraw')).toBe(
      'The withdrawal did not go through. Please try again',
    );
    expect(messageForCode(en.t, { kind: 'code', code: 1002 }, 'affiliateWithdraw')).toBe('Please contact support');
  });

  it('falls back for unknown codes and transport failures', () => {
    expect(messageForCode(en.t, { kind: 'code', code: 4242 })).toBe(
      'Something went wrong (code 4242). Please try again',
    );
    expect(messageForCode(th.t, { kind: 'network' })).toContain('ไม่สามารถเชื่อมต่อ');
    expect(messageForCode(en.t, { kind: 'malformed' })).toContain('invalid answer');
  });
});

describe('messages that carry the values the server sends (spec §8)', () => {
  afterEach(() => vi.useRealTimers());

  type Case = [what: string, code: number, context: CodeContext, body: Record<string, unknown>, th: string, en: string];
  const limits = (result: Record<string, unknown>) => ({ result: { count_remaining: 0, ...result } });

  it.each<Case>([
    [
      '1001 the balance',
      1001,
      'withdraw',
      { result: { balance: 12.5 } },
      'ยอดเงินคงเหลือไม่พอ (คงเหลือ 12.50 บาท)',
      'Your balance is not enough (฿12.50 left)',
    ],
    ['1002 the minimum', 1002, 'withdraw', { min: 300 }, 'ถอนขั้นต่ำ 300.00 บาท', 'The minimum withdrawal is ฿300.00'],
    [
      '1002 the minimum as a string under result',
      1002,
      'withdraw',
      { result: { min: '1234.5' } },
      'ถอนขั้นต่ำ 1,234.50 บาท',
      'The minimum withdrawal is ฿1,234.50',
    ],
    [
      '1005 the wait',
      1005,
      'withdraw',
      { result: { wait: 570 } },
      'ถอนได้ครั้งละหนึ่งรายการทุก 10 นาที กรุณารออีก 9 นาที 30 วินาที',
      'One withdrawal every 10 minutes. Please wait 9 min 30 s',
    ],
    [
      '1009 the remaining amount and the wait',
      1009,
      'withdraw',
      limits({ remaining: 1500, wait: 3600 }),
      'ยอดถอนเกินวงเงินต่อวัน วันนี้ถอนได้อีก 1,500.00 บาท หรือรออีก 60 นาที',
      'The daily withdrawal limit is reached. You can withdraw ฿1,500.00 more today, or wait 60 min',
    ],
    [
      '1009 the remaining amount without a wait',
      1009,
      'withdraw',
      limits({ remaining: 250 }),
      'ยอดถอนเกินวงเงินต่อวัน วันนี้ถอนได้อีก 250.00 บาท',
      'The daily withdrawal limit is reached. You can withdraw ฿250.00 more today',
    ],
    [
      '1010 the wait and what is left of the amount',
      1010,
      'withdraw',
      limits({ remaining: 2500, wait: 90 }),
      'ถอนครบจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก 1 นาที 30 วินาที (วงเงินคงเหลือวันนี้ 2,500.00 บาท)',
      'The daily number of withdrawals is reached. You can withdraw again in 1 min 30 s ' +
        '(฿2,500.00 of today’s limit left)',
    ],
    [
      '1010 without an amount limit (remaining null)',
      1010,
      'withdraw',
      limits({ remaining: null, wait: 90 }),
      'ถอนครบจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก 1 นาที 30 วินาที',
      'The daily number of withdrawals is reached. You can withdraw again in 1 min 30 s',
    ],
    [
      '1011 the wait and the remaining amount',
      1011,
      'withdraw',
      limits({ remaining: 0, wait: 45 }),
      'ถอนครบทั้งวงเงินและจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก 45 วินาที (วงเงินคงเหลือวันนี้ 0.00 บาท)',
      'The daily amount and number of withdrawals are reached. You can withdraw again in 45 s ' +
        '(฿0.00 of today’s limit left)',
    ],
    [
      '98 the range no channel holds',
      98,
      'deposit',
      { min: 100, max: 45000 },
      'ยอดนี้ไม่มีช่องทางรองรับ กรุณาฝากระหว่าง 100.00 บาท ถึง 45,000.00 บาท',
      'No channel takes this amount. Please deposit between ฿100.00 and ฿45,000.00',
    ],
    [
      '3000 the server’s wait',
      3000,
      'general',
      { result: { wait: 42 } },
      'กรุณารออีก 42 วินาที แล้วลองใหม่อีกครั้ง',
      'Please wait 42 s and try again',
    ],
    [
      '6005 the server’s wait, wherever the OTP is asked for',
      6005,
      'register',
      { result: { wait: 125 } },
      'ขอรหัส OTP บ่อยเกินไป กรุณารออีก 2 นาที 5 วินาที',
      'Too many OTP requests. Please wait 2 min 5 s',
    ],
  ])('%s', (_what, code, context, body, thText, enText) => {
    expect(messageForCode(th.t, failure(code, body), context)).toBe(thText);
    expect(messageForCode(en.t, failure(code, body), context)).toBe(enText);
  });

  it('1005 without a wait counts to `next`, else ten minutes from `date`', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') });
    expect(messageForCode(en.t, failure(1005, { result: { next: '2026-11-24T10:04:10Z' } }), 'withdraw')).toBe(
      'One withdrawal every 10 minutes. Please wait 4 min 10 s',
    );
    expect(messageForCode(th.t, failure(1005, { result: { date: '2026-11-24T09:58:00Z' } }), 'withdraw')).toBe(
      'ถอนได้ครั้งละหนึ่งรายการทุก 10 นาที กรุณารออีก 8 นาที',
    );
  });

  it('98: the QR failure tells the member to contact support with the code to quote', () => {
    expect(messageForCode(th.t, failure(98, {}, '98:this deposit channel is not available'), 'deposit')).toBe(
      'ไม่สามารถสร้าง QR Code ได้ กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมแจ้ง CODE 98',
    );
    expect(messageForCode(en.t, failure(98, {}, 'gateway:QR503'), 'deposit')).toBe(
      'The QR code could not be created. Please contact support and quote CODE QR503',
    );
    // On the poll 98 means the QR expired: no code to quote.
    expect(messageForCode(en.t, failure(98, {}, '98:expired'), 'depositPoll')).toBe(
      'The QR code has expired. Please start again',
    );
  });

  it('the code to quote is the second colon-separated part when it is a code, never the server’s prose', () => {
    expect(supportCode({ code: 98, message: 'gateway:QR503:timeout' })).toBe('QR503');
    expect(supportCode({ code: 98, message: '98:please deposit at least 250.00 baht' })).toBe('98');
    expect(supportCode({ code: 98, message: '' })).toBe('98');
    expect(supportCode({ code: 98 })).toBe('98');
  });
});

describe('without the values the plain message stands', () => {
  afterEach(() => vi.useRealTimers());

  it.each<[string, number, CodeContext, Record<string, unknown>, string]>([
    ['1001 without a balance', 1001, 'withdraw', {}, 'Not enough balance'],
    ['1002 without a minimum', 1002, 'withdraw', { min: null }, 'The amount is below the minimum withdrawal'],
    [
      '1002 with a minimum that is no number',
      1002,
      'withdraw',
      { min: 'soon' },
      'The amount is below the minimum withdrawal',
    ],
    [
      '1005 without a wait, next or date',
      1005,
      'withdraw',
      { result: {} },
      'Too soon since your last withdrawal. Please wait and try again',
    ],
    [
      '1005 with a wait that is over',
      1005,
      'withdraw',
      { result: { wait: 0 } },
      'Too soon since your last withdrawal. Please wait and try again',
    ],
    [
      '1009 without the remaining amount or a wait',
      1009,
      'withdraw',
      { result: { remaining: null } },
      'The daily withdrawal amount limit has been reached',
    ],
    [
      '1010 without a wait',
      1010,
      'withdraw',
      { result: { remaining: 500 } },
      'The daily withdrawal count limit has been reached',
    ],
    [
      '1011 without a wait',
      1011,
      'withdraw',
      { result: { remaining: 0 } },
      'Both the daily amount and count limits have been reached',
    ],
    [
      '98 without the range',
      98,
      'deposit',
      { min: 100 },
      'The QR code could not be created. Please contact support and quote CODE 98',
    ],
    ['3000 without a wait', 3000, 'general', {}, 'Please wait a moment and try again'],
    [
      '6005 without a wait',
      6005,
      'register',
      { result: { wait: 'NaN' } },
      'Too many OTP requests. Please wait a moment',
    ],
  ])('%s', (_what, code, context, body, text) => {
    expect(messageForCode(en.t, failure(code, body), context)).toBe(text);
    // The Thai page gets its own plain message, never the English one.
    expect(messageForCode(th.t, failure(code, body), context)).toMatch(/^[\u0E00-\u0E7F]/);
  });

  it('a `next` in the past is no wait', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z') });
    expect(messageForCode(en.t, failure(1005, { result: { next: '2026-11-24T09:59:00Z' } }), 'withdraw')).toBe(
      'Too soon since your last withdrawal. Please wait and try again',
    );
  });
});

describe('player protection (issue 15)', () => {
  it('names the end of a break in Bangkok time, and says a permanent one without a date', () => {
    const timeout = failure(5002, { result: { kind: 'timeout', until: '2026-12-02T03:00:00.000Z' } });
    expect(messageForCode(en.t, timeout)).toBe(
      'This account is taking a break until 2 Dec 2026, 10:00: logging in, playing and depositing are off until ' +
        'then. You can still withdraw your balance',
    );
    expect(messageForCode(th.t, timeout)).toContain('จนถึง 2 ธ.ค. 2569 10:00 น.');
    expect(messageForCode(en.t, failure(5002, { result: { kind: 'self_exclusion', until: null } }))).toBe(
      'This account is self-excluded: logging in, playing and depositing are off. ' +
        'You can still withdraw your balance',
    );
  });

  it('says which deposit limit a deposit passes, what is left and until when', () => {
    const over = failure(1012, {
      result: { period: 'week', limit: 5000, used: 4800, remaining: 200, resets_at: '2026-11-29T17:00:00.000Z' },
    });
    expect(messageForCode(en.t, over, 'deposit')).toBe(
      'This is over the weekly deposit limit you set (฿5,000.00). ' +
        'You can deposit ฿200.00 more until 30 Nov 2026, 00:00',
    );
    expect(messageForCode(th.t, over, 'deposit')).toBe(
      'ยอดนี้เกินวงเงินฝากต่อสัปดาห์ที่คุณตั้งไว้ (5,000.00 บาท) ฝากได้อีก 200.00 บาท จนถึง 30 พ.ย. 2569 00:00 น.',
    );
    expect(messageForCode(en.t, failure(4001, { result: { min_age: 18 } }), 'register')).toBe(
      'This site is for people aged 18 and over only. Please confirm your age',
    );
  });
});

describe('the valued strings', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w, ]+?)\s*\}\}/g)].map((m) => m[1]).sort();
  const variants = (valued: Record<string, Record<string, Record<string, string>>>) =>
    Object.entries(valued).flatMap(([where, codes]) =>
      Object.entries(codes).flatMap(([code, byVariant]) =>
        Object.entries(byVariant).map(([variant, text]) => [`${where}.${code}.${variant}`, text] as const),
      ),
    );

  it('say the same values, formatted the same way, in both languages', () => {
    const enText = Object.fromEntries(variants(apiLocales.en.valued));
    for (const [key, text] of variants(apiLocales.th.valued)) {
      expect(placeholders(enText[key]!), key).toEqual(placeholders(text));
    }
  });

  it('write every amount with the money format and use only values the server can send', () => {
    const known = [
      'balance, money',
      'min, money',
      'max, money',
      'remaining, money',
      'limit, money',
      'wait',
      'code',
      'period',
      'age',
      'until, dateTime',
      'resets, dateTime',
    ];
    for (const [key, text] of variants(apiLocales.th.valued)) {
      for (const name of placeholders(text)) expect(known, `${key}: {{${name}}}`).toContain(name);
    }
  });
});
