/**
 * A brand shipped on its own (issue 16): the nakhon-gold release folder served by Debian's stock nginx answers as
 * tools/serve does, and the platform server's bundle runs with plain node on the release's group.json. Needs the
 * nakhon-gold build and the server bundle: `npx nx run @lobby/scripts:test-release` builds both first.
 */
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandServer } from '@lobby/serve';
import { securityHeaders } from '@lobby/serve/headers';
import { release } from './release.mjs';
import { freePort } from './workspace-copy.mjs';

const root = resolve(import.meta.dirname, '../..');
const api = 'http://localhost:4000';
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
if (!nginx) console.warn('nginx is not installed here: the nginx test is skipped (apt-get install nginx; CI has it)');

const scratch = mkdtempSync(join(tmpdir(), 'lobby-release-'));
// nginx's workers run as another user: they must be able to read the release.
chmodSync(scratch, 0o755);
let folder;
let nginxPort;

beforeAll(async () => {
  nginxPort = await freePort();
  folder = release({ brand: 'nakhon-gold', api, listen: String(nginxPort), out: join(scratch, 'release') });
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An address a route pattern of routes.json answers: its parameters filled in with `sample`. */
function samplePath(pattern) {
  const path = pattern
    .slice(1, -1)
    .replace(/\/\?$/, '')
    .replace(/\(\?:\/\[\^\/\]\+\)\?/g, '/sample')
    .replace(/\[\^\/\]\+/g, 'sample')
    .replace(/\\(.)/g, '$1');
  return path || '/';
}

describe('the release folder', () => {
  it('holds the site pointed at its API, its routes, the composed group, nginx.conf and DEPLOY.md', () => {
    expect(readdirSync(folder).sort()).toEqual(['DEPLOY.md', 'group.json', 'nginx.conf', 'routes.json', 'site']);
    const routes = JSON.parse(readFileSync(join(folder, 'routes.json'), 'utf8'));
    expect(routes).toEqual(JSON.parse(readFileSync(join(folder, 'site/routes.json'), 'utf8')));
    expect(readFileSync(join(folder, 'site/index.html'), 'utf8')).toContain(
      `<meta name="lobby-api-url" content="${api}"`,
    );
    // The identity is in the file: the platform applies it with no brand.config.ts beside it.
    const group = JSON.parse(readFileSync(join(folder, 'group.json'), 'utf8'));
    expect(group).toMatchObject({ id: 'NKG01', brand: 'nakhon-gold', name: { en: 'Nakhon Gold' }, minAge: 20 });
    expect(group.channels.length).toBeGreaterThan(0);
    const guide = readFileSync(join(folder, 'DEPLOY.md'), 'utf8');
    expect(guide).toContain('# Deploying Nakhon Gold (nakhon-gold)');
    expect(guide).toContain('BRAND_GROUPS=/srv/lobby/nakhon-gold/group.json');
  });

  it('refuses a brand that is not there, or one without a build', () => {
    expect(() => release({ brand: 'no-such-brand', out: join(scratch, 'x') })).toThrow(/not a brand under apps/);
  });
});

describe.skipIf(!nginx)('the release served by stock nginx', () => {
  let nginxProcess;
  let serve;
  let nginxBase;
  let serveBase;
  let nginxOutput = '';

  beforeAll(async () => {
    const prefix = mkdtempSync(join(scratch, 'nginx-'));
    // As a deployment would run it, in the foreground; -e: no compiled-in log path to open before the config is read.
    const args = ['-c', join(folder, 'nginx.conf'), '-p', prefix, '-e', 'stderr', '-g', 'daemon off;'];
    nginxProcess = spawn(nginx, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginxProcess.stderr.on('data', (chunk) => (nginxOutput += chunk));
    nginxBase = `http://127.0.0.1:${nginxPort}`;
    // tools/serve on the same folder, for the answers nginx must match.
    serve = createBrandServer({ dir: join(folder, 'site'), apiOrigin: api });
    await new Promise((r) => serve.listen(0, '127.0.0.1', r));
    serveBase = `http://127.0.0.1:${serve.address().port}`;
    for (let i = 0; i < 50; i++) {
      if (nginxProcess.exitCode !== null) throw new Error(`nginx exited: ${nginxOutput}`);
      try {
        await fetch(nginxBase);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`nginx did not answer: ${nginxOutput}`);
  }, 30_000);

  afterAll(async () => {
    serve?.close();
    if (nginxProcess?.exitCode === null) {
      nginxProcess.kill('SIGTERM');
      await new Promise((r) => nginxProcess.once('exit', r));
    }
  });

  const both = async (path) => {
    const [fromNginx, fromServe] = await Promise.all([fetch(nginxBase + path), fetch(serveBase + path)]);
    return { nginx: fromNginx, serve: fromServe, nginxBody: await fromNginx.text(), serveBody: await fromServe.text() };
  };

  it('answers every route of routes.json with 200 and the page tools/serve answers', async () => {
    const { patterns } = JSON.parse(readFileSync(join(folder, 'routes.json'), 'utf8'));
    expect(patterns.length).toBeGreaterThan(30);
    for (const pattern of patterns) {
      const path = samplePath(pattern);
      expect(new RegExp(pattern).test(path), `${path} for ${pattern}`).toBe(true);
      for (const address of path === '/' ? [path] : [path, `${path}/`]) {
        const answer = await both(address);
        expect(answer.nginx.status, address).toBe(200);
        expect(answer.nginx.headers.get('content-type'), address).toBe('text/html; charset=utf-8');
        expect(answer.nginxBody, address).toBe(answer.serveBody);
      }
    }
  });

  it('answers unknown paths with 404 and the not-found page, in English under /en', async () => {
    const unknown = [
      '/no-such-page',
      '/list/slot/extra',
      '/index.html',
      '/login/index.html',
      '/_shell/',
      '/_render/pages.json',
      '/EN/',
    ];
    for (const path of [...unknown, '/en/no-such-page', '/en/index.html']) {
      const answer = await both(path);
      expect([answer.nginx.status, answer.serve.status], path).toEqual([404, 404]);
      expect(answer.nginxBody, path).toBe(answer.serveBody);
    }
    expect((await both('/no-such-page')).nginxBody).toContain('ไม่พบหน้าที่คุณต้องการ');
    expect((await both('/en/no-such-page')).nginxBody).toContain('This page could not be found');
  });

  it('sends the headers of tools/serve on pages, files, hashed assets and 404s', async () => {
    const asset = readdirSync(join(folder, 'site/assets')).find((name) => name.endsWith('.js'));
    const paths = ['/', '/en/login', '/game/sample', '/brand/logo.svg', `/assets/${asset}`, '/no-such-page'];
    // The service worker and the web app manifests revalidate, like pages (where the build has them).
    for (const file of ['sw.js', 'manifest.webmanifest', 'en/manifest.webmanifest'])
      if (existsSync(join(folder, 'site', file))) paths.push(`/${file}`);
    const names = [...Object.keys(securityHeaders(api)), 'Cache-Control', 'Content-Type'].map((n) => n.toLowerCase());
    for (const path of paths) {
      const answer = await both(path);
      expect(answer.nginx.status, path).toBe(answer.serve.status);
      for (const name of names)
        expect(`${path} ${name}: ${answer.nginx.headers.get(name)}`).toBe(
          `${path} ${name}: ${answer.serve.headers.get(name)}`,
        );
    }
    const immutable = await fetch(`${nginxBase}/assets/${asset}`);
    expect(immutable.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

/** A database of its own on the test PostgreSQL, dropped afterwards; undefined where none answers. */
async function scratchDatabase() {
  const adminUrl =
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `lobby_bundle_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('the platform server bundle', () => {
  it('runs with plain node away from the workspace, on the release group.json: health, games and a login', async () => {
    const built = join(root, 'dist/tools/platform-server');
    expect(existsSync(join(built, 'server.mjs')), 'npm run build -w @lobby/platform-server first').toBe(true);
    // Copied out of the workspace: no node_modules, sources or schema to fall back on.
    const bundle = join(scratch, 'platform-server');
    cpSync(built, bundle, { recursive: true });
    const database = await scratchDatabase();
    if (!database) console.warn('no PostgreSQL on 127.0.0.1:5432: the bundle runs on PGlite instead');
    const port = await freePort();
    const env = {
      PATH: process.env.PATH,
      PORT: String(port),
      SANDBOX: 'on',
      LOG_LEVEL: 'warn',
      BRAND_GROUPS: join(folder, 'group.json'),
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: join(scratch, 'data') }),
    };
    const server = spawn(process.execPath, ['server.mjs'], { cwd: bundle, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;
    const post = async (path, body) =>
      (
        await fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    try {
      for (let i = 0; i < 240 && !output.includes('Lobby platform server on'); i++) {
        if (server.exitCode !== null) throw new Error(output);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(output).toContain('brands: nakhon-gold (NKG01)');
      expect(output).toContain(`database: ${database ? 'postgres' : 'pglite'}`);
      expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ code: 0 });
      const login = await post('/api/v1/member/login', { username: 'demo01', password: 'demo1234', groupID: 'NKG01' });
      expect(login).toMatchObject({ code: 0 });
      expect(login.access_token).toBeTruthy();
      const games = await post('/graphql', { query: '{ lists(groupID: "NKG01", limit: 3) { code } }' });
      expect(games.data.lists).toHaveLength(3);
    } finally {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      await database?.drop();
    }
  }, 180_000);
});

// Debian's nginx must be installed where CI runs (.ci/run installs it): a skip there would hide a broken config.
it.runIf(process.env.CI)('CI has nginx', () => {
  expect(nginx, 'CI must install nginx (.ci/run)').toBeTruthy();
});
