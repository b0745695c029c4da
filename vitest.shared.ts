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
 * A lib's test files share one worker's page and modules (`isolate: false`): a fresh jsdom and a fresh import of React,
 * the router and the lib for every file cost two thirds of a lib's test time. vitest.setup.ts gives each file the blank
 * page, storage, cookies, address and real timers a fresh jsdom would. `isolate: true` is for a lib whose files still
 * leak into each other: its files pass one by one and fail in some shuffled orders
 * (`vitest run --no-isolate --sequence.shuffle.files --sequence.seed=N` shows it).
 */
export function libTestConfig(options: { environment?: 'jsdom' | 'node'; isolate?: boolean } = {}) {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react()],
    test: {
      environment: options.environment ?? 'jsdom',
      // Threads start faster than forked processes; nothing under test needs a process of its own.
      pool: 'threads',
      isolate: options.isolate ?? false,
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
