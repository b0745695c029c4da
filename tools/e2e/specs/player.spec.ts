import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fundViaApi, gamesFromApi, lastOtp, operator, registerViaApi, spinViaApi } from '../sandbox';

/** Where a new player gets stuck (issue 18): each test is one of the reproduced defects. */
const main = (page: Page) => page.locator('main');
const onPhone = () => test.info().project.name.endsWith('-phone');

async function logInExpectingAlert(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('form-alert')).toBeVisible();
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/en/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('member-balance')).toBeVisible();
}

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

test.describe('the balance around games', () => {
  test('the header keeps the balance on a game page and shows the new one after leaving the game', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 500);
    await logIn(page, member.username, member.password);
    await expect(page.getByTestId('balance')).toHaveText(/500\.00/);

    await page.goto('/en/list/slot');
    await main(page).getByTestId('game-tile').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/game\//);
    const frame = main(page).locator('iframe');
    await expect(frame).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(/500\.00/);
    await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveCount(0);

    const ticket = new URL((await frame.getAttribute('src'))!).searchParams.get('ticket')!;
    const { balance } = await spinViaApi(apiURL, ticket, 10);
    await main(page).getByRole('link', { name: 'Back to the lobby' }).click();
    const shown = balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('balance')).toHaveText(new RegExp(shown.replace('.', '\\.')));
    await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  });
});

test.describe('recovery after an outage', () => {
  test('the API gone for ten seconds during login: the page comes back by itself with what was typed', async ({
    page,
    brand,
    apiURL,
  }) => {
    test.setTimeout(60_000);
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/login');
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.route(`${apiURL}/**`, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('api-failure')).toBeVisible();
    await page.waitForTimeout(10_000);
    await page.unroute(`${apiURL}/**`);
    await expect(page.getByTestId('api-failure')).toBeHidden({ timeout: 25_000 });
    await expect(page.getByLabel('Username')).toHaveValue(member.username);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('member-balance')).toBeVisible();
  });
});

test.describe('scroll position', () => {
  test('a new page opens at the top; Back returns to where the player was @phone', async ({ page }) => {
    await page.goto('/en');
    await expect(main(page).getByTestId('game-tile').first()).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/en/login"]')?.click());
    await expect(page).toHaveURL(/\/en\/login/);
    await expect(page.getByLabel('Username')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
  });
});

test.describe('home favourite and recent tabs', () => {
  test('a new favourite and a game just played show in the home tabs at once', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member.username, member.password);
    await page.goto('/en');
    const heart = main(page)
      .getByRole('button', { name: /^Favourite: / })
      .first();
    const name = (await heart.getAttribute('aria-label'))!.replace(/^Favourite: /, '');
    await heart.click();
    await expect(page.getByText(/added to favourites/i).first()).toBeVisible();
    await main(page)
      .getByRole('tab', { name: /^Favourites/ })
      .click();
    await expect(
      main(page)
        .getByRole('tabpanel')
        .getByRole('link', { name: new RegExp(`^${name}`) }),
    ).toBeVisible();

    await page.goto('/en/list/slot');
    const tile = main(page).getByTestId('game-tile').first();
    const played = (await tile.getByRole('button', { name: /^Favourite: / }).getAttribute('aria-label'))!.replace(
      /^Favourite: /,
      '',
    );
    await tile.getByRole('link').first().click();
    await expect(main(page).locator('iframe')).toBeVisible();
    await main(page).getByRole('link', { name: 'Back to the lobby' }).click();
    await main(page)
      .getByRole('tab', { name: /^Recent/ })
      .click();
    await expect(
      main(page)
        .getByRole('tabpanel')
        .getByRole('link', { name: new RegExp(`^${played}`) }),
    ).toBeVisible();
  });
});

