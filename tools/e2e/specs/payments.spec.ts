import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { crcValid, parseTlv } from '@lobby/contract';
import jsQR from 'jsqr';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { consentCookie, expect, test } from '../fixtures';
import { fundViaApi, registerViaApi, type NewMember } from '../sandbox';

/*
 * The member's money loop against the real platform server. The flows tagged @phone run in both projects: on the
 * desktop one the panels are drawers over the page (?sideDeposit / ?sideHistory), on the phone one (Pixel 7) they are
 * the pages /deposit, /withdraw and /history. Each flow reads one language; between them both languages run on both
 * devices.
 */

type Locale = 'th' | 'en';
type Tab = 'deposit-tab' | 'deposit-usdt-tab' | 'withdraw-tab';

const onPhone = () => test.info().project.name.endsWith('-phone');
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** What the member reads, where a helper needs it in either language (libs/payments, shell and api-client strings). */
const words = {
  th: {
    panel: 'ฝาก / ถอน',
    plus: 'ฝากเงิน',
    withdrawn: (amount: string) => `รับคำขอถอน ${amount} แล้ว`,
    waitButton: /ถอนได้อีกครั้งใน (\d\d):(\d\d)/,
  },
  en: {
    panel: 'Deposit / Withdraw',
    plus: 'Deposit',
    withdrawn: (amount: string) => `Your withdrawal of ${amount} is requested`,
    tooSoon: /One withdrawal every 10 minutes\. Please wait/,
  },
};

/** An amount as the site writes it: 1,234.50 บาท in Thai, ฿1,234.50 in English. */
function baht(amount: number, locale: Locale) {
  const figure = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return locale === 'en' ? `฿${figure}` : `${figure} บาท`;
}

