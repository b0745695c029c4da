import { defineConfig } from 'vitest/config';

/** Node tests against a real database: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // PGlite instances weigh ~0.4 GB each; two workers fit the 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
