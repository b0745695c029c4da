#!/usr/bin/env node
/** Fails when the checked-in GraphQL types differ from what `npm run codegen` makes of the schema and operations. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { cwd: root, stdio: 'inherit' });
const changed = execFileSync('git', ['status', '--porcelain', '--', 'libs/api-client/src/gql'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
if (changed) {
  console.error(`Generated GraphQL types are out of date — run \`npm run codegen\` and commit:\n${changed}`);
  process.exit(1);
}
console.log('GraphQL types are up to date.');
