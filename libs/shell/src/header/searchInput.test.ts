import { describe, expect, it } from 'vitest';
import { cleanSearchInput } from './searchInput';

describe('cleanSearchInput', () => {
  it('keeps Latin, digits, Thai, spaces, !, apostrophe and hyphen', () => {
    expect(cleanSearchInput("Joker's-Gem 1000! สล็อต")).toBe("Joker's-Gem 1000! สล็อต");
  });
  it('drops everything else', () => {
    expect(cleanSearchInput('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(cleanSearchInput('a.b,c@d#e$%^&*()_+=/\\é😀')).toBe('abcde');
  });
});
