import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy, resolveConfig } from '../src/config.ts';
import { resolveSecrets } from '../src/secrets.ts';
import { call, get, post, testServer } from './helpers.ts';

const SERVER_DIR = new URL('..', import.meta.url).pathname;
const SECRETS = {
  TOKEN_SECRET: 't'.repeat(32),
  GATEWAY_SECRET: 'g'.repeat(32),
  PROVIDER_SECRET: 'p'.repeat(32),
  ADMIN_TOKEN: 'a'.repeat(32),
};
const SECRET_NAMES = Object.keys(SECRETS);

const savedEnv = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('sandbox is opt-in', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['false', false],
    ['0', false],
    ['on', true],
    ['true', true],
    ['1', true],
  ])('SANDBOX=%s → sandbox %s', (value, expected) => {
    delete process.env.NODE_ENV;
    if (value === undefined) delete process.env.SANDBOX;
    else process.env.SANDBOX = value;
    expect(resolveConfig({}).sandbox).toBe(expected);
  });

  it('refuses a word it does not know, and the sandbox under NODE_ENV=production', () => {
    process.env.SANDBOX = 'yes please';
    expect(problemsOf(() => resolveConfig({}))).toEqual([expect.stringContaining('SANDBOX must be on or off')]);
    process.env.SANDBOX = 'on';
    process.env.NODE_ENV = 'production';
    expect(problemsOf(() => resolveConfig({}))).toEqual([expect.stringContaining('SANDBOX is on under NODE_ENV')]);
    expect(problemsOf(() => resolveConfig({ sandbox: true }))).toHaveLength(1);
  });
});

