import type { HistoryItem } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { cleanNote, groupHistory, historyAmount } from './historyView';

const at = (iso: string) => Date.parse(iso) / 1000;
const item = (id: string, time: string, extra: Partial<HistoryItem> = {}): HistoryItem => ({
  id,
  time: at(time),
  type: 'deposit',
  amount: 500,
  currency: 'baht',
  status: 1,
  note: '',
  ...extra,
});
const label = (type: string) => `[${type}]`;

describe('history view (spec §3)', () => {
  it('groups by the Bangkok date, newest first; Thai headings in the Buddhist year, times with น.', () => {
    const days = groupHistory(
      [
        item('a', '2026-11-23T16:59:00Z'), // 23:59 on the 23rd in Bangkok
        item('b', '2026-11-23T17:01:00Z'), // 00:01 on the 24th in Bangkok
        item('c', '2026-11-24T05:30:00Z'),
      ],
      'th',
      label,
    );
    expect(days.map((d) => [d.day, d.heading, d.rows.map((r) => r.id)])).toEqual([
      ['2026-11-24', '24 พฤศจิกายน 2569', ['c', 'b']],
      ['2026-11-23', '23 พฤศจิกายน 2569', ['a']],
    ]);
    expect(days[0]!.rows[1]!.time).toBe('00:01 น.');
  });

  it('sorts what it is given, and a new year in Bangkok is a new Buddhist year', () => {
    const days = groupHistory(
      [item('old', '2026-12-31T16:30:00Z'), item('new', '2026-12-31T17:30:00Z')], // 23:30 and 00:30 in Bangkok
      'th',
      label,
    );
    expect(days.map((d) => [d.heading, d.rows.map((r) => `${r.id} ${r.time}`)])).toEqual([
      ['1 มกราคม 2570', ['new 00:30 น.']],
      ['31 ธันวาคม 2569', ['old 23:30 น.']],
    ]);
  });

  it('English headings and times', () => {
    const [day] = groupHistory([item('a', '2026-11-24T05:30:00Z')], 'en', label);
    expect(day!.heading).toBe('24 November 2026');
    expect(day!.rows[0]!.time).toBe('12:30');
  });

  it('amounts with two decimals and the currency, a minus for withdrawals', () => {
    expect(historyAmount({ amount: 1500, currency: 'baht', type: 'deposit' }, 'th')).toBe('1,500.00 บาท');
    expect(historyAmount({ amount: 1500, currency: 'baht', type: 'withdraw' }, 'th')).toBe('-1,500.00 บาท');
    expect(historyAmount({ amount: 300.5, currency: 'THB', type: 'withdraw' }, 'en')).toBe('-฿300.50');
    expect(historyAmount({ amount: 13.7, currency: 'USDT', type: 'deposit' }, 'en')).toBe('13.70 USDT');
    expect(historyAmount({ amount: 13.7, currency: 'USDT', type: 'withdraw' }, 'th')).toBe('-13.70 USDT');
    expect(historyAmount({ amount: 99, currency: 'Baht', type: 'cancel' }, 'th')).toBe('99.00 บาท');
    expect(historyAmount({ amount: 99, currency: '', type: 'affiliate' }, 'en')).toBe('฿99.00');
    expect(historyAmount({ amount: 99, type: 'withdraw' }, 'th')).toBe('-99.00 บาท');
  });

  it('status 1 is done, anything else in progress; unknown types are shown as they came', () => {
    const [day] = groupHistory([item('a', '2026-11-24T05:30:00Z', { status: 0, type: 'bonus' })], 'th', label);
    expect(day!.rows[0]).toMatchObject({ done: false, typeText: 'bonus' });
    expect(day!.rows[0]!.typeKey).toBeUndefined();
    expect(groupHistory([item('b', '2026-11-24T05:30:00Z')], 'th', label)[0]!.rows[0]).toMatchObject({
      done: true,
      typeKey: 'deposit',
      typeText: '[deposit]',
    });
  });

  it('removes "advance top-up" from notes and tidies what it leaves', () => {
    expect(cleanNote('เติมเงินล่วงหน้า - QR พร้อมเพย์')).toBe('QR พร้อมเพย์');
    expect(cleanNote('QR พร้อมเพย์ เติมเงินล่วงหน้า')).toBe('QR พร้อมเพย์');
    expect(cleanNote('เติมเงินล่วงหน้า')).toBe('');
    expect(cleanNote('QR พร้อมเพย์ · เติมเงินล่วงหน้า · โบนัส 2%')).toBe('QR พร้อมเพย์ · โบนัส 2%');
    expect(cleanNote('QR พร้อมเพย์ (เติมเงินล่วงหน้า)')).toBe('QR พร้อมเพย์');
    expect(cleanNote('QR พร้อมเพย์ เติมเงินล่วงหน้า, รอตรวจสอบ')).toBe('QR พร้อมเพย์, รอตรวจสอบ');
    expect(cleanNote('เติมเงินล่วงหน้า: กสิกรไทย xxx-x-x7890')).toBe('กสิกรไทย xxx-x-x7890');
  });

  it('leaves every other note as the operator wrote it', () => {
    expect(cleanNote('ถอนเข้าบัญชี กสิกรไทย')).toBe('ถอนเข้าบัญชี กสิกรไทย');
    expect(cleanNote('-50 คืนยอด · รอบ 2 / 3')).toBe('-50 คืนยอด · รอบ 2 / 3');
    expect(cleanNote('เติมเงิน QR')).toBe('เติมเงิน QR');
  });
});
