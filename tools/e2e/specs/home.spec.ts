import { expect, test } from '../fixtures';

test.describe('home', () => {
  test('renders in Thai at / with a Thai font @phone', async ({ page, brand }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle(`หน้าแรก | ${brand.siteTitle.th}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.siteTitle.th);
    await expect(page.getByRole('heading', { name: 'หมวดเกม' })).toBeVisible();
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
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.siteTitle.en);
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
  });

  test('category links stay in the current language', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' }).click();
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
