import { describe, expect, it } from 'vitest';
import { ResponseCode } from './codes';
import { apiLocales } from './locales';

describe('code messages', () => {
  it('has a message for every code of spec §8 in both languages', () => {
    for (const code of Object.values(ResponseCode)) {
      expect(apiLocales.th.code[String(code) as keyof typeof apiLocales.th.code], `th ${code}`).toBeTruthy();
      expect(apiLocales.en.code[String(code) as keyof typeof apiLocales.en.code], `en ${code}`).toBeTruthy();
    }
  });
});
