import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { defineNamespace } from './resources';

describe('createI18n', () => {
  const demo = defineNamespace({ min: 'ขั้นต่ำ {{amount, money}}' }, { min: 'At least {{amount, money}}' });

  it('writes {{x, money}} with the one money formatter, in the string’s language', () => {
    expect(createI18n('th', { demo }).t('demo:min', { amount: 1234.5 })).toBe('ขั้นต่ำ 1,234.50 บาท');
    expect(createI18n('en', { demo }).t('demo:min', { amount: 300 })).toBe('At least ฿300.00');
  });
});
