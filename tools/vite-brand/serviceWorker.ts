import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PrerenderTarget } from './prerender';
import { RENDER_DIR } from './renderDir';

/** What one build's service worker precaches and how it finds the page of an address. */
export interface Precache {
  /** Changes with any byte of the build: a new build is a new worker and a new cache. */
  version: string;
  /** Files served as they are (hashed assets, fonts, the brand's pictures, manifests): cached by path. */
  files: string[];
  /** Addresses of the prerendered pages, fetched and cached by address (the server substitutes the API origin). */
  pages: string[];
  /** routes.json's patterns, each with the address of its stand-in page (a route with a parameter), else null. */
  routes: [pattern: string, standIn: string | null][];
  /** The address the not-found page of each language is fetched at (answered 404 and cached with it). */
  notFound: { th: string; en: string };
}

/** The address of an own page: `/` and `/en/login`, never a trailing slash. */
const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

/**
 * The cached page a navigation gets, as the static server (tools/serve) picks it: the address's own page, its
 * route's stand-in, the language's home page for a route without one, else the language's not-found page. Runs in the
 * service worker (serialised into sw.js), so it uses nothing outside itself.
 */
export function pageFor(path: string, precache: Pick<Precache, 'pages' | 'routes' | 'notFound'>): string {
  const at = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  if (precache.pages.includes(at)) return at;
  const english = at === '/en' || at.startsWith('/en/');
  const route = precache.routes.find(([pattern]) => new RegExp(pattern).test(path));
  if (route) return route[1] ?? (english ? '/en' : '/');
  return english ? precache.notFound.en : precache.notFound.th;
}

/** Files a worker never precaches: pages (cached by address), the build's own records, maps and the worker. */
const notPrecached = (file: string) =>
  file.endsWith('.html') ||
  file.startsWith('.vite/') ||
  file.startsWith(`${RENDER_DIR}/`) ||
  file.endsWith('.map') ||
  // Every browser the site targets takes woff2; the woff twins would double the download.
  file.endsWith('.woff') ||
  file === 'routes.json' ||
  file === 'sw.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The precache of a build written to `outDir`, after its pages were prerendered (`targets`). */
export function precacheOf(outDir: string, targets: readonly PrerenderTarget[]): Precache {
  const all = filesUnder(outDir);
  const { patterns, shells = [] } = JSON.parse(readFileSync(join(outDir, 'routes.json'), 'utf8')) as {
    patterns: string[];
    shells?: (string | null)[];
  };
  const addressOf = new Map(targets.map((t) => [t.file, t.path]));
  const notFound = (file: string) => addressOf.get(file) ?? addressOf.get('404.html') ?? '/__not-found__';
  const pages = targets.filter((t) => t.hydrateAt !== '*' && !t.file.startsWith('_shell/')).map((t) => t.path);
  const hash = createHash('sha256');
  for (const file of all.filter((f) => f !== 'sw.js')) hash.update(file).update(readFileSync(join(outDir, file)));
  return {
    version: hash.digest('hex').slice(0, 16),
    files: all.filter((file) => !notPrecached(file)).map((file) => `/${file}`),
    pages: [...new Set(pages.map(normalize))],
    routes: patterns.map((pattern, i) => {
      const shell = shells[i];
      return [pattern, shell ? (addressOf.get(shell) ?? null) : null];
    }),
    notFound: { th: notFound('404.html'), en: notFound('en/404.html') },
  };
}

/**
 * The service worker of one build (issue 14 item 6): installs by caching the whole shell (files and pages, a few at
 * a time), then takes over at once and deletes the caches of older builds; serves the shell's files and every
 * navigation from its cache, so a repeat visit paints without the network; never touches another origin (the
 * platform's API, the game frames, the chat): those requests go to the network as if there were no worker.
 * A page of the old build that asks for a chunk the new build no longer has fails to load it and reloads once
 * (spec §8's rule), which then paints the new build.
 */
export function serviceWorkerSource(brandId: string, precache: Precache): string {
  return `/* ${brandId}: service worker of build ${precache.version} (tools/vite-brand/serviceWorker.ts) */
const PRECACHE = ${JSON.stringify(precache)};
const PREFIX = 'lobby-shell-';
const CACHE = PREFIX + PRECACHE.version;
const BATCH = 6;
const pageFor = ${pageFor.toString()};

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const notFound = [PRECACHE.notFound.th, PRECACHE.notFound.en];
      const standIns = PRECACHE.routes.map(([, standIn]) => standIn).filter(Boolean);
      const urls = [...new Set([...PRECACHE.files, ...PRECACHE.pages, ...standIns, ...notFound])];
      for (let i = 0; i < urls.length; i += BATCH) {
        await Promise.all(
          urls.slice(i, i + BATCH).map(async (url) => {
            // Hashed files never change under their name: the HTTP cache may answer; the rest is asked afresh.
            const response = await fetch(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' });
            if (!response.ok && !(response.status === 404 && notFound.includes(url)))
              throw new Error(url + ' answered ' + response.status);
            await cache.put(url, response);
          }),
        );
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function cached(key, request) {
  const hit = await (await caches.open(CACHE)).match(key);
  return hit || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (PRECACHE.files.includes(url.pathname)) event.respondWith(cached(url.pathname, request));
  else if (request.mode === 'navigate') event.respondWith(cached(pageFor(url.pathname, PRECACHE), request));
});
`;
}

/** Writes `sw.js` into the build and returns its precache. */
export function writeServiceWorker(outDir: string, brandId: string, targets: readonly PrerenderTarget[]): Precache {
  const precache = precacheOf(outDir, targets);
  writeFileSync(join(outDir, 'sw.js'), serviceWorkerSource(brandId, precache));
  return precache;
}
