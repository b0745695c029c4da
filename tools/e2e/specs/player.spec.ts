import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Where a new player gets stuck (issue 18): each test is one of the reproduced defects. */
const main = (page: Page) => page.locator('main');
const onPhone = () => test.info().project.name.endsWith('-phone');

test.describe('search on every width', () => {
  test('a phone player searches from the home page: a real box, too-short feedback, results @phone', async ({
    page,
  }) => {
    await page.goto('/en');
    if (onPhone()) {
      await page.getByTestId('header-search-link').getByRole('link').click();
    } else {
      await page.goto('/en/search');
    }
    await expect(page).toHaveURL(/\/en\/search$/);
    const box = main(page).getByRole('searchbox', { name: 'Search games' });
    await expect(box).toBeFocused();
    await box.fill('jo');
    await box.press('Enter');
    await expect(main(page).getByText('Type at least 3 characters to search')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/search$/);
    await box.pressSequentially('ker');
    await expect(main(page).getByText('Type at least 3 characters to search')).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/joker$/);
    await expect(main(page).getByTestId('game-tile').first()).toBeVisible();
  });

  test('a pasted 61-character query is cut to what the server takes and still searches @phone', async ({ page }) => {
    await page.goto('/en/search');
    const box = main(page).getByRole('searchbox', { name: 'Search games' });
    await box.fill(`dragon${'x'.repeat(55)}`);
    await expect(box).toHaveValue(`dragon${'x'.repeat(54)}`);
    await box.press('Enter');
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('0 games');
    await expect(main(page).getByText(/could not be loaded|load failed/i)).toHaveCount(0);
  });

  test('a 1024 px laptop has a way to search', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/en/list/slot');
    await page.getByTestId('header-search-link').getByRole('link').click();
    await expect(main(page).getByRole('searchbox', { name: 'Search games' })).toBeFocused();
  });
});
