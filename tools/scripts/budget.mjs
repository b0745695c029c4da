#!/usr/bin/env node
/**
 * Bundle budgets per brand build (gzip): JavaScript loaded by `/` (entry + modulepreloads) ≤ 250 KB,
 * every lazily loaded route chunk (a page module the router loads: `*Page.tsx`, `*Pages.ts`) ≤ 40 KB. Lazy library
 * chunks (Apollo …) are reported too. Prints the figures; exits 1 when a budget is broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const budgets = { initialJs: 250 * KB, lazyChunk: 40 * KB };

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function measure(buildDir) {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const initial = [
    ...html.matchAll(
      /<script[^>]+type="module"[^>]+src="\/([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g,
    ),
  ].map((m) => m[1] ?? m[2]);
  const initialCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  const allJs = readdirSync(join(buildDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const manifest = JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8'));
  const routeFiles = new Set(
    Object.values(manifest)
      .filter((e) => e.isDynamicEntry && /Pages?\.tsx?$/.test(e.src ?? ''))
      .map((e) => e.file),
  );
  const lazy = allJs
    .filter((f) => !initial.includes(f))
    .map((f) => ({ file: f, gzip: gz(join(buildDir, f)), route: routeFiles.has(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialJs: initial.reduce((sum, f) => sum + gz(join(buildDir, f)), 0),
    initialCss: initialCss.reduce((sum, f) => sum + gz(join(buildDir, f)), 0),
    initialFiles: initial,
    lazy,
  };
}

const root = resolve(import.meta.dirname, '../..');
const appsDir = join(root, 'dist/apps');
if (!existsSync(appsDir)) {
  console.error('No builds in dist/apps — run the build first.');
  process.exit(1);
}
let broken = false;
for (const brand of readdirSync(appsDir)) {
  const m = measure(join(appsDir, brand));
  const overInitial = m.initialJs > budgets.initialJs;
  const routes = m.lazy.filter((c) => c.route);
  const libraries = m.lazy.filter((c) => !c.route);
  const overLazy = routes.filter((c) => c.gzip > budgets.lazyChunk);
  broken ||= overInitial || overLazy.length > 0;
  console.log(`\n${brand}`);
  console.log(
    `  JS loaded by /      ${kb(m.initialJs).padStart(9)}  (budget ${kb(budgets.initialJs)}) ` +
      `${overInitial ? 'OVER' : 'ok'}  [${m.initialFiles.length} files]`,
  );
  console.log(`  CSS loaded by /     ${kb(m.initialCss).padStart(9)}`);
  console.log(
    `  route chunks        ${routes.length}, ` +
      `largest ${routes[0] ? `${kb(routes[0].gzip)} (${routes[0].file})` : '-'} ` +
      `(budget ${kb(budgets.lazyChunk)} each) ${overLazy.length ? 'OVER' : 'ok'}`,
  );
  console.log(
    `  lazy libraries      ` +
      (libraries.map((c) => `${c.file.replace(/^assets\//, '')} ${kb(c.gzip)}`).join(', ') || '-'),
  );
  for (const c of overLazy) console.log(`    over: ${c.file} ${kb(c.gzip)}`);
}
process.exit(broken ? 1 : 0);
