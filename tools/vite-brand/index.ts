import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { BrandConfig } from '@lobby/brand';
import { localizeIndexHtml } from './html';

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

/**
 * Writes the page per language: index.html in Thai (the default, no prefix) and en/index.html in English, each
 * with its `<html lang>`, title and description from the brand config; servers answer /en/… with the latter.
 */
function localizedHtml(appDir: string): Plugin {
  const brandOf = async () =>
    ((await tsImport(resolve(appDir, 'src/brand.config.ts'), import.meta.url)) as { brand: BrandConfig }).brand;
  return {
    name: 'lobby:localized-html',
    enforce: 'post',
    async transformIndexHtml(html) {
      return localizeIndexHtml(html, await brandOf(), 'th');
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const brand = await brandOf();
      if (!brand.locales.includes('en')) return;
      this.emitFile({
        type: 'asset',
        fileName: 'en/index.html',
        source: localizeIndexHtml(String(page.source), brand, 'en'),
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
    plugins: [react(), vanillaExtractPlugin(), routesManifest(), localizedHtml(appDir)],
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
