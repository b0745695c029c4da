import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandServer } from './serve.mjs';

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

  it('answers unknown paths with the app (its 404 page) and HTTP 404', async () => {
    const res = await fetch(`${base}/no/such/page`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('id="root"');
  });

  it('sends a strict CSP and the other security headers', async () => {
    const res = await fetch(base + '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
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
