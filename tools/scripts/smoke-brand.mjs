#!/usr/bin/env node
/**
 * Proof that a generated brand works with no edit besides the generator's (issue 16): in a copy of the workspace
 * (tools/scripts/workspace-copy.mjs) it runs `npm run new-brand` for a third brand, builds only that brand with Nx,
 * starts the sandbox platform server with BRAND_GROUPS=<copy>/apps, serves the build, and runs the shared smoke
 * (tools/e2e/smoke: home shows games, register with the OTP, deposit by QR, play a round) against it. Ports are
 * picked free, so other suites' ports (5100, 5200…) are never touched. `npm test` runs it; --keep leaves the copy.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyWorkspace, freePort, workspaceRoot } from './workspace-copy.mjs';

const brand = {
  id: 'third-star',
  name: 'Third Star',
  th: 'เทิร์ดสตาร์',
  group: 'TRD01',
  bg: '#1b1030',
  accent: '#35d0ba',
};
const keep = process.argv.includes('--keep');
const started = Date.now();
const say = (text) => console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

async function startPlatform(copy, port, webOrigin) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: join(copy, '.data'),
    CORS_ORIGINS: webOrigin,
    LOG_LEVEL: 'warn',
    SANDBOX: 'on',
    // Every brand of the copy's apps/, the generated one included: what `npm start` passes.
    BRAND_GROUPS: join(copy, 'apps'),
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/platform-server/src/main.ts'], {
    cwd: copy,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('the platform server exited during start-up');
    if (output.includes('Lobby platform server on')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!(await fetch(`http://localhost:${port}/health`)).ok) throw new Error('the platform server is not healthy');
  const demo = `demo member of ${brand.id} (${brand.group})`;
  if (!output.includes(demo)) throw new Error(`the platform server did not print "${demo}"`);
  return server;
}

const copy = mkdtempSync(join(tmpdir(), 'lobby-third-brand-'));
let server;
let failed = false;
try {
  say(`copying the workspace to ${copy}`);
  copyWorkspace(copy);
  const env = { ...process.env, NX_DAEMON: 'false' };
  say(`generating ${brand.id}`);
  run('npm', ['run', 'new-brand', '--', ...Object.entries(brand).flatMap(([k, v]) => [`--${k}`, v])], {
    cwd: copy,
    env: { ...env, npm_config_update_notifier: 'false' },
  });
  say(`building only @lobby/${brand.id}`);
  run('npx', ['nx', 'run', `@lobby/${brand.id}:build`, '--outputStyle=static'], { cwd: copy, env });
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiURL = `http://localhost:${apiPort}`;
  say(`starting the platform server on ${apiPort}`);
  server = await startPlatform(copy, apiPort, `http://localhost:${webPort}`);
  say(`smoke against the build on ${webPort}`);
  run('npx', ['playwright', 'test', '-c', 'tools/e2e/smoke.config.ts'], {
    cwd: copy,
    env: {
      ...env,
      LOBBY_SMOKE_BRAND: brand.id,
      LOBBY_SMOKE_PORT: String(webPort),
      LOBBY_E2E_API: apiURL,
      LOBBY_SMOKE_ARTIFACTS: join(workspaceRoot, 'dist/e2e-artifacts/smoke-third-brand'),
    },
  });
  say('passed');
} catch (error) {
  console.error(`[smoke] ${error.message}`);
  failed = true;
} finally {
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (keep) say(`kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
