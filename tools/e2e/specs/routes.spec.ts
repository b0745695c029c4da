import { siteRoutes } from '@lobby/shell/routes';
import { expect, test } from '../fixtures';

const sample: Record<string, string> = { id: 'sweet-bonanza', name: 'royal-baccarat' };
const examplePath = (path: string) =>
  `/${path.replace(/:(\w+)\??/g, (_m, p: string) => sample[p] ?? 'x')}`.replace(/\/$/, '') || '/';

// One walk per language in one page, each route a full load from its address: a fresh browser per route paid its
// cold start (scripts fetched and compiled again) for every one of the 76, twice what the loads themselves cost.
for (const prefix of ['', '/en']) {
  const language = prefix ? 'English' : 'Thai';
  test(`every route in ${language} renders its layout and title, or a guard sends the visitor on @brand`, async ({
    page,
    brand,
  }) => {
    test.setTimeout(120_000);
    const siteTitle = prefix ? brand.siteTitle.en : brand.siteTitle.th;
    for (const def of siteRoutes) {
      const path = `${prefix}${examplePath(def.path)}`.replace(/^\/en\/$/, '/en') || '/';
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page, path).toHaveTitle(new RegExp(`\\| ${siteTitle}$`));
        if (def.name === 'maintenance') {
          // Outside maintenance the watcher sends everyone home (spec §4).
          await expect(page, path).toHaveURL(new RegExp(`${prefix}/?$`));
          return;
        }
        const landed = new URL(page.url());
        if (landed.pathname !== path) {
          // Members-only pages send a visitor to login (with the way back) or home — in the same language.
          expect([`${prefix}/login`, prefix || '/'], path).toContain(landed.pathname);
          if (landed.pathname.endsWith('/login')) expect(landed.searchParams.get('url'), path).toBe(path);
          return;
        }
        await expect(page.locator(`[data-layout="${def.layout}"]`), path).toBeVisible();
        await expect(page.locator('header[data-header]'), path).toHaveCount(def.layout === 'bare' ? 0 : 1);
        if (def.titleParam)
          await expect(page, path).toHaveTitle(new RegExp(sample[def.titleParam]!.replace(/-/g, ' ')));
      });
    }
  });
}
