/** The first text field (path and all) that holds a NUL character, which PostgreSQL text cannot store. */
export function pathOfNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replace(/\u0000/g, '\\u0000')].join('.');
    const found = pathOfNul(child, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** PostgreSQL's "data exception" class (22xxx): bad input that reached SQL, e.g. an impossible date or a NUL. */
export const isDataException = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};
