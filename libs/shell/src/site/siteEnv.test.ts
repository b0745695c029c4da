import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './siteEnv';

describe('parseSiteEnv', () => {
  it('defaults to the local platform server', () => {
    expect(parseSiteEnv({})).toEqual({ apiUrl: 'http://localhost:4000' });
  });
  it('accepts an https URL and drops a trailing slash', () => {
    expect(parseSiteEnv({ VITE_API_URL: 'https://api.example.com/' })).toEqual({ apiUrl: 'https://api.example.com' });
  });
  it('refuses garbage with a clear message', () => {
    expect(() => parseSiteEnv({ VITE_API_URL: 'localhost:4000' })).toThrow(/VITE_API_URL must be an http\(s\) URL/);
  });
});
