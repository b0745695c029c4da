import { expect, test } from '../fixtures';

test.describe('unknown paths', () => {
  for (const [path, home] of [
    ['/no-such-page', '/'],
    ['/en/no-such-page', '/en'],
    ['/list/slot/extra', '/'],
  ] as const) {
    test(`${path} answers 404 with the not-found page and a home link @phone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${home.replace('/', '\\/')}$`));
    });
  }
});
