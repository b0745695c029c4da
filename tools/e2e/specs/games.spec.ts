import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { gamesFromApi, operator, registerViaApi } from '../sandbox';

async function logIn(page: Page, apiURL: string, groupID: string) {
  const member = await registerViaApi(apiURL, groupID);
  await page.goto('/en/login');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('member-balance')).toBeVisible();
  return member;
}

const main = (page: Page) => page.locator('main');
const tiles = (page: Page) => main(page).getByTestId('game-tile');

test.describe('game lobby', () => {
  test('browses categories in English and Thai with names in the page language @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const [firstSlot] = await gamesFromApi(apiURL, brand.defaultGroupId, { type: 'slot', limit: 1 });
    await page.goto('/en/list/slot');
    await expect(
      main(page)
        .getByRole('link', { name: new RegExp(`^${firstSlot!.nameEn}`) })
        .first(),
    ).toBeVisible();
    await page.goto('/list/slot');
    await expect(
      main(page)
        .getByRole('link', { name: new RegExp(`^${firstSlot!.nameTh}`) })
        .first(),
    ).toBeVisible();
    for (const type of ['casino', 'fishing', 'lotto', 'sport']) {
      const [first] = await gamesFromApi(apiURL, brand.defaultGroupId, { type, limit: 1 });
      await page.goto(`/en/list/${type}`);
      await expect(
        main(page)
          .getByRole('link', { name: new RegExp(`^${first!.nameEn}`) })
          .first(),
      ).toBeVisible();
    }
  });

  test('filters by provider and sorts A to Z', async ({ page }) => {
    await page.goto('/en/list/slot');
    const count = main(page)
      .getByText(/^\d[\d,]* games$/)
      .first();
    const all = Number((await count.textContent())!.replace(/\D/g, ''));
    await main(page)
      .getByRole('link', { name: /Pragmatic/ })
      .first()
      .click();
    await expect(page).toHaveURL(/provider=|slot-pragmatic|pragmatic/);
    await expect.poll(async () => Number(((await count.textContent()) ?? '').replace(/\D/g, ''))).toBeLessThan(all);

    await page.getByLabel('Sort by').selectOption({ label: 'A to Z' });
    await expect(page).toHaveURL(/sort=5/);
    // The grid keeps the tiles it shows until the sorted page has rendered: wait for that, not for the first tile.
    const firstNames = () =>
      tiles(page)
        .getByRole('link')
        .evaluateAll((els) => els.slice(0, 4).map((e) => e.getAttribute('aria-label')!.split(',')[0]!));
    await expect
      .poll(async () => {
        const names = await firstNames();
        return names.length > 1 && [...names].sort((a, b) => a.localeCompare(b, 'en')).join('|') === names.join('|');
      })
      .toBe(true);
  });

  test('header search filters characters, needs 3 of them and finds games', async ({ page }) => {
    await page.goto('/en');
    const box = page.getByPlaceholder('Search games, providers or types');
    await box.fill('jo');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en$/);
    await box.fill('jok<>er');
    await expect(box).toHaveValue('joker');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/joker$/);
    await expect(main(page).getByRole('link').first()).toBeVisible();
  });

  test('a member toggles a favourite: toast, heart and sidebar count follow', async ({ page, brand, apiURL }) => {
    await logIn(page, apiURL, brand.defaultGroupId);
    await page.goto('/en/list/slot');
    const heart = main(page)
      .getByRole('button', { name: /^Favourite: / })
      .first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/added to favourites/i).first()).toBeVisible();
    await expect(page.getByTestId('count-favourite')).toHaveText('1');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('count-favourite')).toHaveText('0');
  });

  test('a visitor who opens a game is sent to login with the way back', async ({ page }) => {
    await page.goto('/en/list/slot');
    await tiles(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/login\?url=%2Fen%2Fgame%2F/);
  });

  test('a member launches a game in the page and it counts as recent', async ({ page, brand, apiURL }) => {
    await logIn(page, apiURL, brand.defaultGroupId);
    await page.goto('/en/list/slot');
    await tiles(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/game\//);
    await expect(page.locator('iframe[title^="Game: "]')).toBeVisible();
    await expect(page.getByTestId('count-recent')).toHaveText('1');
  });

  test('a game under maintenance shows the maintenance dialog (code 99)', async ({ page, brand, apiURL }) => {
    const [game] = await gamesFromApi(apiURL, brand.defaultGroupId, { type: 'fishing', limit: 1 });
    await operator(apiURL, 'game', 'maintenance', game!.code, 'on');
    try {
      await logIn(page, apiURL, brand.defaultGroupId);
      await page.goto(`/en/game/${game!._id}/${game!.handle}`);
      const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
      await expect(dialog).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
    } finally {
      await operator(apiURL, 'game', 'maintenance', game!.code, 'off');
    }
  });

  test('demo tables play without logging in @phone', async ({ page }) => {
    await page.goto('/en/demo');
    await main(page).getByRole('link', { name: /demo/i }).first().click();
    await expect(page).toHaveURL(/\/en\/game\/[^/]+\/[^/]*-demo/);
    await expect(page.locator('iframe[title^="Game: "]')).toBeVisible();
    // The window's reels: drawn symbols named in the page's language, before and after a spin.
    const game = page.frameLocator('iframe[title^="Game: "]');
    const reels = game.locator('#reels').getByRole('img');
    await expect(reels).toHaveCount(3);
    await expect(reels.first()).toHaveAccessibleName('not spun yet');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(reels.first()).toHaveAccessibleName(/^(cherry|lemon|bell|star|seven)$/);
    await expect(reels).toHaveCount(3);
  });
});
