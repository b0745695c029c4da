import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { registerThroughForm } from '../registerForm';
import { freshIdentity, lastOtp, registerViaApi } from '../sandbox';

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The access tokens' lifetime the e2e platform server is started with (tools/scripts/e2e.mjs). */
const tokenLifetime = Number(process.env.E2E_ACCESS_TOKEN_TTL ?? 20) * 1000;

/** The refresh calls the pages make from now on. */
function countRefreshes(...pages: Page[]): string[] {
  const refreshes: string[] = [];
  for (const page of pages)
    page.on('request', (r) => r.url().endsWith('/refreshtoken/true') && refreshes.push(r.url()));
  return refreshes;
}

test.describe('session', () => {
  test('register with the OTP from the sandbox, log out, log back in @brand', async ({ page, brand, apiURL }) => {
    test.skip(brand.hideRegister, 'this brand registers through its partner link');
    const member = freshIdentity();
    await registerThroughForm(page, apiURL, member);

    await expect(page.getByTestId('member-balance')).toBeVisible();
    await expect(page.getByTestId('balance')).toContainText('0.00');

    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByTestId('login-button').first()).toBeVisible();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('auth');

    await page.goto('/en/login');
    await logIn(page, member.username, member.password);
    await expect(page.getByTestId('member-balance')).toBeVisible();
  });

  test('a visitor sent to login comes back to the page after logging in', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/history');
    await expect(page).toHaveURL(/\/en\/login\?url=%2Fen%2Fhistory$/);
    await logIn(page, member.username, member.password);
    await expect(page).toHaveURL(/\/en\/history$/);
  });

  test('wrong password shows the localized message', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/login');
    await page.getByLabel('ชื่อผู้ใช้').fill(member.username);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).last().click();
    await expect(page.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  });

  // One wait for the expiry serves both: each tab's call meets the expired token, is refreshed once and replayed.
  test('two tabs of one member whose tokens expire together: one refresh, calls replayed, both stay logged in', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/login');
    await logIn(page, member.username, member.password);
    // The login's answer sets the session cookies; a tab opened before it arrives is a visitor's.
    await expect(page.getByTestId('member-balance')).toBeVisible();
    // Counted from before the token expires, in both tabs: a refresh token works once.
    const second = await page.context().newPage();
    const refreshes = countRefreshes(page, second);
    await second.goto('/en');
    await expect(second.getByTestId('member-balance')).toBeVisible();
    const before = (await page.context().cookies()).find((c) => c.name === 'apollo-token')?.value;
    await page.waitForTimeout(tokenLifetime + 1_000);
    await Promise.all([page, second].map((tab) => tab.getByRole('button', { name: 'Refresh balance' }).click()));
    for (const tab of [page, second]) {
      await expect(tab.getByTestId('balance')).toContainText('0.00');
      await expect(tab.getByTestId('member-balance')).toBeVisible();
    }
    expect(refreshes).toHaveLength(1);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'apollo-token')?.value)
      .not.toBe(before);
    // Both tabs go on with the one new pair: a reload still finds the member logged in.
    await second.reload();
    await expect(second.getByTestId('member-balance')).toBeVisible();
  });

  test('forgot password with an OTP, then log in with the new one', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/forgot');
    await page.getByLabel('Phone number').fill(member.phone);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    // The OTP step shows once the server has sent the code; read before that, the inbox still holds registration's.
    await expect(page.getByLabel('OTP code')).toBeVisible();
    const { otp } = await lastOtp(apiURL, member.phone);
    await page.getByLabel('OTP code').fill(otp);
    await page.getByLabel('New password', { exact: true }).fill('brandnew99');
    await page.getByLabel(/Repeat/).fill('brandnew99');
    await page.getByRole('button', { name: 'Set new password' }).click();
    // Wait for the server's answer: the sidebar has a "Log in" link too, which would leave before it arrives.
    await expect(page.getByTestId('forgot-page').getByRole('status')).toBeVisible();
    await page.getByTestId('forgot-page').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/login/);
    await logIn(page, member.username, 'brandnew99');
    await expect(page.getByTestId('member-balance')).toBeVisible();
  });

  test('a member changes the password at resetPassword and logs in with the new one', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/login');
    await logIn(page, member.username, member.password);
    await expect(page.getByTestId('member-balance')).toBeVisible();
    await page.goto('/en/resetPassword');
    await page.getByLabel('Current password').fill('wrong-old-1');
    await page.getByLabel('New password', { exact: true }).fill('changed77');
    await page.getByLabel('Repeat new password').fill('changed77');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The current password is incorrect')).toBeVisible();
    await page.getByLabel('Current password').fill(member.password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed').first()).toBeVisible();
    await page.getByTestId('logout').click();
    // Logged out for good (the call answered, the cookies went) before the login page: else it sends a member away.
    await expect(page.getByTestId('login-button').first()).toBeVisible();
    await page.goto('/en/login');
    await logIn(page, member.username, 'changed77');
    await expect(page.getByTestId('member-balance')).toBeVisible();
  });

  test('guards send visitors to login in their language, and members away from login', async ({
    page,
    brand,
    apiURL,
    baseURL,
  }) => {
    await page.goto('/withdraw');
    await expect(page).toHaveURL(/\/login\?url=%2Fwithdraw$/);
    await page.goto('/en/deposit');
    await expect(page).toHaveURL(/\/en\/login\?url=%2Fen%2Fdeposit$/);
    await page.goto('/en/game/12/sweet-bonanza');
    await expect(page).toHaveURL(/\/en\/login\?url=%2Fen%2Fgame%2F12%2Fsweet-bonanza$/);
    await page.goto('/list/favourite');
    await expect(page).toHaveURL(/\/$/);

    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    // A way back that normalises to another host (`/.//evil.example` is `//evil.example`) leads home instead.
    await page.goto(`/en/login?url=${encodeURIComponent('/.//evil.example')}`);
    await logIn(page, member.username, member.password);
    await expect(page.getByTestId('member-balance')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/en`);
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/en/profile');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('links a LINE account through the consent page', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/login');
    await logIn(page, member.username, member.password);
    const button = page.getByTestId('sidebar').getByTestId('line-link-button');
    await expect(button).toContainText('Link LINE');
    await button.click();
    await expect(page).toHaveURL(new RegExp(`^${apiURL}/sandbox/line/consent`));
    await page.getByRole('button', { name: /Allow/ }).click();
    await expect(page).toHaveURL(/\/loginLine/);
    await page.goto('/en');
    await expect(page.getByTestId('sidebar').getByTestId('line-link-button')).toContainText('Change LINE');
  });
});
