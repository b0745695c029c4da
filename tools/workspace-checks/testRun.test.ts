import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { brandSeconds, countReports } from '@lobby/scripts/reports';
// @ts-expect-error plain ESM script without types
import { runSchedule } from '@lobby/scripts/schedule';

/** `npm test`'s own parts: how reports are totalled and how steps share the cores. */
const playwrightTest = (status: string, annotations: { type: string }[] = []) => ({
  projectName: 'nakhon-gold-desktop',
  status,
  annotations,
});

describe('the totals of a Playwright report', () => {
  it('counts a retried pass as passed and names it flaky; names what the deadline left unrun', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-reports-'));
    mkdirSync(join(dir, 'e2e'));
    const spec = (title: string, status: string, annotations?: { type: string }[]) => ({
      title,
      tests: [playwrightTest(status, annotations)],
    });
    writeFileSync(
      join(dir, 'e2e', 'brands.json'),
      JSON.stringify({
        stats: { expected: 1, flaky: 1, unexpected: 1, skipped: 2 },
        suites: [
          {
            title: 'session.spec.ts',
            specs: [
              spec('logs in', 'expected'),
              spec('refreshes', 'flaky'),
              spec('links LINE', 'unexpected'),
              spec('registers', 'skipped', [{ type: 'skip' }]),
              spec('resets the password', 'skipped'),
            ],
          },
        ],
        errors: [],
      }),
    );
    const totals = countReports(dir, 'playwright');
    expect(totals).toMatchObject({ passed: 2, failed: 1, skipped: 2 });
    expect(totals.flaky).toEqual(['nakhon-gold-desktop › session.spec.ts › refreshes']);
    expect(totals.failures).toEqual(['nakhon-gold-desktop › session.spec.ts › links LINE']);
    // test.skip() is a choice; a test skipped without one never ran.
    expect(totals.notRun).toEqual(['nakhon-gold-desktop › session.spec.ts › resets the password']);
  });
});

describe("a brand's cost in the browser suites", () => {
  it("sums its e2e projects' and its visual shots' seconds, retries included, and nothing of another brand", () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-brand-cost-'));
    mkdirSync(join(dir, 'e2e'));
    mkdirSync(join(dir, 'visual'));
    const run = (projectName: string, ...durations: number[]) => ({
      projectName,
      results: durations.map((duration) => ({ duration })),
    });
    const report = (specs: { title: string; tests: object[] }[]) => JSON.stringify({ stats: {}, suites: [{ specs }] });
    writeFileSync(
      join(dir, 'e2e', 'brands.json'),
      report([
        { title: 'home', tests: [run('nakhon-gold-desktop', 4000), run('lotus-play-desktop', 1500, 2500)] },
        { title: 'routes', tests: [run('lotus-play-phone', 1000)] },
      ]),
    );
    writeFileSync(
      join(dir, 'e2e', 'brands-exclusive.json'),
      report([{ title: 'closed', tests: [run('lotus-play-exclusive', 7000)] }]),
    );
    writeFileSync(
      join(dir, 'visual', 'visual.json'),
      report([
        { title: 'shell-header--screen--lotus-play-th-phone', tests: [run('', 500)] },
        { title: 'shell-header--screen--nakhon-gold-th-phone', tests: [run('', 800)] },
      ]),
    );
    expect(brandSeconds(dir, ['nakhon-gold', 'lotus-play'])).toEqual({
      'nakhon-gold': { e2e: 4, visual: 0.8 },
      'lotus-play': { e2e: 12, visual: 0.5 },
    });
  });
});

describe('the schedule of npm test', () => {
  it('runs steps side by side as their cores fit, after the steps they read, and past a failure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-schedule-'));
    const events = join(dir, 'events');
    writeFileSync(events, '');
    // Each step notes its start, waits a second, notes its end.
    const step = (name: string, cores: number, extra: object = {}, code = 0) => ({
      name,
      cores,
      ...extra,
      command: [
        process.execPath,
        '-e',
        `const note = (what) => require('node:fs').appendFileSync(${JSON.stringify(events)}, what + ' ${name}\\n');
         note('start');
         setTimeout(() => { note('end'); process.exit(${code}); }, 1000);`,
      ],
    });
    const results = await runSchedule(
      [step('build', 1), step('e2e', 2, { after: ['build'] }), step('lint', 1, {}, 3), step('format', 1)],
      { cwd: dir, env: process.env, cores: 2 },
      (s: { name: string }, ok: boolean) => ({ ok, step: s.name }),
    );
    const order = readFileSync(events, 'utf8').trim().split('\n');
    const at = (event: string) => order.indexOf(event);
    // Two one-core steps at once: both started before either ended.
    expect(at('start lint')).toBeLessThan(at('end build'));
    // The two-core step waits for the step it reads and runs alone.
    expect(at('start e2e')).toBeGreaterThan(at('end build'));
    expect(at('start e2e')).toBeGreaterThan(Math.max(at('end lint'), at('end format')));
    // A failed step is reported and stops nothing.
    expect(results.map((r: { step: string; ok: boolean }) => [r.step, r.ok])).toEqual(
      expect.arrayContaining([
        ['lint', false],
        ['e2e', true],
        ['format', true],
      ]),
    );
    expect(readFileSync(join(dir, 'dist/test-logs/lint.log'), 'utf8')).toBe('');
  }, 30_000);
});