test.describe('the phone menu', () => {
  test('the menu drawer takes and keeps focus, Escape gives it back to the menu button @phone', async ({ page }) => {
    test.skip(!onPhone(), 'the sidebar is a drawer on phones');
    await page.goto('/en');
    const toggle = page.getByTestId('sidebar-toggle');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a link in the member card closes the drawer and opens its page @phone', async ({ page, brand, apiURL }) => {
    test.skip(!onPhone(), 'the sidebar is a drawer on phones');
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member.username, member.password);
    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer
      .getByRole('link', { name: /Favourites/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/list\/favourite/);
    await expect(drawer).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    await page
      .getByRole('dialog', { name: 'Main menu' })
      .getByRole('link', { name: /password/i })
      .click();
    await expect(page).toHaveURL(/\/en\/resetPassword/);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByTestId('sidebar-toggle')).toBeVisible();
  });

  test('keyboard players skip the header and menu to reach the login form in two Tabs', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Username')).toBeFocused();
  });
});

test.describe('addresses', () => {
  test('/list/anything is the 404 page, inside the site', async ({ page }) => {
    await page.goto('/en/list/anything');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('header[data-header]')).toHaveCount(1);
  });

  test('/EN/ answers 404 and shows the 404 page, not the English home', async ({ page }) => {
    const response = await page.goto('/EN/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a game that does not exist is the 404 page, not a retry', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member.username, member.password);
    await page.goto('/en/game/999999/no-such-game');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test("a game page is titled with the game's name, not the address's slug", async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member.username, member.password);
    const [game] = await gamesFromApi(apiURL, brand.defaultGroupId, { type: 'slot', limit: 1 });
    await page.goto(`/en/game/${game!._id}/some-old-slug`);
    await expect(page).toHaveTitle(new RegExp(game!.nameEn));
    await page.goto(`/game/${game!._id}/some-old-slug`);
    await expect(page).toHaveTitle(new RegExp(game!.nameTh));
  });
});

test.describe('pasted input', () => {
  test('a pasted phone number with dashes or +66 keeps all its digits @phone', async ({ page, brand }) => {
    test.skip(Boolean(brand.hideRegister), 'this brand registers through its partner');
    await page.goto('/en/register');
    const phone = page.getByLabel('Phone number');
    await phone.focus();
    await page.keyboard.insertText('085-571-3870');
    await expect(phone).toHaveValue('0855713870');
    await phone.fill('');
    await page.keyboard.insertText('+66 85 571 3870');
    await expect(phone).toHaveValue('0855713870');
  });
});

test.describe('forgot password after a lockout', () => {
  test('a locked member is told the truth after the OTP reset, and the lock message links support', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await operator(apiURL, 'member', 'lock-password', member.username);
    await page.goto('/en/forgot');
    await page.getByLabel('Phone number').fill(member.phone);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    const { otp } = await lastOtp(apiURL, member.phone);
    await page.getByLabel('OTP code').fill(otp);
    await page.getByLabel('New password', { exact: true }).fill('brandnew99');
    await page.getByLabel(/Repeat/).fill('brandnew99');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const notice = page.getByTestId('forgot-page').getByRole('status');
    await expect(notice).toContainText('still locked');
    if (brand.social.line) await expect(notice.getByTestId('support-link')).toBeVisible();
    await page.getByTestId('forgot-page').getByRole('link', { name: 'Log in' }).click();
    await logInExpectingAlert(page, member.username, 'brandnew99');
    await expect(page.getByTestId('form-alert')).toContainText(/locked/i);
  });
});

test.describe('claims the site can keep', () => {
  test('the served page describes the brand in the page language and promises no 24-hour service', async ({
    request,
    brand,
  }) => {
    const thai = await (await request.get('/')).text();
    const english = await (await request.get('/en/list/slot')).text();
    expect(thai).toContain('<html lang="th"');
    expect(english).toContain('<html lang="en"');
    expect(english).toContain(`content="${brand.description.en.replace(/&/g, '&amp;')}"`);
    expect(`${thai}${english}`).not.toMatch(/24 (ชั่วโมง|hours)/);
  });

  test('the sidebar support card says what the brand configures, in the page language', async ({ page, brand }) => {
    test.skip(!brand.social.line, 'the card links the brand LINE');
    await page.goto('/en');
    const card = page.getByTestId('support-card');
    await expect(card).toContainText(brand.support?.title.en ?? 'Talk to our team');
    await expect(card).not.toContainText(/24[ -]?(hour|ชั่วโมง|ชม)/);
  });
});
