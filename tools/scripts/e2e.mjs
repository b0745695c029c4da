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
    CORS_ORIGINS: origins.join(','),
    LOG_LEVEL: 'warn',
    // The suites drive real flows through the sandbox (OTP inbox, payer, withdrawal approval, demo members).
    SANDBOX: 'on',
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
  for (const id of brands) {
    console.log(`\n── e2e ${id}`);
    // E2E_GREP=session runs only the matching tests.
    const grep = process.env.E2E_GREP ? ['-g', process.env.E2E_GREP] : [];
    const run = spawnSync('npx', ['playwright', 'test', '-c', join('apps', id, 'playwright.config.ts'), ...grep], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, LOBBY_E2E_API: apiUrl },
    });
    if (run.status !== 0) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  stopServer();
}
process.exit(failed ? 1 : 0);
