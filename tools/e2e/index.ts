import { defineConfig, devices } from '@playwright/test';
import { basename, join, relative } from 'node:path';
import type { BrandConfig } from '@lobby/brand';
import { brandApps, workspaceRoot } from './brands';
import { chromiumArgs, chromiumPath } from './chromium';

export { brandApps, startPort, workspaceRoot } from './brands';
export { chromiumArgs, chromiumPath } from './chromium';

/** Milliseconds until LOBBY_DEADLINE (epoch ms), at least one minute; 0 (no limit) when it is not set. */
function suiteTimeLeft() {
  const deadline = Number(process.env.LOBBY_DEADLINE);
  return deadline > 0 ? Math.max(60_000, deadline - Date.now()) : 0;
}

/** One Playwright config per brand: the shared specs plus the brand's own e2e/, against its production build. */
export async function brandPlaywrightConfig(appDir: string) {
  const id = basename(appDir);
  const app = brandApps().find((a) => a.id === id);
  if (!app) throw new Error(`${id} is not a brand app`);
  const { brand } = (await import(join(appDir, 'src/brand.config.ts'))) as { brand: BrandConfig };
  const port = app.port + 1000;
  const baseURL = `http://localhost:${port}`;
  const apiURL = process.env.LOBBY_E2E_API ?? 'http://localhost:5100';
  const exclusive = process.env.LOBBY_E2E_EXCLUSIVE === '1';
  const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
  return defineConfig<{ brand: BrandConfig; apiURL: string }>({
    testDir: workspaceRoot,
    testMatch: ['tools/e2e/specs/**/*.spec.ts', `${relative(workspaceRoot, appDir)}/e2e/**/*.spec.ts`],
    outputDir: join(workspaceRoot, 'dist/e2e-artifacts', id),
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    retries: process.env.CI ? 1 : 0,
    // CI runs two browsers, the platform server and the static server on two cores: a page that answers in 6 s there
    // answers in 2 s here. A real wait for the same thing, not a longer sleep.
    expect: { timeout: process.env.CI ? 10_000 : 5_000 },
    // A loaded CI machine can take three times as long as this one for the same steps: a test that needs 12 s here
    // must not be cut at 30 s there and retried (a retry doubles its time and records a trace).
    timeout: process.env.CI ? 60_000 : 30_000,
    // `npm test` passes its deadline so the run ends with its totals, however slow the machine (test-all.mjs).
    globalTimeout: suiteTimeLeft(),
    reporter: process.env.LOBBY_REPORT_DIR
      ? [
          ['list'],
          [
            'json',
            { outputFile: join(process.env.LOBBY_REPORT_DIR, 'e2e', `${id}${exclusive ? '-exclusive' : ''}.json`) },
          ],
        ]
      : 'list',
    use: {
      brand,
      apiURL,
      baseURL,
      // Recording a trace for every test cost ~40% of a page-heavy spec's time on CI's two cores; the retry of a failed
      // test records one, which is the run that tells why.
      trace: 'on-first-retry',
      // The build's service worker (issue 14) would answer the pages and files a spec routes or counts; only the spec
      // about it (installable.spec.ts) lets it in.
      serviceWorkers: 'block',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    // Tests tagged @exclusive flip a switch every page of the brand sees (the operator closing the site): they never
    // run beside the others. tools/scripts/e2e.mjs runs them in a second pass, alone (LOBBY_E2E_EXCLUSIVE=1).
    projects: exclusive
      ? [{ name: `${id}-exclusive`, use: { ...desktop, brand, apiURL }, grep: /@exclusive/ }]
      : [
          { name: `${id}-desktop`, use: { ...desktop, brand, apiURL }, grepInvert: /@exclusive/ },
          {
            name: `${id}-phone`,
            use: { ...devices['Pixel 7'], brand, apiURL },
            grep: /@phone/,
            grepInvert: /@exclusive/,
          },
        ],
    webServer: {
      command: `node tools/serve/serve.mjs --dir dist/apps/${id} --port ${port} --api ${apiURL}`,
      cwd: workspaceRoot,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  });
}
