import { describe, expect, it } from 'vitest';
import { bankName, bankTable, groupBankNumber, maskBankNumber, registerBankIds } from './banks';

describe('bank table', () => {
  it('names every bank in th and en and keeps OneWallet and Land and Houses in the display list', () => {
    for (const id of [...registerBankIds, 'lhb', 'onewallet']) {
      const bank = bankTable[id];
      expect(bank?.name.th, id).toBeTruthy();
      expect(bank?.name.en, id).toBeTruthy();
    }
    expect(bankName('kbank', 'th')).toBe('กสิกรไทย');
    expect(bankName('KBANK', 'en')).toBe('Kasikorn Bank');
    expect(bankName('other', 'th', 'ธนาคารอื่น')).toBe('ธนาคารอื่น');
  });
});

describe('bank numbers (spec §9: grouped 3-1-5-n)', () => {
  it.each([
    ['1234567890', '123-4-56789-0'],
    ['123456789012', '123-4-56789-012'],
    ['123-4-56789-0', '123-4-56789-0'],
  ])('groups %s as %s', (input, grouped) => {
    expect(groupBankNumber(input)).toBe(grouped);
  });

  it('masks all but the last four digits', () => {
    expect(maskBankNumber('1234567890')).toBe('xxx-x-xx789-0');
    expect(maskBankNumber('123456789012')).toBe('xxx-x-xxxx9-012');
  });
});
