import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { FeatureManifest, FeatureRoute } from '@lobby/util';
import {
  modulesImportedBy,
  pageChunks,
  recordDynamicImports,
  siteChunks,
  startUpChunks,
  withPageData,
  withPageModules,
  type SsrManifest,
} from './pageModules';
import { RENDER_DIR, type DataPages } from './renderDir';
import { classesDefined, cssInLoadOrder, inlineStyles, startUpStyles, stylesNeeded, type Manifest } from './pageStyles';
import { writeServiceWorker } from './serviceWorker';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Where a route's stand-in page lives: served for its addresses the build could not know (a game's id). */
export const shellFile = (locale: string, name: string) => `_shell/${locale}/${name}.html`;

/** A route with a parameter has a stand-in page; the others are prerendered at their own address. */
export const hasShell = (route: Pick<FeatureRoute, 'path'>) => route.path.includes(':');

/** The list pages worth a page of their own: the footer's, the category row's and each provider's. */
export const knownListIds = (providerIds: readonly string[]) => [
  ...['casino', 'slot', 'fishing', 'lotto', 'sport', 'hot', 'new', 'freespin', 'roulette', 'baccarat', 'blackjack'],
  ...providerIds,
];

export interface PrerenderTarget {
  /** The address rendered. */
  path: string;
  /** Where the HTML goes in the build. */
  file: string;
  /**
   * The address the browser may hydrate the HTML at (`data-prerendered`): the page's own, `*` for the not-found page
   * (any unknown address), none for a stand-in or a member's page, which the browser renders afresh.
   */
  hydrateAt?: string;
  /** The route whose page it is (none: the not-found page). */
  route?: string;
}

/** Every page the build writes, per language: each route, the known list pages, the stand-ins and the 404 page. */
export function prerenderTargets(
  routes: readonly FeatureRoute[],
  locales: readonly string[],
  listIds: readonly string[],
): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  for (const locale of locales) {
    const prefix = locale === 'th' ? '' : `/${locale}`;
    const at = (path: string) => `${prefix}/${path}`.replace(/\/$/, '') || '/';
    const fileAt = (path: string) => `${at(path).slice(1)}/index.html`.replace(/^\//, '');
    for (const route of routes) {
      const member = route.access === 'member';
      // Optional parameters left out: /register, /list, /search.
      const bare = route.path
        .split('/')
        .filter((part) => !part.endsWith('?'))
        .join('/');
      const ofRoute = { route: route.name };
      if (!bare.includes(':'))
        targets.push({ path: at(bare), file: fileAt(bare), hydrateAt: member ? undefined : at(bare), ...ofRoute });
      if (route.name === 'list-id') {
        for (const id of listIds)
          targets.push({ path: at(`list/${id}`), file: fileAt(`list/${id}`), hydrateAt: at(`list/${id}`), ...ofRoute });
      }
      // The stand-in: parameters blank (a space), so nothing the address would name shows before the page renders.
      if (hasShell(route)) {
        const blank = route.path
          .split('/')
          .map((part) => (part.startsWith(':') ? '%20' : part))
          .join('/');
        targets.push({ path: at(blank), file: shellFile(locale, route.name), ...ofRoute });
      }
    }
    targets.push({ path: at('__not-found__'), file: `${prefix.slice(1)}${prefix ? '/' : ''}404.html`, hydrateAt: '*' });
  }
  return targets;
}

/**
 * The page with its prerendered body: the markup inside `#root`, marked with where it may hydrate, and `after` it
 * (outside what React hydrates: the consent banner).
 */
export function fillRoot(page: string, body: string, hydrateAt?: string, after = ''): string {
  const marker = hydrateAt ? ` data-prerendered="${hydrateAt.replace(/"/g, '&quot;')}"` : '';
  const filled = page.replace(/<div id="root"><\/div>/, () => `<div id="root"${marker}>${body}</div>${after}`);
  if (filled === page) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}

