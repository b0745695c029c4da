#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit and story tests, the server on PostgreSQL, builds, budgets, a brand's release
 * (nginx, the server bundle), a generated third brand's smoke and every brand's e2e suite. Runs every step even after
 * a failure, then prints one line totalling all suites.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const reportDir = join(root, 'dist/test-results');
// CI stops a run at 90 minutes and prints nothing of it then: the e2e suites end by LOBBY_DEADLINE (80 minutes after
// the start unless LOBBY_CI_MINUTES says otherwise), so a slow machine still ends with its totals and the tests it
// could not run counted as skipped beside a failed run.
const minutes = Number(process.env.LOBBY_CI_MINUTES) || 80;
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
const steps = [
  { name: 'codegen up to date', command: ['node', 'tools/scripts/codegen-check.mjs'] },
  { name: 'format', command: ['npm', 'run', 'format:check'] },
  { name: 'lint', command: nx('-t', 'lint') },
  { name: 'typecheck', command: nx('-t', 'typecheck') },
  { name: 'unit and story tests', command: nx('-t', 'test'), reports: 'vitest' },
  ...(hasServer
    ? [
        {
          name: 'platform server on PostgreSQL',
          command: ['npm', 'run', 'test:pg', '-w', '@lobby/platform-server'],
          reports: 'vitest-pg',
        },
      ]
    : []),
  { name: 'build', command: nx('-t', 'build') },
  { name: 'budgets', command: ['node', 'tools/scripts/budget.mjs'] },
  // One brand shipped on its own: its release folder served by Debian's nginx, the server bundle run by plain node.
  { name: 'release (nginx, server bundle)', command: nx('-t', 'test-release'), reports: 'release' },
  {
    name: 'storybook build',
    command: ['npx', 'storybook', 'build', '-c', '.storybook', '-o', 'dist/storybook', '--quiet'],
  },
  {
    name: 'visual regression (Storybook)',
    command: ['npx', 'playwright', 'test', '-c', 'tools/e2e/visual.config.ts'],
    reports: 'visual',
  },
  // A brand the generator makes in a copy of the workspace works end to end with no other edit (issue 16).
  { name: 'third brand smoke', command: ['node', 'tools/scripts/smoke-brand.mjs'], reports: 'smoke' },
  { name: 'e2e', command: ['node', 'tools/scripts/e2e.mjs'], reports: 'playwright' },
];

function jsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? jsonFiles(path) : path.endsWith('.json') ? [path] : [];
  });
}

/** Where each kind of report is written under reportDir; vitest's are the rest. */
const reportFolders = { playwright: 'e2e', visual: 'visual', 'vitest-pg': 'pg', release: 'release', smoke: 'smoke' };

/** Titles of the failed tests in a Playwright suite tree. */
function playwrightFailures(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.some((test) => test.status === 'unexpected') ? [[...here, spec.title].join(' › ')] : [],
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))];
}

function countReports(kind) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const folders = Object.values(reportFolders);
  const files = reportFolders[kind]
    ? jsonFiles(join(reportDir, reportFolders[kind]))
    : jsonFiles(reportDir).filter((f) => !folders.some((folder) => f.startsWith(join(reportDir, folder, '/'))));
  for (const file of files) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats) {
      // Playwright's JSON report.
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
      totals.failures.push(...(report.suites ?? []).flatMap((suite) => playwrightFailures(suite)));
      // Errors outside any test: a web server that did not start, the deadline reached.
      totals.failures.push(...(report.errors ?? []).map((error) => error.message.split('\n')[0]));
    } else {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
      for (const file of report.testResults ?? [])
        for (const test of file.assertionResults ?? [])
          if (test.status === 'failed') totals.failures.push(`${relative(root, file.name)} › ${test.fullName}`);
    }
  }
  return { ...totals, files: files.length };
}

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, env, stdio: 'inherit' });
  const ok = run.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (!step.reports) {
    results.push({ name: step.name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds, failures: [] });
    continue;
  }
  const counts = countReports(step.reports);
  // A runner that died before reporting must still count as a failure.
  const failed = counts.failed + (!ok && counts.failed === 0 ? 1 : 0);
  results.push({ ...counts, name: step.name, failed, seconds });
}

// Named here, next to the totals, because a CI log is often read from its tail.
const failures = results.flatMap((r) => r.failures.map((title) => `  ${r.name}: ${title}`));
if (failures.length > 0) console.log(`\n━━ failed\n${failures.join('\n')}`);

console.log('\n━━ summary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(32)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ` +
      `${String(r.skipped).padStart(4)} skipped  ${r.seconds}s`,
  );
const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
