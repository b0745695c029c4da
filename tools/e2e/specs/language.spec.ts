import { expect, test } from '../fixtures';

test.describe('language', () => {
  test('switching keeps the page and remembers the choice for 365 days', async ({ page, context }) => {
    await page.goto('/list/slot?sort=2');
    await page.getByTestId('language-en').click();
    await expect(page).toHaveURL(/\/en\/list\/slot\?sort=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    // The bare root follows the remembered language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);

    await page.getByTestId('language-th').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('th');
  });

  test('an explicit Thai page stays Thai whatever the cookie says', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/help');
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});
