import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './createI18n';
import { defineNamespace } from './resources';

describe('createI18n', () => {
  const demo = defineNamespace({ min: 'ขั้นต่ำ {{amount, money}}' }, { min: 'At least {{amount, money}}' });

  it('writes {{x, money}} with the one money formatter, in the string’s language', () => {
    expect(createI18n('th', { demo }).t('demo:min', { amount: 1234.5 })).toBe('ขั้นต่ำ 1,234.50 บาท');
    expect(createI18n('en', { demo }).t('demo:min', { amount: 300 })).toBe('At least ฿300.00');
  });

  it('writes {{count, number}} as Intl would, without making an Intl formatter for a whole number', () => {
    const games = defineNamespace(
      { count_one: '{{count, number}} เกม', count_other: '{{count, number}} เกม', share: '{{share, number}}%' },
      { count_one: '{{count, number}} game', count_other: '{{count, number}} games', share: '{{share, number}}%' },
    );
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(createI18n('th', { games }).t('games:count', { count: 12345 })).toBe('12,345 เกม');
      expect(createI18n('en', { games }).t('games:count', { count: 1 })).toBe('1 game');
      expect(createI18n('en', { games }).t('games:count', { count: 1234567 })).toBe('1,234,567 games');
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
    // Anything else is Intl's.
    expect(createI18n('en', { games }).t('games:share', { share: 1234.5678 })).toBe('1,234.568%');
  });

  it('takes every key as a path, even one that reads like a sentence (no test of each key at each call)', () => {
    const help = defineNamespace({ 'Need help?': { title: 'ต้องการความช่วยเหลือ' } }, { 'Need help?': { title: 'Help' } });
    expect(createI18n('en', { help }).t('help:Need help?.title')).toBe('Help');
    expect(createI18n('th', { help }).t('Need help?.title', { ns: 'help' })).toBe('ต้องการความช่วยเหลือ');
  });
});
