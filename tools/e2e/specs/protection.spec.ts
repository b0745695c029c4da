import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { workspaceRoot } from '../brands';
import { expect, test } from '../fixtures';
import { fundViaApi, registerViaApi, type NewMember } from '../sandbox';

/*
 * Player protection (issue 15) per brand, against the real platform server: the consent banner holds the live chat
 * until accepted; the footer's trust block and documents come from the brand's config; the server holds registration
 * to the brand's age; a deposit limit set on the responsible-gaming page refuses the QR over it; a time-out logs the
 * member out, login is refused naming its end, and the balance stays withdrawable; the play reminder shows after the
 * chosen minutes (the page's clock moved on).
 */

type Locale = 'th' | 'en';
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const onPhone = () => test.info().project.name.endsWith('-phone');

async function logIn(page: Page, member: NewMember, locale: Locale = 'th') {
  const en = locale === 'en';
  await page.goto(`${prefix(locale)}/login`);
  await page.getByLabel(en ? 'Username' : 'ชื่อผู้ใช้').fill(member.username);
  await page.getByLabel(en ? 'Password' : 'รหัสผ่าน', { exact: true }).fill(member.password);
  await page
    .getByRole('button', { name: en ? 'Log in' : 'เข้าสู่ระบบ', exact: true })
    .last()
    .click();
  await expect(page.getByTestId('member-balance').first()).toBeAttached();
}

