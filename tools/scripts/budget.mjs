#!/usr/bin/env node
/**
 * Bundle budgets per brand build (gzip): JavaScript loaded by `/` (entry + modulepreloads) ≤ 200 KB,
 * every lazily loaded route chunk (a page module the router loads: `*Page.tsx`, `*Pages.ts`) ≤ 40 KB, and each
 * budgeted feature's code as a whole ≤ 40 KB: every chunk that holds a module of the feature's lib (its pages are
 * thin wrappers; the panels sit in shared chunks), with nothing of the lib but its route manifest in the JS `/`
 * loads. Lazy library chunks (Apollo …) are reported too. Prints the figures; exits 1 when a budget is broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const budgets = { initialJs: 200 * KB, lazyChunk: 40 * KB, feature: 40 * KB };

/**
 * Features measured as a whole: the lib's folder, and the one module of it that `/` may load — the route manifest
 * the shell composes at start-up, which only points at the rest with `import()`.
 */
export const featureBudgets = { payments: { dir: 'libs/payments/', inInitial: ['libs/payments/src/routes.ts'] } };

const root = resolve(import.meta.dirname, '../..');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const workspacePath = (id) => relative(root, id.replace(/^\0/, '').split('?')[0]).split(sep).join('/');

/**
 * The JS `/` runs before its page is live: the entry (the boot script) with what it imports, and the site it imports
 * after the first paint with what that imports. The page's own chunk (a lazy route) is a route chunk, budgeted apart.
 */
