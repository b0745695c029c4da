/** Search needs at least 3 characters (spec §5, §9); shorter terms send nothing. */
export const SEARCH_MIN_LENGTH = 3;
/** The longest term the platform's game search takes (GraphQL `search`). */
export const SEARCH_MAX_LENGTH = 60;

/**
 * A search term as spec §5 allows it: Latin letters, digits, Thai characters, whitespace, '!', apostrophe and
 * hyphen; everything else is dropped, runs of spaces fold to one, and the term is cut to what the server takes.
 */
export function cleanSearchTerm(value: string): string {
  return value
    .replace(/[^A-Za-z0-9\u0E00-\u0E7F\s!'-]/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, SEARCH_MAX_LENGTH);
}

export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}
