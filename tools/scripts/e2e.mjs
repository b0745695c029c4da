#!/usr/bin/env node
/**
 * Runs each brand's Playwright suite in turn (two cores: one browser suite at a time) against a fresh platform
 * server with seeded demo data (port 5100, short access-token lifetime so refresh is exercised for real).
 * Brands are found under apps/; pass brand ids to run only those.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const only = process.argv.slice(2);
const brands = readdirSync(join(root, 'apps')).filter(
  (id) => existsSync(join(root, 'apps', id, 'playwright.config.ts')) && (!only.length || only.includes(id)),
);
const apiPort = Number(process.env.E2E_API_PORT ?? 5100);
const apiUrl = `http://localhost:${apiPort}`;
const origins = brands.map((id) => {
  const { port } = JSON.parse(readFileSync(join(root, 'apps', id, 'package.json'), 'utf8')).lobby;
  return `http://localhost:${Number(port) + 1000}`;
});

let server;
let dataDir;
async function startServer() {
  if (!existsSync(join(root, 'tools/platform-server/package.json'))) return;
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
  const env = {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '8',
    // The login ladder's wait after 3 wrong passwords, short so a suite can walk the ladder to the lock.
    LOGIN_WAIT_SECONDS: '3',
    CORS_ORIGINS: origins.join(','),
    LOG_LEVEL: 'warn',
    // The suites drive real flows through the sandbox (OTP inbox, payer, withdrawal approval, demo members).
    SANDBOX: 'on',
    // Every brand under apps/ gets its group (games, channels, promotions, demo members), as `group apply` would.
    BRAND_GROUPS: 'apps',
  };
  delete env.DATABASE_URL;
  // One node process in its own group, so stopping it leaves nothing behind holding the terminal.
  server = spawn(process.execPath, ['--import', 'tsx', 'tools/platform-server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${apiUrl}/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) throw new Error('platform server exited during start-up');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('platform server did not start within 60 s');
}

/**
 * The seed's notices would greet every member the suites log in; the notices spec publishes its own, aimed at its
 * own members' bank group. Clear the board once, through the admin door as the operator would.
 */
async function clearSeededNotices() {
  const response = await fetch(`${apiUrl}/admin/command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ args: ['notice', 'remove', 'all'] }),
  });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`could not clear the seeded notices: ${answer.message}`);
}

function stopServer() {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

let failed = false;
try {
  await startServer();
  if (server) await clearSeededNotices();
  for (const id of brands) {
    console.log(`\n── e2e ${id}`);
    // E2E_GREP=session runs only the matching tests.
    const grep = process.env.E2E_GREP ? ['-g', process.env.E2E_GREP] : [];
    // E2E_REPEAT=5 runs each test five times (hunting a flaky one).
    if (process.env.E2E_REPEAT) grep.push('--repeat-each', process.env.E2E_REPEAT);
    // Then the tests that flip a brand-wide switch (@exclusive), alone; a grep may leave either pass nothing to run.
    for (const exclusive of ['0', '1']) {
      const config = join('apps', id, 'playwright.config.ts');
      const run = spawnSync('npx', ['playwright', 'test', '-c', config, '--pass-with-no-tests', ...grep], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, LOBBY_E2E_API: apiUrl, LOBBY_E2E_EXCLUSIVE: exclusive },
      });
      if (run.status !== 0) failed = true;
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
