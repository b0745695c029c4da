import { describe, expect, it } from 'vitest';
import { cleanSearchTerm, isSearchable, SEARCH_MAX_LENGTH } from './search';

describe('search terms (spec §5)', () => {
  it.each([
    ['jok<>er', 'joker'],
    ["rock 'n' roll!", "rock 'n' roll!"],
    ['สล็อต@#', 'สล็อต'],
    ['red   tiger', 'red tiger'],
    ['a%b&c;d', 'abcd'],
  ])('keeps only the allowed characters: %s → %s', (typed, kept) => {
    expect(cleanSearchTerm(typed)).toBe(kept);
  });

  it('cuts a pasted term to what the server takes', () => {
    expect(cleanSearchTerm('x'.repeat(100))).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('needs 3 characters besides spaces', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });
});
