import { expect, test } from '../fixtures';

test.describe('unknown paths', () => {
  for (const [path, home, heading] of [
    ['/no-such-page', '/', 'ไม่พบหน้าที่คุณต้องการ'],
    ['/en/no-such-page', '/en', 'This page could not be found'],
    ['/list/slot/extra', '/', 'ไม่พบหน้าที่คุณต้องการ'],
  ] as const) {
    test(`${path} answers 404 with the not-found page and a home link @phone @brand`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The heading in the page's language (spec §2's text in English).
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${home.replace('/', '\\/')}$`));
    });
  }
});