interface Prerenderer {
  brand: { id: string; locales: readonly string[] };
  siteRoutes: readonly FeatureRoute[];
  siteFeatures: readonly FeatureManifest[];
  loadApollo: () => Promise<unknown>;
  loadClientModule: () => Promise<unknown>;
  providerIds: readonly string[];
  createPrerenderer(brand: unknown): (path: string, options?: { skeleton?: boolean }) => Promise<Rendered>;
  prerenderConsentBanner(brand: unknown, locale: string): Promise<string>;
}

type Rendered =
  { kind: 'page'; status: number; html: string; pageData: string[] } | { kind: 'redirect'; location: string };

/**
 * Per route, the client chunks its page loads beyond the site's start-up: the API client, the page's module, its
 * feature's lazy strings and, for a GraphQL page, Apollo, as their loaders import them (see pageModules.ts).
 */
async function routeModules(
  module: Prerenderer,
  manifest: Manifest,
  modules: SsrManifest,
  root: string,
): Promise<Map<string, string[]>> {
  const startUp = startUpChunks(manifest);
  const byRoute = new Map<string, string[]>();
  for (const route of module.siteRoutes) {
    const feature = module.siteFeatures.find((f) => f.feature === route.feature);
    const imported = await modulesImportedBy(() =>
      Promise.all([
        module.loadClientModule(),
        route.page(),
        ...Object.values(feature?.lazyNamespaces ?? {}).map((load) => load()),
        route.apollo ? module.loadApollo() : undefined,
      ]),
    );
    byRoute.set(route.name, pageChunks(manifest, modules, imported, root, startUp));
  }
  return byRoute;
}

/**
 * After the browser build: a server build of the shell's prerenderer (same plugins, so the class names match), then
 * every page of `prerenderTargets` rendered into the built index.html of its language. See docs/architecture.md.
 */
