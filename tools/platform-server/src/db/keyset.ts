import { ApiError, Code } from '../http/codes.ts';

/**
 * Keyset paging: a list hands out `next`, the sort key of the last row it showed, and the next call asks for the rows
 * after that key (`WHERE (key) < (cursor)` on an index in the list's order), which costs the same on page 1 and on
 * page 5,000. The cursor is opaque to clients (base64url of the key's values); each list names the kinds of its
 * key's parts so a forged cursor is refused with 8000 before it reaches SQL.
 */
export type KeyPart = 'time' | 'uuid' | 'int' | 'day' | 'text';

/** 2026-02-30 parses in JS (as 2 March) but not in PostgreSQL: the text must survive the round trip. */
function exists(isoMicros: string): boolean {
  const ms = Date.parse(`${isoMicros.slice(0, 23)}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === isoMicros.slice(0, 19);
}

const PART_RULES: Record<KeyPart, (v: unknown) => boolean> = {
  // A PostgreSQL timestamp in UTC with microseconds (see CURSOR_TIME), and one that exists.
  time: (v) => typeof v === 'string' && /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v) && exists(v),
  uuid: (v) => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v),
  int: (v) => typeof v === 'number' && Number.isSafeInteger(v),
  day: (v) => typeof v === 'string' && /^[1-9]\d{3}-\d{2}-\d{2}$/.test(v) && exists(`${v}T00:00:00.000000Z`),
  text: (v) => typeof v === 'string' && v.length <= 100,
};

/** SQL giving a timestamptz as the cursor's exact text (microseconds, UTC): `${CURSOR_TIME('d.created_at')}`. */
export const CURSOR_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The key inside a cursor, checked against the list's key parts; anything else is refused (8000). */
export function decodeCursor<T extends readonly (string | number)[]>(cursor: string, parts: readonly KeyPart[]): T {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (!Array.isArray(values) || values.length !== parts.length || !values.every((v, i) => PART_RULES[parts[i]!](v)))
    throw new ApiError(Code.incorrectData, 'cursor: send back the next value of the previous page');
  return values as unknown as T;
}

/** `next` of a page: the last row's key when the page is full (there may be more), else null. */
export function nextOf<R>(rows: readonly R[], limit: number, key: (row: R) => readonly (string | number)[]) {
  return rows.length === limit && rows.length > 0 ? encodeCursor(key(rows[rows.length - 1]!)) : null;
}
