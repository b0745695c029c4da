import { join, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * With LOBBY_REPORT_DIR set (npm test does), each project also writes a JSON report that the test runner totals.
 * The file mirrors the project's folder (dist/test-results/libs/ui-kit.json) so Nx can cache and restore it.
 */
export function reporters(projectDir: string = process.cwd()) {
  const dir = process.env.LOBBY_REPORT_DIR;
  if (!dir) return ['default'];
  const project = relative(import.meta.dirname, projectDir);
  return ['default', ['json', { outputFile: join(dir, `${project}.json`) }]] as const;
}

/**
 * One test set-up for every lib: real providers, jsdom, vanilla-extract compiled as in the app.
 *
 * `isolate: false` lets a lib's test files share one worker's page and modules: a fresh jsdom and a fresh import of
 * React, the router and the lib for every file are most of a lib's test time (ui-kit 47 s → 13 s). vitest.setup.ts
 * gives each file the blank page, storage, cookies, address and real timers a fresh jsdom would, but not fresh module
 * state, so a lib opts in only once its files pass in shuffled orders:
 * `npx vitest run --no-isolate --sequence.shuffle.files --sequence.seed=N` for N = 1…6.
 */
export function libTestConfig(options: { environment?: 'jsdom' | 'node'; isolate?: boolean } = {}) {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react()],
    test: {
      environment: options.environment ?? 'jsdom',
      // Threads start faster than forked processes; nothing under test needs a process of its own.
      pool: 'threads',
      isolate: options.isolate ?? true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.environment === 'node' ? [] : [new URL('./vitest.setup.ts', import.meta.url).pathname],
      css: true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      reporters: reporters() as never,
    },
  });
}
