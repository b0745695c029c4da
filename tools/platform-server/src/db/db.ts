/**
 * The one database seam: everything above it speaks PostgreSQL SQL with $n parameters and never
 * knows whether PGlite (embedded, one connection) or node-postgres (a pool) is underneath.
 */
export interface Queryable {
  /**
   * One parameterised statement; returns its rows. `prepare` names a hot statement so PostgreSQL
   * parses and plans it once per connection (PGlite ignores it).
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: { prepare?: string },
  ): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; rolls back when it throws. Retries serialization failures on PostgreSQL. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * int8 (bigint, count(*), satang) arrives as a JS number on both drivers. Satang fit easily in
 * 2^53 (90 trillion baht), and a number serialises to JSON; anything larger is refused loudly.
 */
export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

export const INT8_OID = 20;
