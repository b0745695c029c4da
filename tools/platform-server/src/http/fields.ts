import { z } from 'zod';

/** A calendar day `YYYY-MM-DD` that exists (2024-13-45 and 2026-02-30 are refused here, not by the database). */
export const isoDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'no such date');

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
