import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { workspaceRoot } from '../brands';

// The build's service worker is blocked everywhere else in the suite (tools/e2e/index.ts).
test.use({ serviceWorkers: 'allow' });

/** Once the worker has cached the shell and controls the page: the names of the shell caches. */
async function workerInControl(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)), { timeout: 60_000 })
    .toBe(true);
  return page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('lobby-shell-')));
}

test.describe('installable', () => {
  test('the manifest names the brand in each language, and the pages link it @brand', async ({
    page,
    request,
    brand,
  }) => {
    for (const [path, locale, start] of [
      ['/manifest.webmanifest', 'th', '/'],
      ['/en/manifest.webmanifest', 'en', '/en'],
    ] as const) {
      const served = await request.get(path);
      expect(served.headers()['content-type']).toBe('application/manifest+json');
      const manifest = await served.json();
      expect(manifest).toMatchObject({
        name: brand.siteTitle[locale],
        start_url: start,
        display: 'standalone',
        background_color: brand.theme.bg,
        theme_color: brand.theme.bgMenu,
      });
      expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual(['any', 'maskable']);
      for (const icon of manifest.icons as { src: string }[]) {
        const picture = await request.get(icon.src);
        expect(picture.status(), icon.src).toBe(200);
        expect(picture.headers()['content-type']).toBe('image/svg+xml');
      }
    }
    await page.goto('/en/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/en/manifest.webmanifest');
  });

  test('the service worker installs; with the network cut, a reload and another page still paint the shell', async ({
    page,
    context,
    brand,
  }) => {
    await page.goto('/');
    expect(await workerInControl(page)).toHaveLength(1);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('header').getByRole('img', { name: brand.siteName })).toBeVisible();
      await page.goto('/en/login');
      await expect(page.getByTestId('login-page').getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new build replaces the old one: its worker takes over, drops the old cache and serves the new pages', async ({
    page,
    brand,
    apiURL,
  }) => {
    // A copy of the build on a server of its own, so the test can ship a "new build" without building: a changed
    // home page and a worker of another version (what a rebuild changes).
    const dir = mkdtempSync(join(tmpdir(), `sw-${brand.id}-`));
    cpSync(join(workspaceRoot, 'dist/apps', brand.id), dir, { recursive: true });
    const port = await freePort();
    let server = await serve(dir, port, apiURL);
    try {
      await page.goto(`http://localhost:${port}/`);
      const [oldCache] = await workerInControl(page);
      const oldVersion = oldCache!.replace('lobby-shell-', '');

      const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
      writeFileSync(join(dir, 'sw.js'), worker.replaceAll(oldVersion, `${oldVersion}next`));
      const home = readFileSync(join(dir, 'index.html'), 'utf8');
      writeFileSync(
        join(dir, 'index.html'),
        home.replace('</head>', '<meta name="lobby-build" content="next" /></head>'),
      );
      // The static server keeps pages in memory: the new build is served by a new one, as after a deployment.
      await stop(server);
      server = await serve(dir, port, apiURL);

      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('lobby-shell-'))), {
          timeout: 60_000,
        })
        .toEqual([`lobby-shell-${oldVersion}next`]);
      await page.reload();
      await expect(page.locator('meta[name="lobby-build"]')).toHaveAttribute('content', 'next');
      await expect(page.getByTestId('header').getByRole('img', { name: brand.siteName })).toBeVisible();
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** tools/serve on `dir`, once it answers. */
async function serve(dir: string, port: number, apiURL: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['tools/serve/serve.mjs', '--dir', dir, '--port', String(port), '--api', apiURL],
    { cwd: workspaceRoot, stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/manifest.webmanifest`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`tools/serve did not start on port ${port}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}