export function prerenderPages(appDir: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lobby:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || process.env.LOBBY_PRERENDER === 'off') return;
      const outDir = config.build.outDir;
      const serverDir = resolve(workspaceRoot, 'dist/.prerender', appDir.split('/').pop() ?? 'brand');
      const entry = `${serverDir}-entry.ts`;
      const prerendererSource = resolve(workspaceRoot, 'libs/shell/src/site/prerender.tsx');
      mkdirSync(dirname(entry), { recursive: true });
      writeFileSync(
        entry,
        [
          `export { brand } from ${JSON.stringify(resolve(appDir, 'src/brand.config.ts'))};`,
          `export { siteFeatures, siteRoutes } from '@lobby/shell/routes';`,
          `export { createPrerenderer, prerenderConsentBanner } from ${JSON.stringify(prerendererSource)};`,
          `import { providers } from '@lobby/games';`,
          `export const providerIds = providers.map((p) => p.id);`,
          // What every page loads first (the API client), and a GraphQL page besides its chunk: the browser's Apollo
          // client (the build has its own).
          `export { loadClientModule } from '@lobby/api-client';`,
          `export const loadApollo = () => import('@lobby/api-client/apollo');`,
        ].join('\n'),
      );
      await build({
        configFile: false,
        root: appDir,
        envDir: workspaceRoot,
        // The browser build copied the public files; the server's needs none of them.
        publicDir: false,
        logLevel: 'warn',
        mode: config.mode,
        plugins: [react(), vanillaExtractPlugin(), recordDynamicImports()],
        ssr: { noExternal: [/^@lobby\//] },
        build: {
          ssr: entry,
          outDir: serverDir,
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs', format: 'es' } },
        },
      });
      const module = (await import(
        `${pathToFileURL(join(serverDir, 'prerender.mjs')).href}?t=${Date.now()}`
      )) as Prerenderer;
      const render = module.createPrerenderer(module.brand);
      const consentBanners = Object.fromEntries(
        await Promise.all(
          module.brand.locales.map(async (locale) => [
            locale,
            await module.prerenderConsentBanner(module.brand, locale),
          ]),
        ),
      ) as Record<string, string>;
      const pages = Object.fromEntries(
        module.brand.locales.map((locale) => [
          locale,
          readFileSync(join(outDir, locale === 'th' ? 'index.html' : `${locale}/index.html`), 'utf8'),
        ]),
      );
      const targets = prerenderTargets(module.siteRoutes, module.brand.locales, knownListIds(module.providerIds));
      // Each page carries the CSS its HTML uses inline (pageStyles.ts), so it paints styled before any request.
      const manifestFile = join(outDir, '.vite/manifest.json');
      const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      const styleOrder = cssInLoadOrder(manifest);
      const startUp = startUpStyles(manifest);
      const cssFiles = new Map(styleOrder.map((file) => [file, readFileSync(join(outDir, file), 'utf8')]));
      const defined = new Map([...cssFiles].map(([file, css]) => [file, classesDefined(css)]));
      const ssrManifestFile = join(outDir, '.vite/ssr-manifest.json');
      const ssrManifest = existsSync(ssrManifestFile)
        ? (JSON.parse(readFileSync(ssrManifestFile, 'utf8')) as SsrManifest)
        : {};
      const modulesOf = await routeModules(module, manifest, ssrManifest, appDir);
      const site = siteChunks(manifest);
      const withData = new Set(module.siteRoutes.filter((route) => route.dataInHtml).map((route) => route.name));
      const dataPages: DataPages = {};
      for (const target of targets) {
        // A stand-in, a page whose guard sends the build elsewhere (no member, no phone) or a page that cannot render
        // without a browser is written as its layout around the page's skeleton, which the browser renders afresh.
        let result = !target.hydrateAt
          ? await render(target.path, { skeleton: true })
          : await render(target.path).catch((error: Error) => {
              this.warn(`prerender: ${target.path} failed (${error.message}); its skeleton is written`);
              return null;
            });
        let hydrateAt = target.hydrateAt;
        if (!result || result.kind === 'redirect') {
          result = await render(target.path, { skeleton: true });
          hydrateAt = undefined;
        }
        if (result.kind === 'redirect') throw new Error(`prerender: ${target.path} redirects to ${result.location}`);
        const locale = target.path === '/en' || target.path.startsWith('/en/') ? 'en' : 'th';
        const file = join(outDir, target.file);
        mkdirSync(dirname(file), { recursive: true });
        const page = pages[locale] ?? pages.th ?? '';
        const consent = consentBanners[locale] ?? '';
        const pageChunksOf = modulesOf.get(target.route ?? '') ?? [];
        const needed = stylesNeeded(result.html + consent, styleOrder, startUp, defined);
        // A page a server renders with its data shows classes its skeleton does not: all of its own styles go inline.
        const withItsData = Boolean(hydrateAt && result.pageData.length && withData.has(target.route ?? ''));
        const styles = withItsData
          ? styleOrder.filter((file) => needed.includes(file) || pageChunksOf.includes(file))
          : needed;
        const styled = inlineStyles(page, styles, (css) => cssFiles.get(css) ?? '');
        // The chunks for the boot script to ask for: the site's, then the page's own less the stylesheets it already
        // carries inline.
        const own = pageChunksOf.filter((chunk) => !styles.includes(chunk));
        // Its first API calls too, when the browser hydrates this HTML (createSite then runs the page's prefetch).
        const named = withPageData(
          withPageModules(styled, [...site, ...own], config.base),
          hydrateAt ? result.pageData : [],
        );
        writeFileSync(file, fillRoot(named, result.html, hydrateAt, consent));
        if (withItsData) dataPages[target.path] = { file: target.file, skeleton: result.html };
      }
      rmSync(join(outDir, RENDER_DIR), { recursive: true, force: true });
      if (Object.keys(dataPages).length) {
        cpSync(serverDir, join(outDir, RENDER_DIR), { recursive: true });
        writeFileSync(join(outDir, RENDER_DIR, 'pages.json'), `${JSON.stringify(dataPages, null, 2)}\n`);
      }
      rmSync(serverDir, { recursive: true, force: true });
      rmSync(entry, { force: true });
      config.logger.info(
        `prerendered ${targets.length} pages; ${Object.keys(dataPages).length} render with their data at a server`,
      );
      // The pages are written: the service worker's precache is the whole build (serviceWorker.ts).
      const precache = writeServiceWorker(outDir, module.brand.id, targets);
      config.logger.info(`sw.js precaches ${precache.files.length} files and ${precache.pages.length} pages`);
    },
  };
}
