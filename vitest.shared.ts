import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    },
  });
}
