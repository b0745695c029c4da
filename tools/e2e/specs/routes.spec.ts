import { siteRoutes } from '@lobby/shell/routes';
import { expect, test } from '../fixtures';

const sample: Record<string, string> = { id: 'sweet-bonanza', name: 'royal-baccarat' };
const examplePath = (path: string) =>
  `/${path.replace(/:(\w+)\??/g, (_m, p: string) => sample[p] ?? 'x')}`.replace(/\/$/, '') || '/';

test.describe('every route', () => {
  for (const def of siteRoutes) {
    for (const prefix of ['', '/en']) {
      const path = `${prefix}${examplePath(def.path)}`.replace(/^\/en\/$/, '/en') || '/';
      test(`${path} renders its layout and title, or a guard sends the visitor on`, async ({ page, brand }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        const siteTitle = prefix ? brand.siteTitle.en : brand.siteTitle.th;
        await expect(page).toHaveTitle(new RegExp(`\\| ${siteTitle}$`));
        if (def.name === 'maintenance') {
          // Outside maintenance the watcher sends everyone home (spec §4).
          await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
          return;
        }
        const landed = new URL(page.url());
        if (landed.pathname !== path) {
          // Members-only pages send a visitor to login (with the way back) or home — in the same language.
          expect([`${prefix}/login`, prefix || '/']).toContain(landed.pathname);
          if (landed.pathname.endsWith('/login')) expect(landed.searchParams.get('url')).toBe(path);
          return;
        }
        await expect(page.locator(`[data-layout="${def.layout}"]`)).toBeVisible();
        await expect(page.locator('header[data-header]')).toHaveCount(def.layout === 'bare' ? 0 : 1);
        if (def.titleParam) await expect(page).toHaveTitle(new RegExp(sample[def.titleParam]!.replace(/-/g, ' ')));
      });
    }
  }
});
