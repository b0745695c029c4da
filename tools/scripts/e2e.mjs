#!/usr/bin/env node
/** Runs each brand's Playwright suite in turn (two cores: one browser suite at a time). Brands are found under apps/. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const only = process.argv.slice(2);
const brands = readdirSync(join(root, 'apps')).filter((id) => existsSync(join(root, 'apps', id, 'playwright.config.ts')) && (!only.length || only.includes(id)));
let failed = false;
for (const id of brands) {
  console.log(`\n── e2e ${id}`);
  const run = spawnSync('npx', ['playwright', 'test', '-c', join('apps', id, 'playwright.config.ts')], { cwd: root, stdio: 'inherit', env: process.env });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
