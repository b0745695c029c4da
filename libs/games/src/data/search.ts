/** Search needs at least 3 characters (spec §5, §9); shorter terms send nothing. */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The term of `/search/{term}` as the header search box would have sent it (spec §5): only Latin letters, digits,
 * Thai characters, whitespace, "!", "'" and "-" are kept, so a hand-typed address searches the same way.
 */
export function searchTermFromPath(value: string | undefined): string {
  return (value ?? '')
    .replace(/[^A-Za-z0-9\u0E00-\u0E7F\s!'-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isSearchable(term: string): boolean {
  return term.length >= SEARCH_MIN_LENGTH;
}
