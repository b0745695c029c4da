import { PGlite } from '@electric-sql/pglite';
import { INT8_OID, parseInt8, type Db, type Queryable } from './db.ts';

export interface PgliteOptions {
  /** Directory of a file-backed database; omitted = in memory. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (tests clone a migrated template this way). */
  snapshot?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Db & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    parsers: { [INT8_OID]: parseInt8 },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const res = await q.query<T>(sql, params as unknown[] | undefined);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    pglite,
    ...base,
    // PGlite has a single connection and serialises transactions itself, so no retry is needed.
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    close: () => pglite.close(),
  };
}
