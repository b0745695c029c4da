import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderTarget } from './prerender';
import { pageFor, precacheOf, serviceWorkerSource, type Precache } from './serviceWorker';

const targets: PrerenderTarget[] = [
  { path: '/', file: 'index.html', hydrateAt: '/' },
  { path: '/list/slot', file: 'list/slot/index.html', hydrateAt: '/list/slot' },
  { path: '/game/%20/%20', file: '_shell/th/game-id-name.html' },
  { path: '/__not-found__', file: '404.html', hydrateAt: '*' },
  { path: '/en', file: 'en/index.html', hydrateAt: '/en' },
  { path: '/en/game/%20/%20', file: '_shell/en/game-id-name.html' },
  { path: '/en/__not-found__', file: 'en/404.html', hydrateAt: '*' },
];
const routes = {
  patterns: [
    '^/?$',
    '^/list(?:/[^/]+)?/?$',
    '^/game/[^/]+/[^/]+/?$',
    '^/en/?$',
    '^/en/list(?:/[^/]+)?/?$',
    '^/en/game/[^/]+/[^/]+/?$',
  ],
  shells: [null, null, '_shell/th/game-id-name.html', null, null, '_shell/en/game-id-name.html'],
};

/** A build folder with a page per target and the files a build has. */
function build(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-'));
  const files: Record<string, string> = {
    'routes.json': JSON.stringify(routes),
    '.vite/manifest.json': '{}',
    'assets/index-AbCdEf12.js': 'console.log(1)',
    'assets/index-AbCdEf12.js.map': '{}',
    'assets/kanit-thai-400-normal-AbCdEf12.woff2': 'w2',
    'assets/kanit-thai-400-normal-AbCdEf12.woff': 'w1',
    'brand/mark.svg': '<svg/>',
    'manifest.webmanifest': '{}',
    '_render/prerender.mjs': 'export {}',
    '_render/pages.json': '{}',
    ...Object.fromEntries(targets.map((t) => [t.file, `<html>${t.path}</html>`])),
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('the precache of a build', () => {
  let precache: Precache;
  beforeAll(() => {
    precache = precacheOf(build(), targets);
  });

  it('holds the files as served (no woff twins, maps, build records or server code) and the pages by address', () => {
    expect(precache.files).toEqual([
      '/assets/index-AbCdEf12.js',
      '/assets/kanit-thai-400-normal-AbCdEf12.woff2',
      '/brand/mark.svg',
      '/manifest.webmanifest',
    ]);
    expect(precache.pages).toEqual(['/', '/list/slot', '/en']);
    expect(precache.routes[2]).toEqual(['^/game/[^/]+/[^/]+/?$', '/game/%20/%20']);
    expect(precache.notFound).toEqual({ th: '/__not-found__', en: '/en/__not-found__' });
  });

  it('has a new version when any byte of the build changes, the same one when nothing does', () => {
    expect(precacheOf(build(), targets).version).toBe(precache.version);
    expect(precacheOf(build({ 'assets/index-AbCdEf12.js': 'console.log(2)' }), targets).version).not.toBe(
      precache.version,
    );
  });

  it('answers a navigation with the page the static server would send', () => {
    expect(pageFor('/', precache)).toBe('/');
    expect(pageFor('/list/slot/', precache)).toBe('/list/slot');
    expect(pageFor('/game/123/lucky-slot', precache)).toBe('/game/%20/%20');
    expect(pageFor('/en/game/9/x-demo', precache)).toBe('/en/game/%20/%20');
    // A route without a page of its own: the language's home page, as the server sends it.
    expect(pageFor('/list/no-such-provider', precache)).toBe('/');
    expect(pageFor('/no/such/page', precache)).toBe('/__not-found__');
    expect(pageFor('/en/no-such-page', precache)).toBe('/en/__not-found__');
  });
});

/** The worker run in a sandbox with a fake Cache Storage and network. */
function runWorker(precache: Precache) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const stores = new Map<string, Map<string, Response>>([
    ['lobby-shell-0ld', new Map()],
    ['someone-else', new Map()],
  ]);
  const fetched: { url: string; cache?: string }[] = [];
  const state = { skipped: false, claimed: false };
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const store = stores.get(name)!;
      return {
        put: async (key: string, response: Response) => void store.set(key, response),
        match: async (key: string) => store.get(key)?.clone(),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetch = async (input: string | { url: string }, init?: { cache?: string }) => {
    const url = typeof input === 'string' ? input : input.url;
    fetched.push({ url, cache: init?.cache });
    return new Response(`network ${url}`, { status: url.includes('__not-found__') ? 404 : 200 });
  };
  const self = {
    location: { origin: 'https://brand.test' },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => void (state.skipped = true),
    clients: { claim: async () => void (state.claimed = true) },
  };
  runInNewContext(serviceWorkerSource('siam-star', precache), { self, caches, fetch, URL, Response, console });
  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** What the worker answers a GET, or undefined when it lets the browser go to the network itself. */
  const request = async (url: string, mode = 'no-cors') => {
    let answer: Promise<Response> | undefined;
    listeners.fetch!({
      request: { method: 'GET', url, mode },
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    const response = await answer;
    return response && { status: response.status, text: await response.text() };
  };
  return { lifecycle, request, fetched, stores, state };
}

describe('the service worker', () => {
  it('installs the whole shell, takes over, drops old builds’ caches and serves the shell from its cache', async () => {
    const precache = precacheOf(build(), targets);
    const worker = runWorker(precache);
    await worker.lifecycle('install');
    const cache = worker.stores.get(`lobby-shell-${precache.version}`)!;
    expect([...cache.keys()].sort()).toEqual(
      [
        ...precache.files,
        ...precache.pages,
        '/game/%20/%20',
        '/en/game/%20/%20',
        '/__not-found__',
        '/en/__not-found__',
      ].sort(),
    );
    // Hashed files may come from the HTTP cache; pages are asked afresh.
    expect(worker.fetched.find((f) => f.url === '/assets/index-AbCdEf12.js')?.cache).toBe('default');
    expect(worker.fetched.find((f) => f.url === '/list/slot')?.cache).toBe('no-cache');
    expect(worker.state.skipped).toBe(true);

    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual([`lobby-shell-${precache.version}`, 'someone-else']);
    expect(worker.state.claimed).toBe(true);

    worker.fetched.length = 0;
    expect(await worker.request('https://brand.test/list/slot?lobby-vitals=on', 'navigate')).toEqual({
      status: 200,
      text: 'network /list/slot',
    });
    expect(await worker.request('https://brand.test/game/77/lucky-demo', 'navigate')).toMatchObject({
      text: 'network /game/%20/%20',
    });
    expect(await worker.request('https://brand.test/en/nothing-here', 'navigate')).toEqual({
      status: 404,
      text: 'network /en/__not-found__',
    });
    expect(await worker.request('https://brand.test/assets/index-AbCdEf12.js')).toMatchObject({ status: 200 });
    // All of that came from the cache: nothing went to the network.
    expect(worker.fetched).toEqual([]);
  });

  it('never answers for another origin (the API) and never caches its answers', async () => {
    const worker = runWorker(precacheOf(build(), targets));
    await worker.lifecycle('install');
    const before = [...worker.stores.values()].reduce((n, store) => n + store.size, 0);
    worker.fetched.length = 0;
    expect(await worker.request('https://api.brand.test/api/v1/member/credit')).toBeUndefined();
    expect(await worker.request('https://api.brand.test/graphql', 'cors')).toBeUndefined();
    // A file of the site the build does not list goes to the network as it is, uncached.
    expect(await worker.request('https://brand.test/routes.json')).toBeUndefined();
    expect([...worker.stores.values()].reduce((n, store) => n + store.size, 0)).toBe(before);
    expect(worker.fetched).toEqual([]);
  });
});
