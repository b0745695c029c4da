import { expect, test } from '../fixtures';

test.describe('home', () => {
  test('renders in Thai at / with a Thai font @phone', async ({ page, brand }) => {
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

  test('renders in English under /en @phone', async ({ page, brand }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Home | ${brand.siteTitle.en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game lobby');
    await expect(page.getByText(`Welcome to ${brand.siteTitle.en}`)).toBeVisible();
    await expect(page.getByTestId('game-tile').first()).toBeInViewport();
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
