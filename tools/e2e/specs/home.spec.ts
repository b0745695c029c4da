import { expect, test } from '../fixtures';

test.describe('home', () => {
  test('renders in Thai at / with a Thai font @phone @brand', async ({ page, brand }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle(`หน้าแรก | ${brand.siteTitle.th}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ล็อบบี้เกม');
    await expect(page.getByText(`ยินดีต้อนรับสู่ ${brand.siteTitle.th}`)).toBeVisible();
    // The lobby is useful on the first screen: games are there without scrolling.
    await expect(page.getByTestId('game-tile').first()).toBeInViewport();
    const thaiFontReady = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Sarabun', 'สล็อต');
    });
    expect(thaiFontReady).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Sarabun');
  });

  test('renders in English under /en @phone @brand', async ({ page, brand }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Home | ${brand.siteTitle.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game lobby');
    await expect(page.getByText(`Welcome to ${brand.siteTitle.en}`)).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeInViewport();
  });

  test('a phone row lays out only the tiles near sight; the rest render as it scrolls, with their art @phone', async ({
    page,
    isMobile,
  }) => {
    // A desktop row's tiles are all within the browser's margin around the screen.
    test.skip(!isMobile, 'the phone layout');
    await page.goto('/');
    const tiles = page.getByRole('tabpanel').getByTestId('game-tile');
    await expect(tiles.first().locator('img')).toBeVisible();
    // content-visibility: the browser skips a tile scrolled out of the row's sight (issue 14: TBT).
    const rendered = () =>
      tiles.evaluateAll((all) => all.map((tile) => tile.checkVisibility({ contentVisibilityAuto: true })));
    const before = await rendered();
    expect(before.length).toBeGreaterThan(6);
    expect(before[0]).toBe(true);
    expect(before.at(-1)).toBe(false);
    await page
      .getByRole('tabpanel')
      .getByRole('list')
      .evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
    // Its art (lazy) loads once it is in sight.
    await expect
      .poll(() =>
        tiles
          .last()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });

  test('category links stay in the current language', async ({ page }) => {
    await page.goto('/en');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/list\/slot$/);
    await expect(page).toHaveTitle(/^Games slot \| /);
  });

  test('serves the document with security headers', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  });
});
