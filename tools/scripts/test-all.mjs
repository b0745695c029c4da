#!/usr/bin/env node
/**
 * `npm test`: codegen, format, lint, typecheck, unit and story tests, the server on PostgreSQL, builds, budgets, a
 * brand's release (nginx, the server bundle), the Storybook build and its visual run, a generated third brand's smoke
 * and the e2e suites. Steps run side by side as far as the two cores allow (tools/scripts/schedule.mjs), every step
 * runs even after a failure, and the run ends with one line totalling all suites (the flaky tests named above it).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brandSeconds, countReports } from './reports.mjs';
import { runSchedule } from './schedule.mjs';

const root = resolve(import.meta.dirname, '../..');
const reportDir = join(root, 'dist/test-results');
// CI stops a run at 90 minutes and prints nothing of it then: the e2e suites end by LOBBY_DEADLINE (60 minutes after
// the start unless LOBBY_CI_MINUTES says otherwise), so a slow machine still ends with its totals, and the tests it
// could not run are named and counted as skipped.
const minutes = Number(process.env.LOBBY_CI_MINUTES) || 60;
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  LOBBY_REPORT_DIR: reportDir,
  FORCE_COLOR: process.env.CI ? '0' : '1',
  ...(process.env.CI ? { LOBBY_DEADLINE: String(Date.now() + minutes * 60_000) } : {}),
};
rmSync(reportDir, { recursive: true, force: true });

const nx = (...args) => ['npx', 'nx', 'run-many', ...args, '--outputStyle=stream'];
const hasServer = existsSync(join(root, 'tools/platform-server/package.json'));

/**
 * `cores`: how many of the machine's two cores a step keeps busy (Nx, Vitest and Playwright run two at a time; a
 * single Node process one). `after`: steps whose output it reads. Steps start in this order as cores free up, so the
 * long chain (build → e2e) starts first.
 */
const steps = [
  { name: 'build', command: nx('-t', 'build'), cores: 2 },
  { name: 'e2e', command: ['node', 'tools/scripts/e2e.mjs'], reports: 'playwright', cores: 2, after: ['build'] },
  { name: 'codegen up to date', command: ['node', 'tools/scripts/codegen-check.mjs'], cores: 1 },
  { name: 'budgets', command: ['node', 'tools/scripts/budget.mjs'], cores: 1, after: ['build'] },
  // One brand shipped on its own: its release folder served by Debian's nginx, the server bundle run by plain node.
  {
    name: 'release (nginx, server bundle)',
    command: nx('-t', 'test-release'),
    reports: 'release',
    cores: 1,
    after: ['build'],
  },
  ...(hasServer
    ? [
        {
          name: 'platform server on PostgreSQL',
          command: ['npm', 'run', 'test:pg', '-w', '@lobby/platform-server'],
          reports: 'vitest-pg',
          cores: 1,
        },
      ]
    : []),
  { name: 'format', command: ['npm', 'run', 'format:check'], cores: 1 },
  { name: 'unit and story tests', command: nx('-t', 'test'), reports: 'vitest', cores: 2 },
  { name: 'typecheck', command: nx('-t', 'typecheck'), cores: 2 },
  { name: 'lint', command: nx('-t', 'lint'), cores: 2 },
  {
    name: 'storybook build',
    command: ['npx', 'storybook', 'build', '-c', '.storybook', '-o', 'dist/storybook', '--quiet'],
    cores: 2,
  },
  {
    name: 'visual regression (Storybook)',
    command: ['npx', 'playwright', 'test', '-c', 'tools/e2e/visual.config.ts'],
    reports: 'visual',
    cores: 2,
    after: ['storybook build'],
  },
  // A brand the generator makes in a copy of the workspace works end to end with no other edit.
  { name: 'third brand smoke', command: ['node', 'tools/scripts/smoke-brand.mjs'], reports: 'smoke', cores: 2 },
];

const results = await runSchedule(steps, { cwd: root, env, cores: 2 }, (step, ok) => {
  if (!step.reports) return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, flaky: [], failures: [], notRun: [] };
  const counts = countReports(reportDir, step.reports);
  // A runner that died before reporting must still count as a failure.
  return { ...counts, failed: counts.failed + (!ok && counts.failed === 0 ? 1 : 0) };
});

// Named here, next to the totals, because a CI log is often read from its tail.
const named = (key) => results.flatMap((r) => r[key].map((title) => `  ${r.name}: ${title}`));
const [failures, flaky, notRun] = [named('failures'), named('flaky'), named('notRun')];
if (notRun.length > 0) console.log(`\n━━ not run (the deadline came first: counted as skipped)\n${notRun.join('\n')}`);
if (flaky.length > 0) console.log(`\n━━ flaky (failed, then passed on the retry)\n${flaky.join('\n')}`);
if (failures.length > 0) console.log(`\n━━ failed\n${failures.join('\n')}`);

console.log('\n━━ summary (steps in the order they started; two run side by side where cores allow)');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(32)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ` +
      `${String(r.flaky.length).padStart(3)} flaky ${String(r.skipped).padStart(4)} skipped  ` +
      `${String(r.seconds).padStart(4)}s  (from ${r.startedAt}s)`,
  );
// A brand's price in CI: the reference brand runs every test, each other brand what differs between brands.
const brandIds = readdirSync(join(root, 'apps'))
  .filter((id) => existsSync(join(root, 'apps', id, 'src/brand.config.ts')))
  .map((id) => ({ id, port: JSON.parse(readFileSync(join(root, 'apps', id, 'package.json'), 'utf8')).lobby?.port }))
  .sort((a, b) => a.port - b.port)
  .map(({ id }) => id);
const reference = process.env.LOBBY_REFERENCE_BRAND ?? brandIds[0];
const perBrand = Object.entries(brandSeconds(reportDir, brandIds));
if (perBrand.some(([, cost]) => cost.e2e + cost.visual > 0)) {
  console.log('\n━━ what each brand costs (its e2e and visual tests, seconds summed; about half that on two workers)');
  for (const [id, { e2e, visual }] of perBrand)
    console.log(
      `  ${`${id}${id === reference ? ' (reference: every test)' : ''}`.padEnd(40)} e2e ${Math.round(e2e)}s ` +
        `visual ${Math.round(visual)}s  ≈ ${Math.round((e2e + visual) / 2)}s of the run`,
    );
}

const total = results.reduce(
  (t, r) => ({
    passed: t.passed + r.passed,
    failed: t.failed + r.failed,
    flaky: t.flaky + r.flaky.length,
    skipped: t.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, flaky: 0, skipped: 0 },
);
const wall = Math.max(...results.map((r) => r.startedAt + r.seconds));
console.log(`\nwall clock ${wall}s; ${total.flaky} flaky (counted as passed, named above)`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
