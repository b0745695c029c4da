export const SEARCH_MIN_LENGTH = 3;

/**
 * Keeps Latin letters, digits, Thai characters, whitespace, '!', apostrophe and hyphen (spec §5); drops the rest
 * silently.
 */
export function cleanSearchInput(value: string): string {
  return value.replace(/[^A-Za-z0-9\u0E00-\u0E7F\s!'-]/g, '');
}
