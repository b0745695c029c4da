import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { BrandConfig } from '@lobby/brand';
import { compileHints } from './compileHints';
import { localizeIndexHtml, preloadFonts } from './html';
import { hasShell, prerenderPages, shellFile } from './prerender';
import { manifestFile, MASKABLE_ICON, maskableIcon, webManifest } from './webManifest';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * Writes routes.json next to index.html so any server (ours, nginx, a CDN rule) can answer unknown paths with 404:
 * `patterns` (every route in every locale, Thai first) and, at the same index, `shells`: the prerendered stand-in
 * page for the route's addresses the build has no page of its own for (a route with a parameter), else null.
 */
function routesManifest(): Plugin {
  return {
    name: 'lobby:routes-manifest',
    async generateBundle() {
      // The route table is TypeScript composed from every feature's manifest: loaded through tsx, not bundled.
      const { routeRegexSources, siteRoutes } = (await tsImport(
        '@lobby/shell/routes',
        import.meta.url,
      )) as typeof import('@lobby/shell/routes');
      const prefixes = ['', '/en'];
      const shells = prefixes.flatMap((prefix) =>
        siteRoutes.map((route) => (hasShell(route) ? shellFile(prefix ? 'en' : 'th', route.name) : null)),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({ patterns: routeRegexSources(prefixes), shells }, null, 2),
      });
    },
  };
}

const brandOf = async (appDir: string) =>
  ((await tsImport(resolve(appDir, 'src/brand.config.ts'), import.meta.url)) as { brand: BrandConfig }).brand;

/**
 * Writes the web app manifest of each language (webManifest.ts) and the maskable icon drawn from the brand's mark
 * (public/brand/…); the pages link their language's manifest (html.ts).
 */
function webAppManifest(appDir: string): Plugin {
  return {
    name: 'lobby:web-app-manifest',
    apply: 'build',
    async generateBundle() {
      const brand = await brandOf(appDir);
      const mark = brand.logoMark ?? brand.logo;
      const markFile = resolve(appDir, 'public', mark.replace(/^\//, ''));
      const maskable = mark.startsWith('/') && mark.endsWith('.svg') && existsSync(markFile);
      if (maskable)
        this.emitFile({
          type: 'asset',
          fileName: MASKABLE_ICON,
          source: maskableIcon(readFileSync(markFile, 'utf8'), brand.theme.bg),
        });
      for (const locale of brand.locales)
        this.emitFile({
          type: 'asset',
          fileName: manifestFile(locale),
          source: `${JSON.stringify(webManifest(brand, locale, maskable), null, 2)}\n`,
        });
    },
  };
}

/**
 * Writes the page per language: index.html in Thai (the default, no prefix) and en/index.html in English, each
 * with its `<html lang>`, title and description from the brand config; servers answer /en/… with the latter.
 */
function localizedHtml(appDir: string): Plugin {
  return {
    name: 'lobby:localized-html',
    enforce: 'post',
    async transformIndexHtml(html) {
      return localizeIndexHtml(html, await brandOf(appDir), 'th');
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const brand = await brandOf(appDir);
      const files = Object.keys(bundle);
      page.source = preloadFonts(String(page.source), 'th', files);
      if (!brand.locales.includes('en')) return;
      this.emitFile({
        type: 'asset',
        fileName: 'en/index.html',
        source: preloadFonts(localizeIndexHtml(String(page.source), brand, 'en'), 'en', files),
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
    plugins: [
      react(),
      vanillaExtractPlugin(),
      routesManifest(),
      localizedHtml(appDir),
      webAppManifest(appDir),
      prerenderPages(appDir),
      compileHints(),
    ],
    build: {
      outDir: resolve(workspaceRoot, 'dist/apps', brand),
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      ssrManifest: true,
      assetsInlineLimit: 2048,
      chunkSizeWarningLimit: 300,
      rolldownOptions: {
        output: {
          // The api built with RTK Query in a chunk apart from RTK Query itself, so the boot script can evaluate the
          // two a task apart (each half of one long task; issue 14). Its dependencies stay where they would be.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'store', test: /libs[\\/]api-client[\\/]src[\\/](api|baseQuery|errors)\.ts$/ }],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    ...overrides,
  });
}
