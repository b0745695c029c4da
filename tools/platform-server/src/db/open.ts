import { mkdir } from 'node:fs/promises';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface DatabaseOptions {
  /** postgres://… — real PostgreSQL with a connection pool. Wins over the PGlite options. */
  databaseUrl?: string;
  /** Pool size for PostgreSQL (default 20). */
  poolSize?: number;
  /** Directory for the embedded PGlite database; omitted = in memory. */
  pgliteDir?: string;
  /** Start PGlite from a dumpDataDir() tarball (fast per-test clones). */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgres({ connectionString: options.databaseUrl, poolSize: options.poolSize });
  }
  if (options.pgliteDir) await mkdir(options.pgliteDir, { recursive: true });
  return openPglite({ dataDir: options.pgliteDir, snapshot: options.pgliteSnapshot });
}