/** Logs in through the page, in Thai or English. */
async function logIn(page: Page, member: NewMember, locale: Locale = 'th', query = '') {
  const en = locale === 'en';
  await page.goto(`${prefix(locale)}/login${query}`);
  await page.getByLabel(en ? 'Username' : 'ชื่อผู้ใช้').fill(member.username);
  await page.getByLabel(en ? 'Password' : 'รหัสผ่าน', { exact: true }).fill(member.password);
  await page
    .getByRole('button', { name: en ? 'Log in' : 'เข้าสู่ระบบ', exact: true })
    .last()
    .click();
  await expect(page.getByTestId('member-balance').first()).toBeAttached();
  // The header shows the member before the login page has sent them on: a link taken from /login goes back there.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * The deposit / withdraw panel on the device under test: the drawer over the home page, or the phone's page. Its
 * code and strings load when the flag asks for them: on a busy machine that takes longer than one expect's 5 s.
 */
async function openPanel(page: Page, locale: Locale, tab: Tab): Promise<Locator> {
  const phone = onPhone();
  if (phone) {
    const path = {
      'deposit-tab': '/deposit',
      'deposit-usdt-tab': '/deposit?tab=deposit-usdt-tab',
      'withdraw-tab': '/withdraw',
    };
    await page.goto(`${prefix(locale)}${path[tab]}`);
  } else {
    await page.goto(`${prefix(locale)}/?sideDeposit=true&tab=${tab}`);
  }
  const panel = phone ? page.locator('main') : page.getByRole('dialog', { name: words[locale].panel });
  await expect(panel.getByRole('tablist')).toBeVisible({ timeout: 15_000 });
  return panel;
}

/** The panel the header's plus opened: the drawer on larger screens, the /deposit page on phones (spec §2). */
async function openWithPlus(page: Page, locale: Locale): Promise<Locator> {
  await page.getByTestId('member-balance').getByRole('link', { name: words[locale].plus }).click();
  if (onPhone()) {
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/deposit$`));
    return page.locator('main');
  }
  await expect(page).toHaveURL(/sideDeposit=true/);
  return page.getByRole('dialog', { name: words[locale].panel });
}

/** The header's balance as the member sees it; on a phone the money pages hide the header's balance, home shows it. */
async function expectBalance(page: Page, locale: Locale, text: string) {
  if (onPhone()) await page.goto(`${prefix(locale)}/`);
  else await page.getByTestId('member-balance').getByRole('button').click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText(text);
}

async function post(apiURL: string, path: string, body: unknown) {
  const response = await fetch(`${apiURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message?: string };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
}

/** The sandbox payer pays a QR by its reference, as the bank app would. */
const payQr = (apiURL: string, reference: string) =>
  post(apiURL, `/sandbox/payments/${encodeURIComponent(reference)}/pay`, {});

type Answer = { code: number; message?: string; access_token?: string; result?: Record<string, unknown> };

/**
 * The member's own REST calls as the site makes them (bearer token from a login, a key on money calls), for tests
 * that need money moved but are about something else. The e2e server's tokens live 8 s: a 7003 logs in again.
 */
async function memberApi(apiURL: string, member: NewMember, groupID: string) {
  let token = '';
  const send = async (path: string, body: unknown, retry = true): Promise<Answer> => {
    const response = await fetch(`${apiURL}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Answer;
    if (answer.code === 7003 && retry) {
      await login();
      return send(path, body, false);
    }
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer;
  };
  const login = async () => {
    token = '';
    const answer = await send('/api/v1/member/login', {
      username: member.username,
      password: member.password,
      groupID,
    });
    token = answer.access_token ?? '';
  };
  await login();
  return send;
}

/** Decodes a PNG QR: the page's canvas turns it into pixels, jsQR reads them. */
async function readQr(page: Page, png: Buffer): Promise<string> {
  const image = await page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? '';
}

/** Serious and critical WCAG A/AA findings, as a11y.spec.ts counts them. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('deposit', () => {
  test('QR from the header plus: paid by the sandbox payer, the balance rises; the saved QR decodes @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    // Register, log in, an axe scan, a download read back and a payment: more than the default 30 s on a busy CI.
    test.slow();
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    await expect(page.getByTestId('balance')).toContainText('0.00');
    const panel = await openWithPlus(page, 'th');
    await panel.getByTestId('deposit-method-qr-code').click();
    await panel.getByLabel('จำนวนเงินที่ต้องการฝาก').fill('750');
    await panel.getByTestId('deposit-request-qr').click();
    await expect(panel.getByTestId('deposit-qr-amount')).toHaveText('750.00 บาท');
    expect(await seriousViolations(page)).toEqual([]);

    // The saved image is the QR a banking app reads: a dynamic PromptPay payload of this amount with a valid CRC.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByTestId('deposit-qr-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${member.username}_qr-code_750_\\d{8}-\\d{4}\\.png$`));
    const payload = await readQr(page, await readFile((await download.path())!));
    const tags = parseTlv(payload);
    expect(tags.get('54')).toBe('750.00');
    expect(tags.get('29')).toContain('A000000677010111');
    expect(crcValid(payload)).toBe(true);

    await payQr(apiURL, (await panel.getByTestId('deposit-qr-reference').textContent()) ?? '');
    await expect(page.getByTestId('deposit-result-paid')).toContainText('750.00 บาท', { timeout: 10_000 });
    // The header's balance rose with the success, before anyone asked (on a phone's money page it is in the DOM).
    await expect(page.getByTestId('balance')).toContainText('750.00');
    await page.getByTestId('deposit-result-ok').click();
    await expect(panel.getByTestId('deposit-method-qr-code')).toBeVisible();
    if (!onPhone()) {
      // Closing goes back to the page as it was, without the flags.
      await panel.getByRole('button', { name: 'ปิด' }).click();
      await expect(page).not.toHaveURL(/sideDeposit/);
    }
    await expectBalance(page, 'th', '750.00');
  });

  test('wallet QR in English: quick amounts per device; Back one step, Forward to the same QR, paid @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member, 'en');
    const panel = await openPanel(page, 'en', 'deposit-tab');
    await panel.getByTestId('deposit-method-truewallet').click();
    // Spec §5: eight quick amounts on larger screens, six on phones.
    const quick = panel.getByRole('group', { name: 'Quick amounts' }).getByRole('button');
    await expect(quick).toHaveCount(onPhone() ? 6 : 8);
    await quick.filter({ hasText: /^1,000$/ }).click();
    await panel.getByTestId('deposit-request-qr').click();
    await expect(panel.getByTestId('deposit-qr-amount')).toHaveText('฿1,000.00');
    const reference = (await panel.getByTestId('deposit-qr-reference').textContent()) ?? '';
    await page.goBack();
    await expect(panel.getByLabel('Amount to deposit')).toBeVisible();
    await page.goForward();
    await expect(panel.getByTestId('deposit-qr-reference')).toHaveText(reference);
    await payQr(apiURL, reference);
    await expect(page.getByTestId('deposit-result-paid')).toContainText('฿1,000.00', { timeout: 10_000 });
  });

  test('a QR left unpaid past its expiry ends with the expired notice and returns to the start @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.clock.install();
    await logIn(page, member, 'en');
    const panel = await openPanel(page, 'en', 'deposit-tab');
    await panel.getByTestId('deposit-method-qr-code').click();
    await panel.getByLabel('Amount to deposit').fill('300');
    await panel.getByTestId('deposit-request-qr').click();
    await expect(panel.getByTestId('deposit-qr')).toBeVisible();
    await page.clock.fastForward('10:05');
    await expect(page.getByTestId('deposit-result-expired')).toContainText('The QR code has expired', {
      timeout: 10_000,
    });
    await page.getByTestId('deposit-result-ok').click();
    await expect(panel.getByTestId('deposit-method-qr-code')).toBeVisible();
  });

  test('a bank transfer: the account from the sheet, announced, credited when the sandbox bank says @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    const panel = await openPanel(page, 'th', 'deposit-tab');
    await panel.getByTestId('deposit-method-tranfer-online').click();
    const sheet = page.getByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
    // Nothing chosen yet: the first account is checked; the sandbox bank reports transfers to it.
    await expect(sheet.getByRole('radio').first()).toBeChecked();
    await sheet.getByTestId('deposit-picker-choose').click();
    const number = panel.getByTestId('deposit-transfer-number');
    await expect(number).toHaveText(/^\d{3}-\d-\d{5}-\d+$/);
    // Reopened, the sheet checks the account chosen, whatever radio was touched before it was closed.
    await panel.getByRole('button', { name: 'เปลี่ยนบัญชีปลายทาง' }).click();
    await sheet.getByRole('radio').nth(1).check();
    await sheet.getByRole('button', { name: 'ปิด' }).click();
    await panel.getByRole('button', { name: 'เปลี่ยนบัญชีปลายทาง' }).click();
    await expect(sheet.getByRole('radio').first()).toBeChecked();
    await sheet.getByTestId('deposit-picker-choose').click();
    await panel.getByTestId('deposit-transfer-amount').fill('1200');
    await panel.getByTestId('deposit-transfer-done').click();
    await expect(page.getByText(/รับแจ้งแล้ว/)).toBeVisible();
    await fundViaApi(apiURL, member.username, 1200);
    if (!onPhone()) await panel.getByRole('button', { name: 'ปิด' }).click();
    await expectBalance(page, 'th', '1,200.00');
  });

  test('USDT: the address QR and the rate; the amount announced and credited at the rate @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member, 'en');
    const panel = await openPanel(page, 'en', 'deposit-usdt-tab');
    await expect(panel.getByRole('tab', { name: 'Deposit coin (USDT)' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('usdt-address')).toHaveText(/^\w{8}…\w{8}$/);
    await expect(panel.getByTestId('usdt-address-qr')).toHaveAttribute('width', '200');
    const rateText = (await panel.getByTestId('usdt-rate').textContent()) ?? '';
    const rate = Number(/^1 USDT = ([\d.,]+) baht$/.exec(rateText)?.[1]?.replace(/,/g, ''));
    expect(rate).toBeGreaterThan(0);
    const usdt = Math.ceil((600 / rate) * 100) / 100;
    await panel.getByTestId('usdt-amount').fill(String(usdt));
    await panel.getByTestId('usdt-done').click();
    await expect(page.getByText(/Noted\. Your balance goes up/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await post(apiURL, '/sandbox/transfers', { type: 'usdt', username: member.username, amount: usdt });
    if (!onPhone()) await panel.getByRole('button', { name: 'Close' }).click();
    await expectBalance(page, 'en', baht(Math.floor(usdt * rate * 100) / 100, 'en'));
  });
});

test.describe('withdraw', () => {
  test('a withdrawal starts the cooldown, counted down on the button and released at zero @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 1000);
    await page.clock.install();
    await logIn(page, member);
    const panel = await openPanel(page, 'th', 'withdraw-tab');
    const button = panel.getByTestId('withdraw-submit');
    await expect(panel.getByTestId('withdraw-balance')).toHaveText('1,000.00 บาท');
    await panel.getByLabel('จำนวนเงินที่ต้องการถอน').fill('400');
    await button.click();
    await expect(page.getByText(words.th.withdrawn('400.00 บาท'))).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/ถอนได้อีกครั้งใน (10:00|09:[45]\d)/);
    await expect(panel.getByTestId('withdraw-balance')).toHaveText('600.00 บาท');
    expect(await seriousViolations(page)).toEqual([]);

    const left = async () => {
      const [, minutes, seconds] = words.th.waitButton.exec((await button.textContent()) ?? '') ?? [];
      return Number(minutes) * 60 + Number(seconds);
    };
    const before = await left();
    await page.clock.fastForward(30_000);
    await expect.poll(left).toBeLessThanOrEqual(before - 30);
    await expect(button).toBeDisabled();
    await page.clock.fastForward('10:00');
    await expect(button).toHaveText('ถอนเงิน');
    await expect(button).toBeEnabled();
  });

  test('a second withdrawal from another device is refused with 1005 in that device\u2019s page @phone', async ({
    page,
    brand,
    apiURL,
    browser,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 1000);
    // The same member on a second device of the same kind (its own login), its panel open before the withdrawal:
    // its button still says Withdraw.
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = test.info().project.use;
    const device = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL });
    await device.addCookies([consentCookie(baseURL!)]);
    const other = await device.newPage();
    await logIn(other, member, 'en');
    const second = await openPanel(other, 'en', 'withdraw-tab');
    await expect(second.getByTestId('withdraw-submit')).toHaveText('Withdraw');

    await logIn(page, member, 'en');
    const first = await openPanel(page, 'en', 'withdraw-tab');
    await first.getByLabel('Amount to withdraw').fill('300');
    await first.getByTestId('withdraw-submit').click();
    await expect(page.getByText(words.en.withdrawn('฿300.00'))).toBeVisible();

    await second.getByLabel('Amount to withdraw').fill('300');
    await second.getByTestId('withdraw-submit').click();
    // The server's refusal in the page: spec §8's words with the wait, and the cooldown from the date it returned.
    await expect(second.getByText(words.en.tooSoon)).toBeVisible();
    await expect(second.getByTestId('withdraw-submit')).toHaveText(/Withdraw again in 0\d:\d\d/);
    await expect(second.getByTestId('withdraw-submit')).toBeDisabled();
    await device.close();
  });
});

