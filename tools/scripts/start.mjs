#!/usr/bin/env node
/**
 * `npm start`: builds every brand (cached by Nx), starts the platform server with seeded demo data when it exists,
 * and serves each brand on its port (nakhon-gold 4200, lotus-play 4201; override with NAKHON_GOLD_PORT=…).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiOrigin = process.env.API_ORIGIN ?? `http://localhost:${apiPort}`;
const brands = readdirSync(join(root, 'apps'))
  .filter((id) => existsSync(join(root, 'apps', id, 'src/brand.config.ts')))
  .map((id) => {
    const port = Number(
      process.env[`${id.toUpperCase().replace(/-/g, '_')}_PORT`] ??
        JSON.parse(readFileSync(join(root, 'apps', id, 'package.json'), 'utf8')).lobby?.port,
    );
    return { id, port };
  });

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--projects=tag:type:app', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', VITE_API_URL: apiOrigin },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
const run = (label, command, args, env = {}) => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.error(`${label} stopped (${code}); stopping everything.`);
    shutdown(code ?? 1);
  });
  children.push(child);
};
function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (existsSync(join(root, 'tools/platform-server/package.json'))) {
  const origins = brands.map(({ port }) => `http://localhost:${port}`).join(',');
  run('platform server', process.execPath, ['--import', 'tsx', 'tools/platform-server/src/main.ts'], {
    PORT: String(apiPort),
    CORS_ORIGINS: origins,
    // The demo members, the OTP inbox, the payer and the sandbox slot: a server without it is a production one.
    SANDBOX: 'on',
    // Every brand under apps/ gets its group (games, channels, promotions, demo members), as `group apply` would.
    BRAND_GROUPS: 'apps',
  });
}
console.log('\nLobby is starting:');
for (const { id, port } of brands) {
  run(id, 'node', ['tools/serve/serve.mjs', '--dir', `dist/apps/${id}`, '--port', String(port), '--api', apiOrigin]);
}
