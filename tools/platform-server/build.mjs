#!/usr/bin/env node
/**
 * `npm run build -w @lobby/platform-server`: the server as one folder that runs with plain `node`, no workspace and
 * no TypeScript loader:
 *
 *   dist/tools/platform-server/
 *     server.mjs       src/main.ts and everything it imports (Fastify, GraphQL, pg, zod, @lobby/contract), bundled
 *     migrations/      the SQL migrations, read at start (src/db/migrate.ts looks next to the code)
 *     schema.graphql   the GraphQL schema (src/games/graphql.ts looks next to the code first)
 *     node_modules/    what cannot be bundled: @node-rs/argon2 (a native addon) and PGlite (WebAssembly + data files)
 *
 * Run it: `DATABASE_URL=postgres://… BRAND_GROUPS=group.json node dist/tools/platform-server/server.mjs` (see
 * docs/serving.md). esbuild comes with the workspace (tsx and Vite use it).
 */
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const out = join(root, 'dist/tools/platform-server');
const modules = join(root, 'node_modules');
/** Packages that stay files: a native addon and its build for this machine, and PGlite's WebAssembly. */
const kept = [
  '@electric-sql/pglite',
  ...readdirSync(join(modules, '@node-rs'))
    .filter((name) => name === 'argon2' || name.startsWith('argon2-'))
    .map((name) => `@node-rs/${name}`),
];

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(out, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // tsx loads a brand's brand.config.ts when BRAND_GROUPS names a workspace brand folder (a release's group.json: no).
  external: [...kept, 'tsx', 'tsx/*', 'pg-native'],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as lobbyRequire } from 'node:module'; const require = lobbyRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(join(here, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
cpSync(join(root, 'libs/api-client/src/schema.graphql'), join(out, 'schema.graphql'));
for (const name of kept) {
  const from = join(modules, name);
  if (!existsSync(from)) continue;
  mkdirSync(dirname(join(out, 'node_modules', name)), { recursive: true });
  cpSync(from, join(out, 'node_modules', name), { recursive: true, dereference: true });
}
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type: 'module', main: 'server.mjs' }, null, 2)}\n`);
console.log(`platform server bundle: ${out}/server.mjs (+ migrations, schema.graphql, ${kept.join(', ')})`);