test.describe('history', () => {
  test('QR, transfer, USDT and withdraw entries, newest first @phone', async ({ page, brand, apiURL }) => {
    test.slow();
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    const openHistory = async () => {
      if (onPhone()) {
        await page.goto('/history');
        return page.locator('main');
      }
      await page.goto('/');
      await page.getByTestId('header').getByRole('link', { name: 'ประวัติการทำรายการ' }).click();
      await expect(page).toHaveURL(/sideHistory=true/);
      return page.getByRole('dialog', { name: 'ประวัติการทำรายการ' });
    };
    await expect((await openHistory()).getByTestId('history-empty')).toHaveText(/ไม่พบรายการ/);

    // Money moved the way the site moves it, one after the other: a QR paid, a bank transfer and a USDT transfer
    // announced and credited, then a withdrawal.
    const call = await memberApi(apiURL, member, brand.defaultGroupId);
    const profile = (await call('/api/v1/member/data/profile', {})).result as Record<string, { id: number }[]>;
    const [qrChannel, bank, usdt] = [profile.payment![0]!, profile.bank![0]!, profile.usdt![0]!];
    const qr = await call('/api/v1/member/payment/qr', { action: 'get_qr', id: qrChannel.id, amount: 610 });
    await payQr(apiURL, String(qr.result!.merchantRef));
    await call('/api/v1/member/payment/transfer', { id: bank.id, amount: '1220' });
    await post(apiURL, '/sandbox/transfers', {
      type: 'bank',
      username: member.username,
      amount: 1220,
      channel_id: bank.id,
    });
    await call('/api/v1/member/payment/transfer', { id: usdt.id, amount: '16.5' });
    await post(apiURL, '/sandbox/transfers', {
      type: 'usdt',
      username: member.username,
      amount: 16.5,
      channel_id: usdt.id,
    });
    await call('/api/v1/member/withdraw', { balance: 300 });

    const rows = (await openHistory()).getByTestId('history-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('ถอนเงิน');
    await expect(rows.nth(0)).toContainText('-300.00 บาท');
    await expect(rows.nth(0)).toHaveAttribute('data-status', 'pending');
    await expect(rows.nth(1)).toContainText('USDT');
    await expect(rows.nth(1)).toContainText('602.25 บาท');
    await expect(rows.nth(2)).toContainText('กสิกรไทย');
    await expect(rows.nth(2)).toContainText('1,220.00 บาท');
    await expect(rows.nth(3)).toContainText('PromptPay QR');
    await expect(rows.nth(3)).toContainText('610.00 บาท');
    for (const i of [1, 2, 3]) {
      await expect(rows.nth(i)).toContainText('ฝากเงิน');
      await expect(rows.nth(i)).toHaveAttribute('data-status', 'done');
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('where the panel opens', () => {
  test('a visitor with ?sideDeposit=true logs in and lands with the panel open', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.goto('/en/list/slot?sideDeposit=true');
    await expect(page).toHaveURL(/\/en\/login\?sideDeposit=true$/);
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await expect(page.getByRole('dialog', { name: 'Deposit / Withdraw' })).toBeVisible();
  });

  test('a member on a phone with ?sideDeposit=true goes to /deposit @phone', async ({ page, brand, apiURL }) => {
    test.skip(!onPhone(), 'phones only: larger screens open the drawer');
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    await page.goto('/list/slot?sideDeposit=true');
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByTestId('deposit-method-qr-code')).toBeVisible();
  });

  test('on a phone the header plus goes to /deposit and the menu history to /history @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    test.skip(!onPhone(), 'phones only: larger screens open the drawers');
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member, 'en');
    await page.goto('/en');
    await page.getByTestId('member-balance').getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/en\/deposit$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('main').getByTestId('deposit-method-qr-code')).toBeVisible();
    await page.goto('/en');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/en\/history$/);
    await expect(page.locator('main').getByTestId('history-empty')).toHaveText(/No transactions found/);
  });

  test('?arr=2 opens the withdraw tab; the drawer reopens on the tab it was closed on', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 500);
    await logIn(page, member);
    await page.goto('/?sideDeposit=true&arr=2');
    const drawer = page.getByRole('dialog', { name: 'ฝาก / ถอน' });
    await expect(drawer.getByRole('tab', { name: 'ถอนเงิน' })).toHaveAttribute('aria-selected', 'true');
    await drawer.getByRole('button', { name: 'ปิด' }).click();
    await expect(drawer).toBeHidden();
    // Opened by ?arr=2 and closed: the flag alone reopens it on Withdraw.
    await page.goto('/?sideDeposit=true');
    await expect(drawer.getByRole('tab', { name: 'ถอนเงิน' })).toHaveAttribute('aria-selected', 'true');
    await drawer.getByRole('button', { name: 'ปิด' }).click();
    // The header's plus is the deposit button (spec §2): it asks for the Deposit tab by name.
    await page.getByTestId('member-balance').getByRole('link', { name: 'ฝากเงิน' }).click();
    await expect(drawer.getByRole('tab', { name: 'ฝากเงิน' })).toHaveAttribute('aria-selected', 'true');
    await drawer.getByRole('tab', { name: 'ฝากเหรียญ (USDT)' }).click();
    await drawer.getByRole('button', { name: 'ปิด' }).click();
    await page.goto('/?sideDeposit=true');
    await expect(drawer.getByRole('tab', { name: 'ฝากเหรียญ (USDT)' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('accessibility', () => {
  test('axe: the /withdraw page and the open drawer have no serious or critical issue @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    // Three axe passes over full pages, each several seconds of main-thread work on a loaded machine.
    test.setTimeout(60_000);
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 500);
    await logIn(page, member);
    await page.goto('/withdraw');
    await expect(page.locator('main').getByTestId('withdraw-balance')).toHaveText('500.00 บาท');
    expect(await seriousViolations(page)).toEqual([]);
    if (onPhone()) return;
    await page.goto('/?sideDeposit=true&tab=withdraw-tab');
    const drawer = page.getByRole('dialog', { name: 'ฝาก / ถอน' });
    await expect(drawer.getByTestId('withdraw-balance')).toHaveText('500.00 บาท');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/?sideHistory=true');
    // The history drawer, with the funding transfer in it.
    await expect(page.getByRole('dialog', { name: 'ประวัติการทำรายการ' }).getByTestId('history-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
