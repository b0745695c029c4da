import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie } from '@lobby/util';
import { localizePath, rememberLocale, rememberedLocale, splitLocale, switchLocaleHref } from './locale';
import { formatBaht, formatClock, formatDateTime, formatLongDate, formatMoney, formatThousands } from './format';

describe('locale paths', () => {
  it.each([
    ['/', 'th', '/'],
    ['/list/slot', 'th', '/list/slot'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/list/slot', 'en', '/list/slot'],
    ['/english', 'th', '/english'],
  ] as const)('splits %s into %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('prefixes English only', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/help', 'en')).toBe('/en/help');
    expect(localizePath('/help', 'th')).toBe('/help');
  });

  it('switching keeps the page, query and hash', () => {
    expect(switchLocaleHref({ pathname: '/en/list/slot', search: '?sort=2', hash: '#top' }, 'th')).toBe(
      '/list/slot?sort=2#top',
    );
    expect(switchLocaleHref({ pathname: '/search/joker', search: '' }, 'en')).toBe('/en/search/joker');
  });
});

describe('language cookie', () => {
  afterEach(() => removeCookie('lang'));
  it('remembers the choice and ignores unknown values', () => {
    rememberLocale('en');
    expect(rememberedLocale()).toBe('en');
    document.cookie = 'lang=fr; path=/';
    expect(rememberedLocale()).toBeUndefined();
  });
});

describe('formatters', () => {
  it('shows baht with two decimals and thousands separators', () => {
    expect(formatBaht(1234.5)).toBe('1,234.50');
    expect(formatBaht(0)).toBe('0.00');
    expect(formatThousands(45000)).toBe('45,000');
  });
  it('writes every amount as Intl en-US would, ties and signs included', () => {
    const intlBaht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intlWhole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [
      0.001,
      0.005,
      1.005,
      9.995,
      2.675,
      999.995,
      999999.999,
      12345678.9,
      0.5,
      1.5,
      2.5,
      1e15 + 0.25,
      123456789012,
    ];
    // Satang a member can hold, in baht: every whole number of satang reads the same both ways.
    for (let satang = -250_000; satang <= 250_000; satang += 997) amounts.push(satang / 100);
    for (const amount of [...amounts, ...amounts.map((a) => -a)]) {
      expect(formatBaht(amount), String(amount)).toBe(intlBaht.format(amount));
      expect(formatThousands(amount), String(amount)).toBe(intlWhole.format(amount));
    }
    expect(formatBaht(-0)).toBe('0.00');
    expect(formatBaht(Number.NaN)).toBe('NaN');
    expect(formatBaht(1e-7)).toBe('0.00');
  });
  it('writes money one way per language: 1,234.50 บาท in Thai, ฿1,234.50 in English, minus first', () => {
    expect(formatMoney(1234.5, 'th')).toBe('1,234.50 บาท');
    expect(formatMoney(1234.5, 'en')).toBe('฿1,234.50');
    expect(formatMoney(-300, 'th')).toBe('-300.00 บาท');
    expect(formatMoney(-300, 'en')).toBe('-฿300.00');
  });
  it('shows Thai long dates in the Buddhist era and Thai clock suffix', () => {
    const t = Date.UTC(2026, 10, 22, 7, 5) / 1000; // 14:05 in Bangkok
    expect(formatLongDate(t, 'th')).toBe('22 พฤศจิกายน 2569');
    expect(formatLongDate(t, 'en')).toBe('22 November 2026');
    expect(formatClock(t, 'th')).toBe('14:05 น.');
    expect(formatClock(t, 'en')).toBe('14:05');
  });
});

describe('formatDateTime', () => {
  it('writes a Bangkok date and time in each language', () => {
    const at = Date.parse('2026-12-02T03:00:00Z');
    expect(formatDateTime(at, 'th')).toBe('2 ธ.ค. 2569 10:00 น.');
    expect(formatDateTime(at, 'en')).toBe('2 Dec 2026, 10:00');
  });
});
