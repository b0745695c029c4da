#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 12 (its default mobile config: simulated slow 4G and a 4× slower CPU) on the
 * key pages of every brand, as a player's phone sees them. Builds the brands if needed (Nx's cache makes that free
 * when nothing changed), starts a sandbox platform server with seeded data and serves each build with tools/serve on
 * ports of its own, then runs Lighthouse 3 times per page in Debian's Chromium (a fresh profile each time) and prints
 * per page the median score, FCP, LCP, TBT, CLS and JavaScript bytes, ending with the worst page.
 *
 *   npm run bench:lighthouse                       every brand, 3 runs per page
 *   npm run bench:lighthouse -- --brand lotus-play --runs 1 --page /login --json dist/lighthouse.json
 *   npm run bench:lighthouse -- --reports dist/lighthouse     (also each run's whole Lighthouse report, to read why)
 *
 * A benchmark, not a test: it is not part of `npm test`, and its figures only mean something with nothing else
 * running on the machine. `--check` exits 1 when a page misses the targets (score ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms,
 * CLS ≤ 0.02).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { tsImport } from 'tsx/esm/api';
import { createBrandServer } from '@lobby/serve';
import { startSandboxPlatform } from './platform.mjs';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const options = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const runs = Number(option('runs', 3));
const apiPort = Number(option('api-port', 6100));
const apiOrigin = `http://localhost:${apiPort}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// DESIGN.md §8: as root Chromium needs --no-sandbox; the networking flags keep it off the closed network.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const targets = { score: 95, lcp: 2000, tbt: 150, cls: 0.02 };

const onlyBrands = options('brand');
const brands = readdirSync(join(root, 'apps'))
  .filter((id) => existsSync(join(root, 'apps', id, 'src/brand.config.ts')))
  .filter((id) => !onlyBrands.length || onlyBrands.includes(id))
  .map((id) => {
    const { port } = JSON.parse(readFileSync(join(root, 'apps', id, 'package.json'), 'utf8')).lobby;
    return { id, port: Number(port) + 2000 };
  });

function build() {
  const result = spawnSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      `--projects=${brands.map((b) => `@lobby/${b.id}`).join(',')}`,
      '--outputStyle=static',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (result.status !== 0) throw new Error('the brand build failed');
}

let platform;
const startPlatform = async () => {
  platform = await startSandboxPlatform({
    port: apiPort,
    origins: brands.map((b) => `http://localhost:${b.port}`),
  });
};

/** A demo game of the brand's group as the site links it: `/game/{id}/{handle}` (the handle holds "-demo"). */
async function demoGamePath(groupID) {
  const response = await fetch(`${apiOrigin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query($groupID: String!) { lists(groupID: $groupID, handle: "-demo", limit: 1) { _id handle } }',
      variables: { groupID },
    }),
  });
  const game = (await response.json()).data?.lists?.[0];
  if (!game) throw new Error(`no demo game for group ${groupID}`);
  return `/game/${encodeURIComponent(game._id)}/${encodeURIComponent(game.handle)}`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh Chromium (its own temporary profile: nothing cached from the run before). */
async function measure(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    const reports = option('reports');
    if (reports) {
      mkdirSync(resolve(reports), { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
      writeFileSync(
        join(resolve(reports), `${new URL(url).port}${name}-${Date.now()}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsBytes: scripts?.transferSize ?? 0,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then loses its trace (NO_NAVSTART …): such a run is taken again, up to twice. */
async function measureWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  (run again: ${error.message})`);
    }
  }
}

const metrics = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsBytes'];
const passes = (m) => m.score >= targets.score && m.lcp <= targets.lcp && m.tbt <= targets.tbt && m.cls <= targets.cls;
const line = (page, m) =>
  [
    page.padEnd(40),
    String(m.score).padStart(3),
    `${(m.fcp / 1000).toFixed(2)} s`.padStart(7),
    `${(m.lcp / 1000).toFixed(2)} s`.padStart(7),
    `${Math.round(m.tbt)} ms`.padStart(7),
    m.cls.toFixed(3).padStart(6),
    `${(m.jsBytes / 1024).toFixed(0)} KB`.padStart(7),
    passes(m) ? 'ok' : 'MISS',
  ].join('  ');

async function main() {
  if (!brands.length) throw new Error('no brand to measure');
  if (!args.includes('--no-build')) build();
  await startPlatform();
  const servers = [];
  const results = [];
  try {
    for (const brand of brands) {
      const dir = join(root, 'dist/apps', brand.id);
      const http = createBrandServer({ dir, apiOrigin });
      await new Promise((ok) => http.listen(brand.port, '127.0.0.1', ok));
      servers.push(http);
      const { brand: config } = await tsImport(join(root, 'apps', brand.id, 'src/brand.config.ts'), import.meta.url);
      const chosen = options('page');
      const pages = [
        '/',
        '/en',
        '/list/slot',
        '/login',
        '/promotions',
        await demoGamePath(config.defaultGroupId),
      ].filter((p) => !chosen.length || chosen.some((c) => (c === '/game' ? p.startsWith('/game/') : c === p)));
      console.log(`\n${brand.id}  (median of ${runs}; page, score, FCP, LCP, TBT, CLS, JS transferred)`);
      for (const page of pages) {
        const each = [];
        for (let i = 0; i < runs; i++) each.push(await measureWithRetry(`http://localhost:${brand.port}${page}`));
        const m = Object.fromEntries(metrics.map((k) => [k, median(each.map((r) => r[k]))]));
        results.push({ brand: brand.id, page, ...m, runs: each });
        console.log(`  ${line(page, m)}`);
      }
    }
  } finally {
    for (const http of servers) http.close();
    platform?.stop();
  }
  const worst = [...results].sort((a, b) => a.score - b.score || b.lcp - a.lcp)[0];
  const out = option('json');
  if (out) {
    mkdirSync(dirname(resolve(out)), { recursive: true });
    writeFileSync(resolve(out), JSON.stringify({ targets, results }, null, 2));
  }
  const missed = results.filter((r) => !passes(r)).length;
  // Lighthouse's own measure of the machine's speed: blocking time scales with it, so figures from two machines (or
  // one machine on a busy day) compare only alongside it.
  const speeds = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)).filter(Number.isFinite);
  if (speeds.length)
    console.log(
      `\nmachine: Lighthouse benchmarkIndex ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))} ` +
        `(median ${Math.round(median(speeds))})`,
    );
  console.log(
    `\nworst: ${worst.brand} ${worst.page}  score ${worst.score}, FCP ${(worst.fcp / 1000).toFixed(2)} s, ` +
      `LCP ${(worst.lcp / 1000).toFixed(2)} s, TBT ${Math.round(worst.tbt)} ms, CLS ${worst.cls.toFixed(3)}, ` +
      `JS ${(worst.jsBytes / 1024).toFixed(0)} KB; ${missed} of ${results.length} pages miss the targets`,
  );
  return missed;
}

main().then(
  (missed) => process.exit(args.includes('--check') && missed ? 1 : 0),
  (error) => {
    console.error(error);
    platform?.stop();
    process.exit(1);
  },
);
