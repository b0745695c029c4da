import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { REPO_ROOT } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { applyGroups } from '../src/groups/apply.ts';
import { workspaceGroups } from '../src/groups/workspace.ts';
import { seed } from '../src/seed/seed.ts';
import { TEST_HASHING, withDatabase } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated + seeded template database each test file copies. */
    pgTemplate: string;
    /** PGlite: path of a dumpDataDir() tarball of a migrated + seeded database. */
    pgliteSnapshot: string;
  }
}

/** What `npm start` does to a fresh database: migrate, seed, and `group apply` every brand under apps/. */
async function prepare(db: Db): Promise<void> {
  await migrate(db);
  await seed(db, { demoMembers: true });
  await applyGroups(db, await workspaceGroups(REPO_ROOT), {
    demoMembers: true,
    passwordHashing: TEST_HASHING,
    now: new Date(),
  });
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (CREATE DATABASE … TEMPLATE on PostgreSQL, loadDataDir on PGlite) instead of paying for
 * initdb + migrations + seed each time.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `lobby_tpl_${process.pid}`;
    const admin = openPostgres({ connectionString: url, poolSize: 1 });
    await admin.exec(`DROP DATABASE IF EXISTS ${template}`);
    await admin.exec(`CREATE DATABASE ${template}`);
    const db = openPostgres({ connectionString: withDatabase(url, template), poolSize: 2 });
    await prepare(db);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`lobby_t_${process.pid}_%`],
      );
      for (const { datname } of leftovers) await admin.exec(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.exec(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.close();
    };
  }
  const db = await openPglite();
  await prepare(db);
  // Every copy zeroes its buffer pool at start: PGlite's default 128 MB cost ~0.2 s of CPU per test file's database,
  // for a database of ~10 MB.
  await db.exec(`ALTER SYSTEM SET shared_buffers = '32MB'`);
  // Nothing creates a database on PGlite, so the copies go without the two templates initdb made: a third of the files
  // and bytes each copy unpacks (~0.2 s of CPU per test file).
  await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await db.exec(`DROP DATABASE template0`);
  await db.exec(`DROP DATABASE template1`);
  const tarball = await db.pglite.dumpDataDir('none');
  await db.close();
  const file = join(tmpdir(), `lobby-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgTemplate', '');
  project.provide('pgliteSnapshot', file);
  return () => rm(file, { force: true });
}
