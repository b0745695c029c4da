import pg from 'pg';
import { INT8_OID, parseInt8, type Db, type Queryable } from './db.ts';

/** Errors PostgreSQL asks the client to retry: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);

export interface PostgresOptions {
  connectionString: string;
  poolSize?: number;
}

export function openPostgres(options: PostgresOptions): Db & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 20,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);

  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[], options?: { prepare?: string }) {
      const res = options?.prepare
        ? await q.query({ name: options.prepare, text: sql, values: params as unknown[] | undefined })
        : await q.query(sql, params as unknown[] | undefined);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });

  return {
    kind: 'postgres',
    pool,
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          const code = (error as { code?: string }).code;
          if (attempt < 4 && code && RETRYABLE.has(code)) continue;
          throw error;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
