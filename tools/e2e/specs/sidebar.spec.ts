import { expect, test } from '../fixtures';

test.describe('sidebar', () => {
  test('is docked open on desktop at 14.5rem and collapses to a rail', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    const toggle = page.getByTestId('sidebar-toggle');
    await expect(sidebar).toHaveAttribute('data-open', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await sidebar.boundingBox())?.width).toBeCloseTo(14.5 * 16, 0);
    await expect(sidebar.getByRole('region', { name: 'เกม' })).toBeVisible();

    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(100);

    // The desktop choice persists across visits.
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
  });

  test('starts closed on a phone, opens over the page and closes with Escape @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone project only');
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-open', 'false');
    await expect(sidebar).toBeHidden();
    const toggle = page.getByTestId('sidebar-toggle');
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'สล็อต' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('starts closed on an iPad', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1366, height: 1024 },
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
        'Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    await context.close();
  });
});
