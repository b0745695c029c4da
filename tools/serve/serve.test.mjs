import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandServer } from './serve.mjs';
import { chatOriginOf, pointAtApi, securityHeaders } from './headers.mjs';

let base;
let server;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta name="lobby-api-url" content="" /><div id="root"></div>',
  );
  writeFileSync(
    join(dir, 'routes.json'),
    JSON.stringify({ patterns: ['^/?$', '^/list(?:/[^/]+)?/?$', '^/en/?$', '^/en/list(?:/[^/]+)?/?$'] }),
  );
  mkdirSync(join(dir, 'en'));
  writeFileSync(
    join(dir, 'en', 'index.html'),
    '<!doctype html><html lang="en"><meta name="lobby-api-url" content="" /><div id="root"></div>',
  );
  writeFileSync(join(dir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Brand"}');
  server = createBrandServer({ dir, apiOrigin: 'http://localhost:4000' });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

describe('brand server', () => {
  it('answers known routes in both languages with the app and 200', async () => {
    for (const path of ['/', '/list/slot', '/en', '/en/list']) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
  });

  it('answers /en and everything under it, known or not, with the English page', async () => {
    for (const path of ['/en', '/en/list/slot', '/en/no-such-page']) {
      const html = await (await fetch(base + path)).text();
      expect(html, path).toContain('<html lang="en">');
      expect(html, path).toContain('content="http://localhost:4000"');
    }
    for (const path of ['/', '/list/slot', '/english', '/EN/']) {
      expect(await (await fetch(base + path)).text(), path).not.toContain('lang="en"');
    }
  });

  it('points the build at its API through the lobby-api-url meta', async () => {
    const html = await (await fetch(base + '/')).text();
    expect(html).toContain('<meta name="lobby-api-url" content="http://localhost:4000" />');
  });

  it('opens the connections to the API early: its calls (CORS) and its pictures', async () => {
    const html = await (await fetch(base + '/en')).text();
    expect(html).toContain('<link rel="preconnect" href="http://localhost:4000" crossorigin />');
    expect(html).toContain('<link rel="preconnect" href="http://localhost:4000" />');
    // Pointed twice (a release's pages served again): still one pair.
    expect(pointAtApi(html, 'http://localhost:4000').match(/rel="preconnect"/g)).toHaveLength(2);
    expect(pointAtApi('<meta name="lobby-api-url" content="" />', '')).not.toContain('preconnect');
  });

  it('answers unknown paths with the app (its 404 page) and HTTP 404', async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('id="root"');
  });

  it('sends a strict CSP and the other security headers', async () => {
    const res = await fetch(base + '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://localhost:4000");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year, other files briefly', async () => {
    const asset = await fetch(`${base}/assets/index-AbCdEf12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the service worker and the web app manifest fresh, with their types (issue 14)', async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('text/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'Brand' });
  });

  it('gzips text when asked', async () => {
    const res = await fetch(`${base}/assets/index-AbCdEf12.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('never serves files outside the build and refuses other methods', async () => {
    const traversal = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(traversal.status).toBe(404);
    const post = await fetch(base + '/', { method: 'POST' });
    expect(post.status).toBe(405);
  });
});

describe('live chat in the CSP', () => {
  const directives = (csp) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows exactly the configured chat origin where a chat widget needs it, and nothing more', () => {
    const csp = directives(securityHeaders('https://api.example', 'https://chat.example')['Content-Security-Policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://chat.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example', 'https://chat.example']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://api.example', 'https://chat.example']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(securityHeaders('https://api.example')['Content-Security-Policy']).toContain("script-src 'self';");
  });

  it('reads the origin of the chat script, {api} standing for the API', () => {
    expect(chatOriginOf('{api}/sandbox/chat/widget.js', 'http://localhost:5100')).toBe('http://localhost:5100');
    expect(chatOriginOf('https://chat.example/w.js?k=1', 'http://x')).toBe('https://chat.example');
    expect(chatOriginOf(undefined, 'http://x')).toBeUndefined();
    expect(chatOriginOf('javascript:alert(1)', 'http://x')).toBeUndefined();
  });

  it('takes the chat script from the build (the lobby-chat-script meta)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-chat-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><meta name="lobby-chat-script" content="https://chat.example/w.js" />' +
        '<meta name="lobby-api-url" content="" /><div id="root"></div>',
    );
    writeFileSync(join(dir, 'routes.json'), JSON.stringify({ patterns: ['^/?$'] }));
    const chat = createBrandServer({ dir, apiOrigin: 'http://localhost:4000' });
    await new Promise((r) => chat.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${chat.address().port}/`);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self' https://chat.example;");
    } finally {
      chat.close();
    }
  });
});

describe('prerendered pages', () => {
  let pageBase;
  let pageServer;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-pages-'));
    const page = (body) => `<!doctype html><meta name="lobby-api-url" content="" /><div id="root">${body}</div>`;
    const write = (file, body) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), page(body));
    };
    write('index.html', 'home');
    write('en/index.html', 'home in English');
    write('list/slot/index.html', 'slots');
    write('en/list/slot/index.html', 'slots in English');
    write('404.html', 'not found');
    write('en/404.html', 'not found in English');
    write('_shell/th/list-id.html', 'a list');
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        patterns: ['^/?$', '^/list(?:/[^/]+)?/?$', '^/en/?$', '^/en/list(?:/[^/]+)?/?$'],
        shells: [null, '_shell/th/list-id.html', null, null],
      }),
    );
    pageServer = createBrandServer({ dir, apiOrigin: 'http://localhost:4000' });
    await new Promise((r) => pageServer.listen(0, '127.0.0.1', r));
    pageBase = `http://127.0.0.1:${pageServer.address().port}`;
  });
  afterAll(() => pageServer.close());

  it("answers each address with its own page, a route's other addresses with its stand-in", async () => {
    const body = async (path) => {
      const res = await fetch(pageBase + path);
      return `${res.status} ${/<div id="root">([^<]*)</.exec(await res.text())?.[1]}`;
    };
    expect(await body('/')).toBe('200 home');
    expect(await body('/en')).toBe('200 home in English');
    expect(await body('/list/slot')).toBe('200 slots');
    expect(await body('/list/slot/')).toBe('200 slots');
    expect(await body('/en/list/slot')).toBe('200 slots in English');
    expect(await body('/list/casino')).toBe('200 a list');
    // No stand-in for the English list: the English page of the language.
    expect(await body('/en/list/casino')).toBe('200 home in English');
    expect(await body('/nope')).toBe('404 not found');
    expect(await body('/en/nope')).toBe('404 not found in English');
    // Page files are not pages of their own.
    expect(await body('/list/slot/index.html')).toBe('404 not found');
    expect(await body('/_shell/th/list-id.html')).toBe('404 not found');
  });
});