/** The member's tools load with the page's chunk and the member's settings: give a busy machine time. */
async function openCentre(page: Page, locale: Locale) {
  await page.goto(`${prefix(locale)}/responsible-gaming`);
  await expect(page.getByTestId('rg-limits')).toBeVisible({ timeout: 15_000 });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('consent on a first visit', () => {
  test.use({ returningVisitor: false });

  test('the banner holds the live chat until the visitor accepts; the choice is kept @phone', async ({
    page,
    context,
    brand,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'เราใช้คุกกี้' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // The page is interactive (the widgets loaded), yet no chat: nothing optional before consent.
    await expect(page.locator('script[data-lobby-chat]')).toHaveCount(0);
    await expect(page.getByTestId('chat-button')).toHaveCount(0);
    if (brand.liveChat) {
      await banner.getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
      await expect(banner).toBeHidden();
      await expect(page.locator('script[data-lobby-chat]')).toHaveCount(1);
      await expect(page.getByTestId('footer').getByTestId('chat-button')).toBeVisible({ timeout: 15_000 });
    } else {
      // A brand without chat: choose per purpose in the settings.
      await banner.getByRole('button', { name: 'ตั้งค่า' }).click();
      const dialog = page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' });
      await dialog.getByRole('switch', { name: /การวัดผล/ }).check();
      await dialog.getByRole('button', { name: 'บันทึกการเลือก' }).click();
      await expect(banner).toBeHidden();
    }
    const consent = (await context.cookies()).find((c) => c.name === 'consent');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({ v: '2026-11', analytics: true });
    // A returning visitor is not asked again; the footer's cookie settings reopen the choice.
    await page.reload();
    // A tap on the prerendered footer before hydration is lost (no script listens yet): <html data-session> is set in
    // the commit that ends hydration.
    await expect(page.locator('html')).toHaveAttribute('data-session', /.+/, { timeout: 15_000 });
    await page.getByTestId('footer-cookies').click();
    await expect(page.getByRole('dialog', { name: 'ตั้งค่าคุกกี้' })).toBeVisible({ timeout: 15_000 });
    await expect(banner).toBeHidden();
  });
});

test.describe('trust and age', () => {
  test("the footer's trust block and the documents are the brand's own @brand", async ({ page, brand }) => {
    await page.goto('/en');
    const block = page.getByTestId('footer-trust');
    const trust = brand.trust!;
    await expect(block).toContainText(`Operated by ${trust.operator.en}`);
    if (trust.licence) {
      await expect(block.getByTestId('footer-licence')).toHaveAttribute('href', trust.licence.register);
      await expect(block.getByTestId('footer-licence')).toHaveText(trust.licence.number);
    } else {
      await expect(block.getByTestId('footer-licence')).toHaveCount(0);
      await expect(block).not.toContainText('Licence');
    }
    await expect(page.getByTestId('footer')).toContainText(`For players aged ${brand.ageBadge} and over only`);
    const terms = JSON.parse(await readFile(join(workspaceRoot, 'apps', brand.id, 'public/legal/terms.json'), 'utf8'));
    await block.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByTestId('legal-terms').getByRole('heading', { level: 1 })).toHaveText(terms.en.title, {
      timeout: 15_000,
    });
    await page.getByTestId('footer-rg').click();
    await expect(page.getByTestId('responsible-gaming').getByRole('heading', { level: 1 })).toHaveText(
      'Responsible gaming',
    );
    await expect(page.getByText(`This site is for people aged ${brand.ageBadge} and over only`)).toBeVisible();
    // Its advice is the brand's own text, from the same folder.
    const advice = JSON.parse(
      await readFile(join(workspaceRoot, 'apps', brand.id, 'public/legal/responsible-gaming.json'), 'utf8'),
    );
    await expect(page.getByTestId('rg-advice').getByRole('heading', { level: 2 })).toHaveText(advice.en.title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("registration is held to the brand's age by the server, whatever the client sends @brand", async ({
    brand,
    apiURL,
  }) => {
    await expect(registerViaApi(apiURL, brand.defaultGroupId, brand.ageBadge - 1)).rejects.toThrow(
      new RegExp(`register: 4001 this site is for people aged ${brand.ageBadge} and over only`),
    );
    await expect(registerViaApi(apiURL, brand.defaultGroupId, brand.ageBadge)).resolves.toBeTruthy();
  });
});

test.describe('limits and breaks', () => {
  test('a deposit limit set on the page refuses the QR over it, in words @phone', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    await openCentre(page, 'th');
    await page.getByLabel('ต่อวัน').fill('500');
    await page.getByRole('button', { name: 'บันทึกวงเงิน' }).click();
    await expect(page.getByText('บันทึกวงเงินฝากแล้ว')).toBeVisible();
    await expect(page.getByLabel('ต่อวัน')).toHaveAccessibleDescription(/ฝากแล้ว 0.00 บาท จาก 500.00 บาท/);

    await page.goto(onPhone() ? '/deposit' : '/?sideDeposit=true&tab=deposit-tab');
    const panel = onPhone() ? page.locator('main') : page.getByRole('dialog', { name: 'ฝาก / ถอน' });
    await panel.getByTestId('deposit-method-qr-code').click({ timeout: 15_000 });
    await panel.getByLabel('จำนวนเงินที่ต้องการฝาก').fill('600');
    await panel.getByTestId('deposit-request-qr').click();
    await expect(page.getByTestId('deposit-result-error')).toContainText(
      'ยอดนี้เกินวงเงินฝากต่อวันที่คุณตั้งไว้ (500.00 บาท) ฝากได้อีก 500.00 บาท จนถึง',
    );
  });

  test('a time-out logs the member out; login is refused naming its end; the balance is still withdrawable', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 1000);
    await logIn(page, member, 'en');
    await openCentre(page, 'en');
    await page.getByRole('radio', { name: '24 hours' }).check();
    await page.getByRole('button', { name: 'Start my break' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your break' });
    await expect(dialog.getByTestId('break-summary')).toContainText('You will take a break of 24 hours, until');
    await dialog.getByLabel('Enter your password to confirm').fill(member.password);
    await dialog.getByRole('button', { name: 'Confirm and log out' }).click();

    const started = page.getByTestId('break-started');
    await expect(started).toContainText('You are on a break until');
    const until = /until (.+) and have been logged out/.exec((await started.textContent()) ?? '')![1]!;
    await expect(page.getByTestId('member-balance')).toHaveCount(0);

    await page.goto('/en/login');
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    const refused = page.getByTestId('form-alert');
    await expect(refused).toContainText(`This account is taking a break until ${until}`);
    await expect(page).toHaveURL(/\/en\/login$/);

    await refused.getByRole('link', { name: 'Withdraw your balance' }).click();
    // The login page, with its own Username field, stays until the withdrawal page has loaded.
    const withdrawPage = page.getByTestId('break-withdraw-page');
    await withdrawPage.getByLabel('Username').fill(member.username);
    await withdrawPage.getByLabel('Password', { exact: true }).fill(member.password);
    await withdrawPage.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('break-until')).toHaveText(`On a break until ${until}`);
    await expect(page.getByTestId('break-balance')).toHaveText('฿1,000.00');
    await page.getByLabel('Amount to withdraw').fill('500');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawal of ฿500.00 requested' })).toBeVisible();
    await expect(page.getByTestId('break-balance')).toHaveText('฿500.00');
  });

  test('the play reminder shows after the chosen minutes with the time played and the net result', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.clock.install();
    await logIn(page, member);
    // The reminder loads once the page is interactive and a member is here; its first call says it is counting. The
    // clock moves only after that (moved before, the reminder would start counting after the jump).
    const counting = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/member/protection/reality') && response.ok(),
    );
    await openCentre(page, 'th');
    await counting;
    await page.getByLabel('ความถี่ของการแจ้งเตือน').selectOption({ label: 'ทุก 15 นาที' });
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page.getByText('บันทึกการแจ้งเตือนแล้ว')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('14:00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward('01:00');
    const reminder = page.getByRole('dialog', { name: /คุณเล่นมาแล้ว 15 นาที/ });
    await expect(reminder).toBeVisible({ timeout: 10_000 });
    await expect(reminder.getByTestId('reality-net')).toHaveText('0.00 บาท');
    await reminder.getByRole('button', { name: 'เล่นต่อ' }).click();
    await expect(reminder).toBeHidden();
  });
});
