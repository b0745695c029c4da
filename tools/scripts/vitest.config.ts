import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The release test (`nx run @lobby/scripts:test-release`, after the builds it needs): its report goes to
 * <LOBBY_REPORT_DIR>/release/, a step of its own in `npm test`.
 */
const dir = process.env.LOBBY_REPORT_DIR;
export default defineConfig({
  test: {
    environment: 'node',
    include: ['release.test.mjs'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: dir ? ['default', ['json', { outputFile: join(dir, 'release', 'tools/scripts.json') }]] : ['default'],
  },
});
