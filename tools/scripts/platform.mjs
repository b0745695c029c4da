import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * A throwaway platform server for a suite or a benchmark: sandbox on, every brand under apps/ seeded (as `npm start`
 * does), an empty embedded database in a temporary folder (never the caller's DATABASE_URL), and its own process
 * group, so `stop()` leaves nothing behind holding the terminal. Resolves once /health answers.
 */
export async function startSandboxPlatform({ port, origins, env: extra = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-platform-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    CORS_ORIGINS: origins.join(','),
    LOG_LEVEL: 'warn',
    SANDBOX: 'on',
    BRAND_GROUPS: 'apps',
    ...extra,
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'tools/platform-server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        server.kill('SIGTERM');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    if (server.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(
    server.exitCode !== null ? 'platform server exited during start-up' : 'platform server did not start within 60 s',
  );
}
