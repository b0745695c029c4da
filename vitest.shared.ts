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

/** One test set-up for every lib: real providers, jsdom, vanilla-extract compiled as in the app. */
export function libTestConfig(options: { environment?: 'jsdom' | 'node' } = {}) {
  return defineConfig({
    plugins: [vanillaExtractPlugin(), react()],
    test: {
      environment: options.environment ?? 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: options.environment === 'node' ? [] : [new URL('./vitest.setup.ts', import.meta.url).pathname],
      css: true,
      restoreMocks: true,
      reporters: reporters() as never,
    },
  });
}
