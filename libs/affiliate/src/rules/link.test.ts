import { describe, expect, it } from 'vitest';
import { affiliateLink } from './link';

describe('affiliate link', () => {
  it("is the brand's aff page with the member's code, in the page's language", () => {
    expect(affiliateLink('https://site.example', 'th', 'aff-demo01')).toBe('https://site.example/aff/aff-demo01');
    expect(affiliateLink('https://site.example', 'en', 'aff-demo01')).toBe('https://site.example/en/aff/aff-demo01');
  });

  it('keeps a code with unusual characters in one path segment', () => {
    expect(affiliateLink('https://site.example', 'th', 'a b/c')).toBe('https://site.example/aff/a%20b%2Fc');
  });
});
