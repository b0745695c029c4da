/** Totals of the test reports `npm test` collects: Vitest's and Playwright's JSON reports under one folder. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Where each kind of report is written under the report folder; vitest's are the rest. */
export const reportFolders = {
  playwright: 'e2e',
  visual: 'visual',
  'vitest-pg': 'pg',
  release: 'release',
  smoke: 'smoke',
};

function jsonFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? jsonFiles(path) : path.endsWith('.json') ? [path] : [];
  });
}

/** Each test of a Playwright suite tree with its title path (project first). */
function playwrightTests(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({ test, title: [test.projectName, ...here, spec.title].join(' › ') })),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, here))];
}

/**
 * A test Playwright skipped without being told to (no test.skip or fixme annotation): the run ended first, at the
 * global timeout (the deadline) or an interruption.
 */
const notRun = (test) =>
  test.status === 'skipped' && !(test.annotations ?? []).some((a) => a.type === 'skip' || a.type === 'fixme');

/**
 * Passed, failed, skipped and the names of the failed, flaky (failed, then passed on a retry: counted as passed)
 * and never-run tests of one kind of report.
 */
export function countReports(reportDir, kind) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [], flaky: [], notRun: [] };
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
      for (const { test, title } of (report.suites ?? []).flatMap((suite) => playwrightTests(suite))) {
        if (test.status === 'unexpected') totals.failures.push(title);
        if (test.status === 'flaky') totals.flaky.push(title);
        if (notRun(test)) totals.notRun.push(title);
      }
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
  return totals;
}

/** The seconds a test's runs took (a retry's too: CI paid for it). */
const secondsOf = (test) => (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;

/**
 * What each brand's tests cost in the browser suites: the seconds of its e2e projects (`<brand>-desktop`, `-phone`,
 * `-exclusive`) and of its visual shots (`<story>--<brand>-<locale>-<size>`), summed over tests. The suites run two
 * workers, so a brand adds about half its sum to the run's wall clock.
 */
export function brandSeconds(reportDir, brandIds) {
  const costs = Object.fromEntries(brandIds.map((id) => [id, { e2e: 0, visual: 0 }]));
  const tests = (folder) =>
    jsonFiles(join(reportDir, folder)).flatMap((file) =>
      (JSON.parse(readFileSync(file, 'utf8')).suites ?? []).flatMap((suite) => playwrightTests(suite)),
    );
  for (const { test } of tests(reportFolders.playwright)) {
    const id = brandIds.find((brand) => test.projectName.startsWith(`${brand}-`));
    if (id) costs[id].e2e += secondsOf(test);
  }
  for (const { test, title } of tests(reportFolders.visual)) {
    const id = brandIds.find((brand) => title.includes(`--${brand}-`));
    if (id) costs[id].visual += secondsOf(test);
  }
  return costs;
}
