#!/usr/bin/env node
/**
 * Fails when the checked-in GraphQL types differ from what `npm run codegen` makes of the schema and operations.
 * It generates in memory and compares with the files on disk: it writes nothing, so it works in a dirty tree and
 * beside an edit in progress (no `git status` involved).
 */
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const { config } = await loadCodegenConfig({ configFilePath: join(root, 'codegen.ts') });
const outputs = await generate({ ...config, cwd: root, silent: true }, false);

const stale = [];
const expected = new Set();
for (const { filename, content } of outputs) {
  const path = resolve(root, filename);
  expected.add(path);
  if (!existsSync(path)) stale.push(`missing ${relative(root, path)}`);
  else if (readFileSync(path, 'utf8') !== content) stale.push(`differs ${relative(root, path)}`);
}
// A file codegen no longer writes (an operation removed) is stale too.
for (const target of Object.keys(config.generates)) {
  const dir = resolve(root, target);
  if (!existsSync(dir) || !target.endsWith('/')) continue;
  for (const file of readdirSync(dir))
    if (!expected.has(join(dir, file))) stale.push(`left over ${relative(root, join(dir, file))}`);
}
if (stale.length > 0) {
  console.error(
    `Generated GraphQL types are out of date — run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('GraphQL types are up to date.');
