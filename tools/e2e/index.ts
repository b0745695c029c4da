import { defineConfig, devices, type Project } from '@playwright/test';
import { basename, join, relative } from 'node:path';
import type { BrandConfig } from '@lobby/brand';
import { brandApps, referenceBrand, workspaceRoot, type BrandApp } from './brands';
import { chromiumArgs, chromiumPath } from './chromium';

export { brandApps, referenceBrand, startPort, workspaceRoot } from './brands';
export { chromiumArgs, chromiumPath } from './chromium';

/**
 * How much of the suite a brand runs: `full`, every test; `brand`, only what differs between brands (tests tagged
 * @brand: its flags, theme, routes and 404, registration path, closed switch and the money-loop smoke).
 */
export type Scope = 'full' | 'brand';

/** Milliseconds until LOBBY_DEADLINE (epoch ms), at least one minute; 0 (no limit) when it is not set. */
function suiteTimeLeft() {
  const deadline = Number(process.env.LOBBY_DEADLINE);
  return deadline > 0 ? Math.max(60_000, deadline - Date.now()) : 0;
}

/** A regular expression that matches a title holding every one of the tags. */
const allOf = (...tags: string[]) => new RegExp(tags.map((tag) => `(?=.*${tag}\\b)`).join(''));

interface BrandUnderTest {
  app: BrandApp;
  brand: BrandConfig;
  scope: Scope;
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

/** A brand's projects: desktop and phone, or (LOBBY_E2E_EXCLUSIVE=1) the tests that flip a brand-wide switch. */
function projectsOf({ app, brand, scope }: BrandUnderTest, apiURL: string, exclusive: boolean): Project[] {
  const use = { brand, apiURL, baseURL: `http://localhost:${app.port + 1000}` };
  const testMatch = [
    'tools/e2e/specs/**/*.spec.ts',
    'tools/e2e/smoke/**/*.spec.ts',
    `${relative(workspaceRoot, app.dir)}/e2e/**/*.spec.ts`,
  ];
  const only = (...tags: string[]) => (scope === 'brand' ? allOf('@brand', ...tags) : allOf(...tags));
  // Tests tagged @exclusive flip a switch every page of the brand sees (the operator closing the site): they never
  // run beside the others. tools/scripts/e2e.mjs runs them in a second pass, alone (LOBBY_E2E_EXCLUSIVE=1).
  if (exclusive)
    return [{ name: `${app.id}-exclusive`, testMatch, use: { ...desktop, ...use }, grep: only('@exclusive') }];
  return [
    { name: `${app.id}-desktop`, testMatch, use: { ...desktop, ...use }, grep: only(), grepInvert: /@exclusive\b/ },
    {
      name: `${app.id}-phone`,
      testMatch,
      use: { ...devices['Pixel 7'], ...use },
      grep: only('@phone'),
      grepInvert: /@exclusive\b/,
    },
  ];
}

/** The static server of a brand's production build, pointed at the suite's platform server. */
function webServerOf(app: BrandApp, apiURL: string) {
  const port = app.port + 1000;
  return {
    command: `node tools/serve/serve.mjs --dir dist/apps/${app.id} --port ${port} --api ${apiURL}`,
    cwd: workspaceRoot,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  };
}

async function underTest(app: BrandApp, scope: Scope): Promise<BrandUnderTest> {
  const { brand } = (await import(join(app.dir, 'src/brand.config.ts'))) as { brand: BrandConfig };
  return { app, brand, scope };
}

/** One Playwright config for some brands, each at its scope; `report` names its JSON report under LOBBY_REPORT_DIR. */
export function suiteConfig(brands: BrandUnderTest[], report: string) {
  const apiURL = process.env.LOBBY_E2E_API ?? 'http://localhost:5100';
  const exclusive = process.env.LOBBY_E2E_EXCLUSIVE === '1';
  const reportFile = `${report}${exclusive ? '-exclusive' : ''}.json`;
  return defineConfig<{ brand: BrandConfig; apiURL: string }>({
    testDir: workspaceRoot,
    outputDir: join(workspaceRoot, 'dist/e2e-artifacts', report),
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    // A test that passes only on its retry is counted and named as flaky (tools/scripts/test-all.mjs): the retry
    // records the trace that tells why.
    retries: process.env.CI ? 1 : 0,
    // CI runs two browsers, the platform server and the static servers on two cores: a page that answers in 6 s there
    // answers in 2 s here. A real wait for the same thing, not a longer sleep.
    expect: { timeout: process.env.CI ? 10_000 : 5_000 },
    // A loaded CI machine can take three times as long as this one for the same steps: a test that needs 12 s here
    // must not be cut at 30 s there and retried (a retry doubles its time and records a trace).
    timeout: process.env.CI ? 60_000 : 30_000,
    // `npm test` passes its deadline so the run ends with its totals, however slow the machine (test-all.mjs).
    globalTimeout: suiteTimeLeft(),
    reporter: process.env.LOBBY_REPORT_DIR
      ? [['list'], ['json', { outputFile: join(process.env.LOBBY_REPORT_DIR, 'e2e', reportFile) }]]
      : 'list',
    use: {
      apiURL,
      // Recording a trace for every test cost ~40% of a page-heavy spec's time on CI's two cores; the retry of a failed
      // test records one, which is the run that tells why.
      trace: 'on-first-retry',
      // The build's service worker (issue 14) would answer the pages and files a spec routes or counts; only the spec
      // about it (installable.spec.ts) lets it in.
      serviceWorkers: 'block',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: brands.flatMap((b) => projectsOf(b, apiURL, exclusive)),
    webServer: brands.map((b) => webServerOf(b.app, apiURL)),
  });
}

/** One brand's whole suite (QA's per-brand run), or only its brand tests with LOBBY_E2E_SCOPE=brand. */
export async function brandPlaywrightConfig(appDir: string) {
  const id = basename(appDir);
  const app = brandApps().find((a) => a.id === id);
  if (!app) throw new Error(`${id} is not a brand app`);
  const scope: Scope = process.env.LOBBY_E2E_SCOPE === 'brand' ? 'brand' : 'full';
  return suiteConfig([await underTest(app, scope)], id);
}

/**
 * The suite tools/scripts/e2e.mjs runs. By default (`npm test`) the whole suite against the reference brand and what
 * differs between brands (@brand) against every other brand; LOBBY_E2E_BRANDS=a,b runs those brands whole (QA's
 * per-brand suite), LOBBY_E2E_BRANDS=all every brand whole (`npm run test:all-brands`).
 */
export async function allBrandsPlaywrightConfig() {
  const reference = referenceBrand();
  const named = process.env.LOBBY_E2E_BRANDS?.split(',').filter(Boolean) ?? [];
  const apps = brandApps();
  for (const id of named)
    if (id !== 'all' && !apps.some((app) => app.id === id)) throw new Error(`${id} is not a brand app`);
  const chosen = named.length === 0 || named.includes('all') ? apps : apps.filter((app) => named.includes(app.id));
  const scopeOf = (app: BrandApp): Scope => (named.length > 0 || app.id === reference.id ? 'full' : 'brand');
  const brands = await Promise.all(chosen.map((app) => underTest(app, scopeOf(app))));
  return suiteConfig(brands, named.length === 0 ? 'brands' : named.join('+'));
}
