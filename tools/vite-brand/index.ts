import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { tsImport } from 'tsx/esm/api';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Writes routes.json next to index.html so any server (ours, nginx, a CDN rule) can answer unknown paths with 404. */
function routesManifest(): Plugin {
  return {
    name: 'lobby:routes-manifest',
    async generateBundle() {
      // The route table is TypeScript composed from every feature's manifest: loaded through tsx, not bundled.
      const { routeRegexSources } = (await tsImport(
        '@lobby/shell/routes',
        import.meta.url,
      )) as typeof import('@lobby/shell/routes');
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({ patterns: routeRegexSources() }, null, 2),
      });
    },
  };
}

/** The one Vite config every brand app uses: the app folder is all that differs. */
export function brandViteConfig(appDir: string, overrides: UserConfig = {}) {
  const brand = basename(appDir);
  if (!existsSync(resolve(appDir, 'src/brand.config.ts'))) throw new Error(`${appDir} has no src/brand.config.ts`);
  return defineConfig({
    root: appDir,
    envDir: workspaceRoot,
    plugins: [react(), vanillaExtractPlugin(), routesManifest()],
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', brand),
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      assetsInlineLimit: 2048,
      chunkSizeWarningLimit: 300,
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    ...overrides,
  });
}
