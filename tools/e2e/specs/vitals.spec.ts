import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { workspaceRoot } from '../brands';

const run = promisify(execFile);

/** The admin CLI as an operator runs it, pointed at the platform server the build talks to. */
async function adminCli(apiURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'tools/platform-server/src/cli.ts', ...args], {
    cwd: workspaceRoot,
    env: { ...process.env, ADMIN_URL: apiURL },
  });
  return stdout;
}

/** The same report straight from the admin door the CLI asks: a poll without a tsx start each time. */
async function adminReport(request: APIRequestContext, apiURL: string, group: string): Promise<string> {
  const answer = await request.post(`${apiURL}/admin/command`, { data: { args: ['vitals', '--group', group] } });
  const body = (await answer.json()) as { code: number; result?: string; message: string };
  if (body.code !== 0) throw new Error(`the admin door refused vitals: ${body.message}`);
  return body.result ?? body.message;
}

/** The list page's row of the report: its p75 LCP and CLS and how many values are behind them; none without a row. */
function listRow(report: string, group: string) {
  const row = new RegExp(
    `^${group}\\s+list-id\\s+(\\d+) \\((\\d+)\\)\\s+\\S+(?: \\(\\d+\\))?\\s+(\\d+\\.\\d{3}) \\((\\d+)\\)$`,
    'm',
  );
  const match = row.exec(report);
  return match ? { lcp: Number(match[1]), lcpCount: Number(match[2]), cls: Number(match[3]) } : undefined;
}

test('a sampled page view beacons its Core Web Vitals and the admin CLI reports them for its page', async ({
  page,
  request,
  apiURL,
  brand,
}) => {
  // The beacon waits behind the other suites' requests on a loaded CI machine, and the CLI at the end is a tsx start.
  test.setTimeout(120_000);
  const group = brand.defaultGroupId;
  // The report covers 24 hours: this visit must add to what earlier runs left.
  const before = listRow(await adminReport(request, apiURL, group), group)?.lcpCount ?? 0;
  // `?lobby-vitals=on` measures this page view whatever the brand's sampling rate (libs/shell vitals.ts).
  await page.goto('/list/slot?lobby-vitals=on');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'visitor');
  // The library loads only after the page has loaded and is idle.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /web-vitals/.test(e.name))))
    .toBe(true);
  await page.keyboard.press('Shift');
  // Leaving the page hides it: the beacon goes out.
  await page.goto('about:blank');
  await expect
    .poll(async () => listRow(await adminReport(request, apiURL, group), group)?.lcpCount ?? 0, { timeout: 60_000 })
    .toBeGreaterThan(before);
  // What the operator runs prints that row.
  const row = listRow(await adminCli(apiURL, 'vitals', '--group', group), group);
  expect(row?.lcpCount).toBeGreaterThan(before);
  expect(row!.lcp).toBeGreaterThan(0);
  expect(row!.cls).toBeGreaterThanOrEqual(0);
});
