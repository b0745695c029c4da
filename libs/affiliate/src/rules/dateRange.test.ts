import { describe, expect, it } from 'vitest';
import { checkRange, defaultRange, rangeFromQuery, REPORT_MAX_DAYS } from './dateRange';
import { bangkokDay, daysBetween, formatDay, formatDayMonth, isDay } from './dates';

const today = '2026-11-25';

describe('report date range', () => {
  it('opens on the last 7 days up to today', () => {
    expect(defaultRange(today)).toEqual({ from: '2026-11-19', to: today });
    expect(rangeFromQuery(new URLSearchParams(''), today)).toEqual({ from: '2026-11-19', to: today });
    expect(rangeFromQuery(new URLSearchParams('from=2026-11-01&to=2026-11-10'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
  });

  it('refuses days that do not exist', () => {
    expect(checkRange('2026-02-30', '2026-03-01', today)).toBe('fromInvalid');
    expect(checkRange('2026-13-01', '2026-03-01', today)).toBe('fromInvalid');
    expect(checkRange('', '2026-03-01', today)).toBe('fromInvalid');
    expect(checkRange('2026-03-01', '2026-03-32', today)).toBe('toInvalid');
    expect(checkRange('2026-03-01', '1 March', today)).toBe('toInvalid');
    // 2028 is a leap year, 2026 is not.
    expect(checkRange('2026-02-29', '2026-03-01', today)).toBe('fromInvalid');
    expect(isDay('2028-02-29')).toBe(true);
  });

  it('refuses an end before the start, an end after today and more than a quarter', () => {
    expect(checkRange('2026-11-10', '2026-11-09', today)).toBe('endBeforeStart');
    expect(checkRange('2026-11-20', '2026-11-26', today)).toBe('future');
    expect(checkRange('2026-08-01', today, today)).toBe('tooLong');
    const from = daysBetween('2026-08-26', today);
    expect(from).toHaveLength(REPORT_MAX_DAYS);
    expect(checkRange('2026-08-26', today, today)).toBeUndefined();
    expect(checkRange(today, today, today)).toBeUndefined();
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('takes the Bangkok day of an instant', () => {
    // 17:30 UTC is already the next day in Bangkok.
    expect(bangkokDay(Date.parse('2026-11-24T17:30:00Z'))).toBe('2026-11-25');
    expect(bangkokDay(Date.parse('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
  });

  it('writes days in the Buddhist year in Thai and the Gregorian year in English', () => {
    expect(formatDay('2026-11-25', 'th')).toBe('25 พฤศจิกายน 2569');
    expect(formatDay('2026-11-25', 'th', 'short')).toBe('25 พ.ย. 2569');
    expect(formatDay('2026-11-25', 'en')).toBe('25 November 2026');
    expect(formatDay('2026-11-25', 'en', 'short')).toBe('25 Nov 2026');
    expect(formatDayMonth('2026-01-02', 'th')).toBe('2 ม.ค.');
    expect(formatDayMonth('2026-01-02', 'en')).toBe('2 Jan');
  });
});
