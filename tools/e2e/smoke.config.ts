import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';
import type { BrandConfig } from '@lobby/brand';
import { brandApps, workspaceRoot } from './brands';
import { chromiumArgs, chromiumPath } from './chromium';

/**
 * The shared smoke (smoke/) against one brand's build: LOBBY_SMOKE_BRAND names it, LOBBY_SMOKE_PORT is where its
 * build is served (a port the runner found free), LOBBY_E2E_API the sandbox platform server. tools/scripts/
 * smoke-brand.mjs runs it on a generated third brand; `npm test` runs that.
 */
const id = process.env.LOBBY_SMOKE_BRAND ?? '';
const app = brandApps().find((a) => a.id === id);
if (!app) throw new Error(`LOBBY_SMOKE_BRAND=${id} is not a brand app of ${workspaceRoot}`);
const { brand } = (await import(join(app.dir, 'src/brand.config.ts'))) as { brand: BrandConfig };
const port = Number(process.env.LOBBY_SMOKE_PORT) || app.port + 1000;
const baseURL = `http://localhost:${port}`;
const apiURL = process.env.LOBBY_E2E_API ?? 'http://localhost:5100';
const reportDir = process.env.LOBBY_REPORT_DIR;

export default defineConfig<{ brand: BrandConfig; apiURL: string }>({
  testDir: join(workspaceRoot, 'tools/e2e/smoke'),
  outputDir: process.env.LOBBY_SMOKE_ARTIFACTS ?? join(workspaceRoot, 'dist/e2e-artifacts', `smoke-${id}`),
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: reportDir ? [['list'], ['json', { outputFile: join(reportDir, 'smoke', `${id}.json`) }]] : 'list',
  use: {
    brand,
    apiURL,
    baseURL,
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: `${id}-smoke`,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, brand, apiURL },
    },
  ],
  webServer: {
    command: `node tools/serve/serve.mjs --dir dist/apps/${id} --port ${port} --api ${apiURL}`,
    cwd: workspaceRoot,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
