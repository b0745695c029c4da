#!/usr/bin/env node
/**
 * `npm run bench:brands`: what N brands cost to build. In a throwaway copy of the workspace (a git repository of
 * its own, tools/scripts/workspace-copy.mjs) it generates 10 brands with the generator, builds one of them cold, then
 * all ten cold (no Nx cache) and warm (Nx cache), and prints seconds per brand and the ratio to one brand. Then it
 * touches a lib, one brand and a tool in turn and prints which brands would rebuild: `nx show projects --affected`,
 * and the brands whose build reads the file (`nx show target inputs`, what Nx's cache goes by), confirmed by a real
 * rebuild after one brand's change. A benchmark, not part of `npm test`: run it with nothing else on the machine
 * (`--brands 3` for fewer, `--keep` to keep the copy).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { copyWorkspace, linkWorkspacePackages } from './workspace-copy.mjs';

const { values } = parseArgs({ options: { brands: { type: 'string', default: '10' }, keep: { type: 'boolean' } } });
const count = Number(values.brands);
const copy = mkdtempSync(join(tmpdir(), 'lobby-bench-brands-'));
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0' };
const accents = ['#ffb703', '#35d0ba', '#f0609e', '#e8b64c', '#8ecae6', '#ff7b54', '#9b5de5', '#00bbf9', '#c1ff72'];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, args, { quiet = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: copy, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
  if (!quiet) process.stdout.write('.');
  return { ms: Date.now() - started, output: result.stdout };
}

/** Builds projects with Nx (`skipCache`: --skip-nx-cache). Returns the time and how many came from the cache. */
function build(projects, skipCache) {
  const { ms, output } = run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    `--projects=${projects.join(',')}`,
    '--outputStyle=static',
    ...(skipCache ? ['--skip-nx-cache'] : []),
  ]);
  const cached = /read the output from the cache instead of running the command for (\d+) out of/.exec(output);
  return { ms, cached: Number(cached?.[1] ?? 0) };
}

/** What `nx show projects --affected` names (projects with a build) while `file` is touched; then it is undone. */
function affectedBy(file) {
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  appendFileSync(path, '\n// touched by bench:brands\n');
  try {
    const args = ['nx', 'show', 'projects', '--affected', '--base=HEAD', '--withTarget=build'];
    return run('npx', args, { quiet: true }).output.split('\n').filter(Boolean).sort();
  } finally {
    writeFileSync(path, before);
  }
}

/** The files a project's build reads (`nx show target inputs`): a change to one of them rebuilds it. */
function buildInputs(project) {
  const { output } = run('npx', ['nx', 'show', 'target', 'inputs', `${project}:build`, '--json'], { quiet: true });
  return new Set(JSON.parse(output).files);
}

try {
  console.log(`bench:brands: ${count} generated brands in a copy of the workspace (${copy})`);
  copyWorkspace(copy, { git: true });
  const { createBrand } = await import(join(copy, 'tools/scripts/new-brand.mjs'));
  const ids = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    const accent = accents[(i - 1) % accents.length];
    createBrand({ id: `bench-${n}`, name: `Bench ${n}`, group: `BEN${n}`, bg: '#101018', accent }, join(copy, 'apps'));
    ids.push(`@lobby/bench-${n}`);
  }
  linkWorkspacePackages(copy);
  run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
  run('git', ['add', '-A']);
  run('git', ['-c', 'user.name=lobby', '-c', 'user.email=lobby@localhost', 'commit', '-q', '-m', 'bench brands']);

  // --skip-nx-cache neither reads nor writes the cache: the one-brand run leaves the ten cold, and theirs fills it.
  const one = build(ids.slice(0, 1), true);
  const cold = build(ids, false);
  const warm = build(ids, false);
  console.log('\n');
  const row = (label, result, brands) => {
    const each = result.ms / brands;
    return (
      `  ${label.padEnd(30)} ${seconds(result.ms).padStart(8)} in all ${seconds(each).padStart(8)} per brand ` +
      `${(each / one.ms).toFixed(2).padStart(5)}× one brand's time  (${result.cached} of ${brands} from the cache)`
    );
  };
  console.log(row('one brand, cold', one, 1));
  console.log(row(`${count} brands, cold (empty Nx cache)`, cold, count));
  console.log(row(`${count} brands, warm (Nx cache)`, warm, count));

  const brands = ['@lobby/nakhon-gold', '@lobby/lotus-play', ...ids];
  const inputs = new Map(brands.map((brand) => [brand, buildInputs(brand)]));
  const edits = [
    ['libs/payments/src/index.ts', 'a lib every brand uses (through the shell)'],
    ['apps/bench-03/src/brand.config.ts', "one brand's config"],
    ['apps/bench-03/group.json', "one brand's group (the platform's part)"],
    ['tools/serve/serve.mjs', 'a tool no build reads'],
  ];
  for (const [file, what] of edits) {
    const affected = affectedBy(file);
    const rebuilt = brands.filter((brand) => inputs.get(brand).has(file));
    console.log(`\ntouching ${file} (${what}):`);
    console.log(`  nx show projects --affected --withTarget=build: ${affected.join(' ') || '(none)'}`);
    console.log(`  brands whose build reads it (nx show target inputs): ${rebuilt.join(' ') || '(none)'}`);
    console.log(`  → ${rebuilt.length} of ${brands.length} brands rebuild; the rest come from the cache`);
  }
  // The cache agrees: after one brand's config changes, a build of all ten rebuilds that one only.
  const config = join(copy, 'apps/bench-03/src/brand.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("siteName: 'Bench 03'", "siteName: 'Bench 03 renamed'"));
  const after = build(ids, false);
  console.log(
    `\nafter renaming bench-03, nx run-many -t build over the ${count}: ${seconds(after.ms)}, ` +
      `${count - after.cached} rebuilt, ${after.cached} from the cache`,
  );
} finally {
  if (values.keep) console.log(`\nkept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
