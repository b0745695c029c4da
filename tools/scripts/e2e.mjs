#!/usr/bin/env node
/**
 * The Playwright suites against each brand's production build and a fresh platform server with seeded demo data
 * (port 5100, short access-token lifetime so refresh is exercised for real), in one Playwright run
 * (tools/e2e/suite.config.ts; two cores: one browser suite at a time):
 *   node tools/scripts/e2e.mjs                 the reference brand whole, every other brand its @brand tests (npm test)
 *   node tools/scripts/e2e.mjs lotus-play …    those brands whole (QA's per-brand suite)
 *   node tools/scripts/e2e.mjs --all-brands    every brand whole (npm run test:all-brands)
 * E2E_GREP=session runs only the matching tests; E2E_REPEAT=5 runs each five times (hunting a flaky one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSandboxPlatform } from './platform.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const brands = readdirSync(join(root, 'apps')).filter((id) =>
  existsSync(join(root, 'apps', id, 'playwright.config.ts')),
);
const named = args.includes('--all-brands') ? ['all'] : args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((id) => id !== 'all' && !brands.includes(id));
if (unknown.length > 0) {
  console.error(`not a brand under apps/: ${unknown.join(', ')} (brands: ${brands.join(', ')})`);
  process.exit(2);
}
const apiPort = Number(process.env.E2E_API_PORT ?? 5100);
// Short enough that the suite meets expired tokens for real (session.spec waits it out), long enough that a loaded
// machine logs in and opens a second tab before the first expiry.
const accessTokenTtl = process.env.E2E_ACCESS_TOKEN_TTL ?? '20';
const apiUrl = `http://localhost:${apiPort}`;
const origins = brands.map((id) => {
  const { port } = JSON.parse(readFileSync(join(root, 'apps', id, 'package.json'), 'utf8')).lobby;
  return `http://localhost:${Number(port) + 1000}`;
});

let platform;
async function startServer() {
  if (!existsSync(join(root, 'tools/platform-server/package.json'))) return;
  platform = await startSandboxPlatform({
    port: apiPort,
    origins,
    env: {
      ACCESS_TOKEN_TTL: accessTokenTtl,
      // The login ladder's wait after 3 wrong passwords, short so a suite can walk the ladder to the lock.
      LOGIN_WAIT_SECONDS: '3',
    },
  });
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

let failed = false;
try {
  await startServer();
  if (platform) await clearSeededNotices();
  const grep = process.env.E2E_GREP ? ['-g', process.env.E2E_GREP] : [];
  if (process.env.E2E_REPEAT) grep.push('--repeat-each', process.env.E2E_REPEAT);
  // Then the tests that flip a brand-wide switch (@exclusive), alone; a grep may leave either pass nothing to run.
  for (const exclusive of ['0', '1']) {
    const run = spawnSync(
      'npx',
      ['playwright', 'test', '-c', 'tools/e2e/suite.config.ts', '--pass-with-no-tests', ...grep],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          LOBBY_E2E_API: apiUrl,
          E2E_ACCESS_TOKEN_TTL: accessTokenTtl,
          LOBBY_E2E_EXCLUSIVE: exclusive,
          LOBBY_E2E_BRANDS: named.join(','),
        },
      },
    );
    if (run.status !== 0) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  platform?.stop();
}
process.exit(failed ? 1 : 0);
