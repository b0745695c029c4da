import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * With LOBBY_REPORT_DIR set (the root `npm test` does), also write a JSON report the runner totals:
 * <dir>/tools/platform-server.json for the PGlite run, <dir>/pg/tools/platform-server.json on PostgreSQL.
 */
function reporters() {
  const dir = process.env.LOBBY_REPORT_DIR;
  if (!dir) return ['default'];
  const outputFile = join(dir, process.env.DATABASE_URL ? 'pg' : '', 'tools/platform-server.json');
  return ['default', ['json', { outputFile }]] as never;
}

/** Node tests against a real database: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // PGlite instances weigh ~0.4 GB each; two workers fit the 2-core machine.
    maxWorkers: 2,
    // A fresh process per file re-imported the server and recompiled PGlite's WebAssembly each time (a third of the
    // suite's CPU). Files keep no state outside their own databases; they pass in shuffled orders without isolation.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: reporters(),
  },
});