export function startUpJs(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    visit(key);
    for (const dep of chunk.dynamicImports ?? []) visit(dep);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

export function measure(buildDir) {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8'));
  const initial = startUpJs(manifest);
  // The page carries its CSS inline (tools/vite-brand/pageStyles.ts); any linked stylesheet counts too.
  const initialCss =
    gzipSync([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''), { level: 9 }).length +
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"(?![^>]*disabled)/g)]
      .map((m) => gz(join(buildDir, m[1])))
      .reduce((sum, size) => sum + size, 0);
  const routeFiles = new Set(
    Object.values(manifest)
      .filter((e) => e.isDynamicEntry && /Pages?\.tsx?$/.test(e.src ?? ''))
      .map((e) => e.file),
  );
  const allJs = readdirSync(join(buildDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const lazy = allJs
    .filter((f) => !initial.includes(f))
    .map((f) => ({ file: f, gzip: gz(join(buildDir, f)), route: routeFiles.has(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialJs: initial.reduce((sum, f) => sum + gz(join(buildDir, f)), 0),
    initialCss,
    initialFiles: initial,
    lazy,
  };
}

/**
 * The build's module info: the source files each emitted JS chunk holds (workspace-relative). Vite's manifest names
 * only the entry module of a chunk, so the brand's own Vite config is run once more without writing; rolldown is
 * deterministic, so the same sources give the same file names, and a name missing from the build on disk means that
 * build is not of these sources. Nothing is written, the pages are not prerendered again, and Vite's console chatter
 * during the run is held back (shown if it fails).
 */
export async function chunkModules(appDir, buildDir) {
  const { build } = await import('vite');
  const held = [];
  const saved = { log: console.log, info: console.info, warn: console.warn };
  for (const name of Object.keys(saved)) console[name] = (...args) => held.push(args.join(' '));
  // The chunks are all it needs: the prerender step (tools/vite-brand) would render the pages into dist again.
  const prerender = process.env.LOBBY_PRERENDER;
  process.env.LOBBY_PRERENDER = 'off';
  let result;
  try {
    result = await build({ configFile: join(appDir, 'vite.config.ts'), logLevel: 'silent', build: { write: false } });
  } catch (error) {
    console.error(held.join('\n'));
    throw error;
  } finally {
    Object.assign(console, saved);
    if (prerender === undefined) delete process.env.LOBBY_PRERENDER;
    else process.env.LOBBY_PRERENDER = prerender;
  }
  const chunks = new Map();
  for (const output of [result].flat()) {
    for (const item of output.output) {
      if (item.type === 'chunk') chunks.set(item.fileName, item.moduleIds.map(workspacePath));
    }
  }
  const missing = [...chunks.keys()].filter((file) => !existsSync(join(buildDir, file)));
  if (missing.length) {
    throw new Error(`${relative(root, buildDir)} is not the build of these sources (no ${missing[0]}): build again`);
  }
  return chunks;
}

/** A feature's code as a whole: the lazy chunks holding its modules, and any of its modules in the JS `/` loads. */
export function measureFeature(buildDir, m, chunks, { dir, inInitial }) {
  const own = [...chunks].filter(([, modules]) => modules.some((id) => id.startsWith(dir)));
  const lazy = own.filter(([file]) => !m.initialFiles.includes(file)).map(([file]) => file);
  const leaked = own
    .filter(([file]) => m.initialFiles.includes(file))
    .flatMap(([file, modules]) =>
      modules.filter((id) => id.startsWith(dir) && !inInitial.includes(id)).map((id) => `${id} in ${file}`),
    );
  // Libraries its chunks load with import() (the QR drawer …): named beside it, not counted, like Apollo's chunk.
  const manifest = JSON.parse(readFileSync(join(buildDir, '.vite/manifest.json'), 'utf8'));
  const loads = new Set(
    Object.values(manifest)
      .filter((e) => lazy.includes(e.file))
      .flatMap((e) => (e.dynamicImports ?? []).map((key) => manifest[key]?.file))
      .filter((file) => file && !own.some(([ownFile]) => ownFile === file)),
  );
  return {
    files: lazy,
    gzip: lazy.reduce((sum, f) => sum + gz(join(buildDir, f)), 0),
    leaked,
    manifestInInitial: own.some(([file]) => m.initialFiles.includes(file)),
    loads: [...loads].map((file) => ({ file, gzip: gz(join(buildDir, file)) })),
  };
}

const appsDir = join(root, 'dist/apps');
if (!existsSync(appsDir)) {
  console.error('No builds in dist/apps — run the build first.');
  process.exit(1);
}
let broken = false;
for (const brand of readdirSync(appsDir)) {
  const buildDir = join(appsDir, brand);
  const m = measure(buildDir);
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
  let chunks;
  try {
    chunks = await chunkModules(join(root, 'apps', brand), buildDir);
  } catch (error) {
    broken = true;
    console.log(`  module info         FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const [name, feature] of chunks ? Object.entries(featureBudgets) : []) {
    const f = measureFeature(buildDir, m, chunks, feature);
    const over = f.gzip > budgets.feature;
    // A feature with no chunk of its own means the rule measured nothing: a renamed folder, not a small feature.
    const empty = f.files.length === 0;
    broken ||= over || empty || f.leaked.length > 0;
    const label = (text) => `  ${text.padEnd(20)}`;
    console.log(
      `${label(`${name} feature`)}${kb(f.gzip).padStart(9)}  (budget ${kb(budgets.feature)}) ` +
        `${over ? 'OVER' : empty ? 'NO CHUNKS' : 'ok'}  [${f.files.length} chunks` +
        `${f.loads.map((c) => `; loads ${c.file.replace(/^assets\//, '')} ${kb(c.gzip)}`).join('')}]`,
    );
    console.log(
      `${label(`${name} in /`)}${
        f.leaked.length
          ? `${f.leaked.length} module(s) OVER`
          : `${f.manifestInInitial ? 'route manifest only' : 'nothing'} ok`
      }`,
    );
    for (const id of f.leaked) console.log(`    in /: ${id}`);
  }
  console.log(
    `  lazy libraries      ` +
      (libraries.map((c) => `${c.file.replace(/^assets\//, '')} ${kb(c.gzip)}`).join(', ') || '-'),
  );
  for (const c of overLazy) console.log(`    over: ${c.file} ${kb(c.gzip)}`);
}
process.exit(broken ? 1 : 0);
