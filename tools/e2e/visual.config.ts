import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { workspaceRoot } from './brands';
import { chromiumArgs, chromiumPath } from './chromium';
import { pinnedFontconfig } from './visual/pinnedFonts';

const port = Number(process.env.VISUAL_PORT ?? 6106);

/**
 * Visual regression over the built Storybook: every story in each brand (screens also in both languages and at
 * phone and desktop sizes) against the committed baselines in visual/baselines/. `npm run visual:update` writes
 * new baselines after a deliberate change.
 */
export default defineConfig({
  testDir: join(workspaceRoot, 'tools/e2e/visual'),
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: join(workspaceRoot, 'dist/visual-artifacts'),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.LOBBY_REPORT_DIR
    ? [['list'], ['json', { outputFile: join(process.env.LOBBY_REPORT_DIR, 'visual', 'visual.json') }]]
    : 'list',
  expect: {
    // Colours compare exactly (threshold 0: a one-step change of a token colour counts), but a few dozen pixels may
    // differ: software rasterising of gradient art at rounded corners varies by a pixel here and there between runs.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 40, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every glyph from the fonts the build ships, whatever fonts this machine has (visual/pinnedFonts.ts).
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
      env: { ...process.env, FONTCONFIG_FILE: pinnedFontconfig() },
    },
    deviceScaleFactor: 1,
  },
  webServer: {
    command: `node tools/e2e/visual/serveStatic.mjs dist/storybook ${port}`,
    cwd: workspaceRoot,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
