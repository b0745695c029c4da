import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { registerThroughForm } from '../registerForm';
import { freshIdentity, payQr, registerViaApi, spinViaApi } from '../sandbox';

/**
 * The shared smoke: what a brand must do the day it is generated, against the sandbox platform server. Run by
 * tools/scripts/smoke-brand.mjs on a third brand made by the generator in a copy of the workspace (tools/e2e/
 * smoke.config.ts), and by every brand's suite as its money loop (@brand); any brand passes it with no edit of its own.
 */
const main = (page: Page) => page.locator('main');

test('a new player: home shows games, joins, deposits by QR and plays a round @brand', async ({
  page,
  brand,
  apiURL,
}) => {
  test.setTimeout(120_000);
  // The brand greets a new member with its welcome notice (group.json), whenever the notices arrive: the player
  // acknowledges it, as anyone would, before going on.
  await page.addLocatorHandler(page.getByTestId('notice-ok'), (ok) => ok.click());

  await test.step('home shows the catalogue', async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`หน้าแรก | ${brand.siteTitle.th}`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
  });

  if (brand.hideRegister) {
    // This brand's players join through its partner's link: the member exists, and logs in on the brand's own page.
    await test.step('a member who joined through the partner logs in', async () => {
      const member = await registerViaApi(apiURL, brand.defaultGroupId);
      await page.goto('/login');
      await page.getByLabel('ชื่อผู้ใช้').fill(member.username);
      await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).last().click();
      await expect(page.getByTestId('balance')).toContainText('0.00');
    });
  } else {
    await test.step('registers with the OTP the sandbox sent', async () => {
      await registerThroughForm(page, apiURL, freshIdentity());
      await expect(page.getByTestId('balance')).toContainText('0.00');
    });
  }

  await test.step("deposits by the brand's QR channel, paid by the sandbox payer", async () => {
    await page.goto('/?sideDeposit=true&tab=deposit-tab');
    const panel = page.getByRole('dialog', { name: 'ฝาก / ถอน' });
    await expect(panel.getByRole('tablist')).toBeVisible({ timeout: 15_000 });
    await panel.getByTestId('deposit-method-qr-code').click();
    await panel.getByLabel('จำนวนเงินที่ต้องการฝาก').fill('500');
    await panel.getByTestId('deposit-request-qr').click();
    await expect(panel.getByTestId('deposit-qr-amount')).toHaveText('500.00 บาท');
    await payQr(apiURL, (await panel.getByTestId('deposit-qr-reference').textContent()) ?? '');
    await expect(page.getByTestId('deposit-result-paid')).toContainText('500.00 บาท', { timeout: 10_000 });
    await expect(page.getByTestId('balance')).toContainText('500.00');
  });

  await test.step('plays a round of the sandbox slot', async () => {
    await page.goto('/en/list/slot');
    await main(page).getByTestId('game-tile').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/game\//);
    const frame = main(page).locator('iframe');
    await expect(frame).toBeVisible();
    const ticket = new URL((await frame.getAttribute('src'))!).searchParams.get('ticket')!;
    // A real round: the bet left the member's wallet and the win came back into it.
    const { balance, win } = (await spinViaApi(apiURL, ticket, 10)) as { balance: number; win: number };
    expect(balance).toBeCloseTo(500 - 10 + win, 2);
    await main(page).getByRole('link', { name: 'Back to the lobby' }).click();
    const shown = balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('balance')).toContainText(shown);
  });
});
