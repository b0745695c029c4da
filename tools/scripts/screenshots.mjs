#!/usr/bin/env node
/** Screenshots of built brands (home, a list page, 404; th and en; desktop and phone) into dist/screenshots. */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createBrandServer } from '@lobby/serve';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'dist/screenshots');
mkdirSync(out, { recursive: true });
const brands = process.argv.slice(2).length ? process.argv.slice(2) : ['nakhon-gold', 'lotus-play'];
const pages = { home: '/', list: '/list/slot', notfound: '/no-such-page' };
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const brand of brands) {
  const server = createBrandServer({ dir: join(root, 'dist/apps', brand), apiOrigin: 'http://localhost:4000' });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const [device, options] of [
    ['desktop', { viewport: { width: 1366, height: 900 } }],
    ['phone', devices['Pixel 7']],
  ]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    for (const [name, path] of Object.entries(pages)) {
      for (const prefix of ['', '/en']) {
        await page.goto(base + (prefix + path === '/en/' ? '/en' : prefix + path), { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        const file = join(out, `${brand}-${device}-${name}-${prefix ? 'en' : 'th'}.png`);
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
        console.log(file);
      }
    }
    await context.close();
  }
  server.close();
}
await browser.close();