describe('secrets', () => {
  it('production without secrets names every missing one', () => {
    for (const name of SECRET_NAMES) delete process.env[name];
    const problems = problemsOf(() => resolveSecrets({}, true));
    expect(problems).toHaveLength(1);
    for (const name of SECRET_NAMES) expect(problems[0]).toContain(name);
  });

  it('production refuses short secrets and secrets that are the same', () => {
    Object.assign(process.env, SECRETS, { GATEWAY_SECRET: 'short', PROVIDER_SECRET: SECRETS.TOKEN_SECRET });
    expect(problemsOf(() => resolveSecrets({}, true))).toEqual([
      'GATEWAY_SECRET is 5 bytes: it needs at least 32',
      'TOKEN_SECRET and PROVIDER_SECRET must be independent secrets',
    ]);
  });

  it('production with four independent secrets takes them as given', () => {
    Object.assign(process.env, SECRETS);
    expect(resolveSecrets({}, true)).toEqual({
      token: SECRETS.TOKEN_SECRET,
      gateway: SECRETS.GATEWAY_SECRET,
      provider: SECRETS.PROVIDER_SECRET,
      admin: SECRETS.ADMIN_TOKEN,
      generated: [],
    });
  });

  it('outside production generates missing keys in memory, different each time and from each other', () => {
    for (const name of SECRET_NAMES) delete process.env[name];
    const a = resolveSecrets({}, false);
    const b = resolveSecrets({}, false);
    expect(a.generated).toEqual(['TOKEN_SECRET', 'GATEWAY_SECRET', 'PROVIDER_SECRET']);
    expect(a.admin).toBeUndefined();
    expect(new Set([a.token, a.gateway, a.provider, b.token]).size).toBe(4);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
  });

  it('keeps nothing secret in the database', async () => {
    const t = await testServer();
    try {
      const rows = await t.db.query(`SELECT key FROM settings WHERE key LIKE '%secret%' OR key LIKE '%token%'`);
      expect(rows).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or addresses, never "trust everyone"', () => {
    const problems: string[] = [];
    expect(parseTrustProxy('2', problems)).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16', problems)).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(parseTrustProxy('', problems)).toBe(false);
    expect(problems).toEqual([]);
    expect(parseTrustProxy('true', problems)).toBe(false);
    expect(problems).toEqual([expect.stringContaining('TRUST_PROXY takes a hop count')]);
  });
});

describe('the admin endpoint', () => {
  it('needs the token off the sandbox; any bytes in the header answer 401, never 500', async () => {
    const t = await testServer({ sandbox: false, adminToken: SECRETS.ADMIN_TOKEN });
    try {
      const command = (headers: Record<string, string>) =>
        call(t.app, 'POST', '/admin/command', { body: { args: ['status'] }, headers });
      for (const token of [undefined, '', 'x', 'ü'.repeat(16), 'a'.repeat(31), `${SECRETS.ADMIN_TOKEN}a`]) {
        const res = await command(token === undefined ? {} : { 'x-admin-token': token });
        expect([res.status, res.body.code]).toEqual([401, 7002]);
      }
      const allowed = await command({ 'x-admin-token': SECRETS.ADMIN_TOKEN });
      expect([allowed.status, allowed.body.code]).toEqual([200, 0]);
    } finally {
      await t.close();
    }
  });

  it('without a token only a sandbox server on loopback answers', async () => {
    const off = await testServer({ sandbox: false });
    const on = await testServer({ sandbox: true });
    try {
      // inject() comes from 127.0.0.1.
      const res = (app: typeof off.app) => call(app, 'POST', '/admin/command', { body: { args: ['status'] } });
      expect((await res(off.app)).status).toBe(401);
      expect((await res(on.app)).body.code).toBe(0);
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });
});

describe('sandbox off in process', () => {
  it('has no sandbox slot, no payer and no LINE consent', async () => {
    const t = await testServer({ sandbox: false });
    try {
      for (const url of ['/sandbox/otp?phone=0811111101', '/play/api/paytable', '/play/sandbox-slot?ticket=x'])
        expect((await get(t.app, url)).status).toBe(404);
      expect((await post(t.app, '/play/api/spin', { ticket: 'x', bet: 1 })).status).toBe(404);
      expect((await post(t.app, '/sandbox/transfers', {})).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

const portsGiven = new Set<number>();
/** A port nothing listens on, never the same twice: the servers below start at the same time. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  if (portsGiven.has(port)) return freePort();
  portsGiven.add(port);
  return port;
}

/** Runs `npm start`'s entry point (src/main.ts) with only the given environment on top of PATH and HOME. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  let onOutput = () => {};
  child.stdout.on('data', (d) => {
    output += String(d);
    onOutput();
  });
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  /** Resolves once the server says it listens; rejects with its output if it exits first or takes over 80 s. */
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not listening after 80 s:\n${output}`)), 80_000);
    onOutput = () => {
      if (!output.includes('Lobby platform server on')) return;
      clearTimeout(timer);
      resolve();
    };
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  // A test that fails before awaiting it must not leave an unhandled rejection behind.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

// The processes below start at the same time (each pays for tsx and, when it starts, a fresh PGlite): a wait that was
// ~25 s one after another on two cores is the slowest of them.
const spawned = { concurrent: true, timeout: 120_000 };

// A real process with a fresh file-backed PGlite: the same on both suites, so it runs on the PGlite one only.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a server started with no flags', spawned, () => {
  it('under NODE_ENV=production without secrets exits non-zero naming them', async () => {
    const run = startMain({ NODE_ENV: 'production', TOKEN_SECRET: 'too-short' });
    expect(await run.exited).toBe(1);
    for (const name of ['GATEWAY_SECRET', 'PROVIDER_SECRET', 'ADMIN_TOKEN']) expect(run.output()).toContain(name);
    expect(run.output()).toContain('TOKEN_SECRET is 9 bytes');
  });

  it('under NODE_ENV=production refuses SANDBOX=on even with every secret', async () => {
    const run = startMain({ NODE_ENV: 'production', SANDBOX: 'on', ...SECRETS });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SANDBOX is on under NODE_ENV=production');
  });

  it('with secrets: no sandbox, no /play, no demo members', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lobby-prod-'));
    const port = await freePort();
    const run = startMain({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...SECRETS });
    try {
      const base = `http://127.0.0.1:${port}`;
      await run.listening;
      expect(run.output()).toContain('sandbox: off');
      expect(run.output()).not.toContain('demo01');
      const fetchJson = async (path: string, init?: RequestInit) => {
        const res = await fetch(`${base}${path}`, init);
        return { status: res.status, body: (await res.json()) as { code: number } };
      };
      expect((await fetchJson('/health')).body.code).toBe(0);
      for (const path of ['/sandbox/otp?phone=0811111101', '/play/sandbox-slot?ticket=x', '/play/api/paytable'])
        expect((await fetchJson(path)).status).toBe(404);
      const login = await fetchJson('/api/v1/member/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
      });
      expect(login.body.code).toBe(5000);
      const admin = await fetchJson('/admin/command', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ args: ['status'] }),
      });
      expect(admin.status).toBe(401);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// What `npm start` and the e2e runner do: a sandbox server that applies every brand under apps/ (BRAND_GROUPS=apps).
describe.skipIf(Boolean(process.env.DATABASE_URL))('a sandbox server started with BRAND_GROUPS', spawned, () => {
  it("applies every brand of the folder: each demo member logs in through its own brand's site", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lobby-groups-'));
    const port = await freePort();
    const run = startMain({
      SANDBOX: 'on',
      BRAND_GROUPS: join(SERVER_DIR, '../../apps'),
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    try {
      await run.listening;
      const brands = /brands: (.*)/.exec(run.output())?.[1] ?? '';
      expect(brands).toContain('nakhon-gold (NKG01)');
      expect(brands).toContain('lotus-play (LTP01)');
      // Who can log in where, from each brand's group.json; a locked demo member is not offered.
      expect(run.output()).toContain('demo member of nakhon-gold (NKG01): demo01 / demo1234');
      expect(run.output()).toContain('demo member of lotus-play (LTP01): demo02 / demo1234');
      expect(run.output()).not.toContain('lockedupline /');
      const login = async (username: string, groupID: string) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/member/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'demo1234', groupID }),
        });
        return ((await res.json()) as { code: number }).code;
      };
      expect([await login('demo01', 'NKG01'), await login('demo02', 'LTP01')]).toEqual([0, 0]);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('exits non-zero naming a BRAND_GROUPS path that holds no brand', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lobby-groups-'));
    try {
      const run = startMain({ SANDBOX: 'on', BRAND_GROUPS: join(dataDir, 'nowhere'), DATA_DIR: dataDir });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('nowhere: no such file or folder');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
