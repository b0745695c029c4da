import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, serializeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => removeCookie('lang'));

  it('serialises a lifetime in days as max-age seconds', () => {
    expect(serializeCookie('lang', 'en', { days: 365 })).toContain('max-age=31536000');
    expect(serializeCookie('apollo-token', 't', { days: 7 })).toContain('max-age=604800');
  });

  it('writes, reads back (decoded) and removes', () => {
    writeCookie('lang', 'th en', { days: 1 });
    expect(readCookie('lang')).toBe('th en');
    removeCookie('lang');
    expect(readCookie('lang')).toBeUndefined();
  });

  it('reads one cookie among many and survives a malformed value', () => {
    expect(readCookie('b', 'a=1; b=2; c=3')).toBe('2');
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBeUndefined();
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });
});
