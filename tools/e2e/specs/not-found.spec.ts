import { expect, test } from '../fixtures';

test.describe('unknown paths', () => {
  // A brand's own 404 in each language (@brand); the deeper address is the same page, tested on the reference brand.
  for (const [path, home, heading, tags] of [
    ['/no-such-page', '/', 'ไม่พบหน้าที่คุณต้องการ', '@phone @brand'],
    ['/en/no-such-page', '/en', 'This page could not be found', '@phone @brand'],
    ['/list/slot/extra', '/', 'ไม่พบหน้าที่คุณต้องการ', '@phone'],
  ] as const) {
    test(`${path} answers 404 with the not-found page and a home link ${tags}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The heading in the page's language (spec §2's text in English).
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${home.replace('/', '\\/')}$`));
    });
  }
});
