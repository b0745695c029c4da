import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { siteRoutes } from '@lobby/shell/routes';
import { expect, test } from '../fixtures';
import { fundViaApi, gamesFromApi, registerViaApi, spinViaApi, type NewMember } from '../sandbox';

/** Logs in through the page, in Thai or English. */
async function logIn(page: Page, member: NewMember, locale: 'th' | 'en' = 'th') {
  const en = locale === 'en';
  await page.goto(`${en ? '/en' : ''}/login`);
  await page.getByLabel(en ? 'Username' : 'ชื่อผู้ใช้').fill(member.username);
  await page.getByLabel(en ? 'Password' : 'รหัสผ่าน', { exact: true }).fill(member.password);
  await page
    .getByRole('button', { name: en ? 'Log in' : 'เข้าสู่ระบบ', exact: true })
    .last()
    .click();
  await expect(page.getByTestId('member-balance').first()).toBeAttached();
}

async function api(apiURL: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${apiURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message?: string; result?: unknown };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer as { code: 0; result?: unknown; access_token?: string };
}

/** The operator's one-time login link for a member (admin `member login-link`): its token. */
async function loginLinkToken(apiURL: string, username: string): Promise<string> {
  const answer = await api(apiURL, '/admin/command', { args: ['member', 'login-link', username] });
  return /token=([\w-]+)/.exec(String(answer.result))![1]!;
}

/** `e2e123456789` → `e2***89`, as the leaderboard shows a player. */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;

test.describe('member pages', () => {
  test('promotions list → detail → claim opens the deposit drawer (th), and (en)', async ({ page, brand, apiURL }) => {
    test.slow();
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    await page.goto('/promotions');
    await expect(page.getByTestId('promotion-card')).toHaveCount(6);
    await expect(page.getByTestId('promotions-count')).toHaveText(/\d+ โปรโมชั่น/);
    await expect(page.getByRole('navigation', { name: 'หมวดโปรโมชั่น' })).toBeVisible();
    await page.getByRole('link', { name: 'ดูรายละเอียด สมาชิกใหม่รับโบนัส 100%' }).click();
    await expect(page).toHaveURL(new RegExp(`/promotion\\?id=${brand.defaultGroupId}-welcome$`));
    await expect(page.getByRole('heading', { name: 'สมาชิกใหม่รับโบนัส 100%', level: 1 })).toBeVisible();
    await expect(page.getByTestId('promotion-terms')).toContainText('ทำยอดเทิร์น 10 เท่า');
    await page.getByTestId('promotion-claim').click();
    await expect(page).toHaveURL(/sideDeposit=true/);
    await expect(page.getByRole('dialog', { name: 'ฝาก / ถอน' })).toBeVisible();
    // The claim is the member's pending bonus now.
    await page.goto('/bonus');
    await expect(page.getByTestId('bonus-card').first()).toHaveAttribute('data-state', 'pending');

    await page.goto('/en/promotions?category=deposit');
    await page.getByRole('link', { name: 'Details of First deposit of the day 10%' }).click();
    await expect(page.getByRole('heading', { name: 'First deposit of the day 10%', level: 1 })).toBeVisible();
    // One open bonus at a time: the page says so, in English.
    await page.getByRole('button', { name: 'Claim and deposit' }).click();
    await expect(page.getByTestId('promotion-refused')).toContainText('You have a bonus in play');
  });

  test('a phone claims and lands on the deposit page @phone', async ({ page, brand, apiURL, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member, 'en');
    await page.goto(`/en/promotion?id=${brand.defaultGroupId}-weekend`);
    await page.getByRole('button', { name: 'Claim and deposit' }).click();
    await expect(page).toHaveURL(/\/en\/deposit$/);
  });

  test('tournaments: on now, coming soon and ended, with countdowns and the member’s own row', async ({
    page,
    brand,
    apiURL,
  }) => {
    test.slow();
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await fundViaApi(apiURL, member.username, 500);
    const session = await api(apiURL, '/api/v1/member/login', {
      username: member.username,
      password: member.password,
      groupID: brand.defaultGroupId,
    });
    const launch = await api(
      apiURL,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001', lang: 'th' },
      session.access_token,
    );
    const ticket = new URL(String(launch.result)).searchParams.get('ticket')!;
    for (let i = 0; i < 3; i++) await spinViaApi(apiURL, ticket, 50);

    await logIn(page, member);
    await page.goto('/slot-tournament');
    const cards = page.getByTestId('tournament-card');
    await expect(cards).toHaveCount(3);
    await expect(page.getByTestId('tournaments-page').getByRole('heading', { level: 2 })).toHaveText([
      'กำลังแข่งขัน',
      'เร็ว ๆ นี้',
      'จบแล้ว',
    ]);
    const active = page.locator('[data-testid="tournament-card"][data-state="active"]');
    await expect(active.getByRole('timer', { name: 'จบในอีก' })).toHaveText(/^\d+ วัน \d\d:\d\d:\d\d$/);
    const first = await active.getByRole('timer').textContent();
    await expect(active.getByRole('timer')).not.toHaveText(first!, { timeout: 3000 });
    await expect(active.getByTestId('leaderboard-me')).toContainText(masked(member.username));
    await expect(active.getByTestId('leaderboard-me')).toContainText('คุณ');
    const coming = page.locator('[data-testid="tournament-card"][data-state="coming"]');
    await expect(coming.getByRole('timer', { name: 'เริ่มในอีก' })).toBeVisible();
    await expect(coming.getByText('ตารางอันดับเริ่มเมื่อทัวร์นาเมนต์เริ่ม')).toBeVisible();
    const ended = page.locator('[data-testid="tournament-card"][data-state="ended"]');
    await expect(ended.getByText(/^จบเมื่อ/)).toBeVisible();
    await expect(ended.getByRole('timer')).toHaveCount(0);

    await page.goto('/en/tournament');
    await expect(page.getByTestId('tournament-card')).toHaveCount(4);
    await expect(page.getByRole('timer', { name: 'Ends in' })).toBeVisible();
    await expect(page.getByTestId('leaderboard-me').first()).toContainText('You');
  });

  test('the FAQ finds “ถอน” and “withdraw”, in both languages', async ({ page }) => {
    await page.goto('/help');
    await page.getByLabel('ค้นหาคำถาม').fill('ถอน');
    await expect(page.getByText('ถอนเงินขั้นต่ำเท่าไร')).toBeVisible();
    await expect(page.getByText('ถอนเงินขั้นต่ำ 300 บาทต่อครั้ง', { exact: false })).toBeVisible();
    await page.getByLabel('ค้นหาคำถาม').fill('withdraw');
    await expect(page.getByText('ถอนเงินได้บ่อยแค่ไหน')).toBeVisible();
    await page.goto('/en/help');
    await page.getByLabel('Search the questions').fill('withdraw');
    await expect(page.getByText('What is the minimum withdrawal?')).toBeVisible();
    await expect(page.getByTestId('faq-count')).toHaveText(/\d+ questions found/);
    await page.getByLabel('Search the questions').fill('ถอน');
    await expect(page.getByText('How often can I withdraw?')).toBeVisible();
  });

  test('the phone menu reaches every page it lists @phone', async ({ page, brand, apiURL, isMobile }) => {
    test.skip(!isMobile, 'the phone layout');
    test.setTimeout(180_000);
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    await page.goto('/menu');
    // The member's menu (the page is prerendered for visitors, then the app takes over with the member's links).
    await expect(page.getByTestId('menu-bonus')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The pages it lists (its navigation groups); the language switch and the brand's LINE follow them.
    const links = page.getByTestId('menu-page').getByRole('navigation').getByRole('link');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/promotions', '/tournament', '/vip', '/help', '/event', '/bonus', '/list/favourite']),
    );
    expect(hrefs.includes('/affiliate')).toBe(!brand.hideAffiliate);
    await expect(page.getByTestId('menu-language-en')).toHaveAttribute('href', '/en/menu');
    await expect(page.getByTestId('menu-support')).toHaveAttribute('href', brand.social.line!);
    // One load, then in-app navigation: each link, and Back to the menu.
    for (const href of hrefs) {
      await page.getByTestId('menu-page').locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('[data-layout]').first()).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByTestId('error-page')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('menu-page')).toBeVisible();
    }
    // Last, the member card's logout: home, as a visitor.
    await page.getByTestId('menu-logout').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('member-balance')).toHaveCount(0);
  });

  test('a one-time login link signs in once and is refused the second time', async ({ page, brand, apiURL }) => {
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    const token = await loginLinkToken(apiURL, member.username);
    await page.goto(`/loginUrl?token=${token}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('member-balance').first()).toBeAttached();
    await page.context().clearCookies();
    await page.goto(`/en/loginUrl?token=${token}`);
    await expect(page.getByRole('heading', { name: 'This link was used already' })).toBeVisible();
    await page.getByTestId('login-url-login').click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.goto(`/loginUrl?token=${token}`);
    await expect(page.getByRole('heading', { name: 'ลิงก์นี้ถูกใช้ไปแล้ว' })).toBeVisible();
  });

  test('every page of the spec opens its own page for a member, affiliate and parameter pages too', async ({
    page,
    brand,
    apiURL,
  }) => {
    test.setTimeout(300_000);
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    const [game] = await gamesFromApi(apiURL, brand.defaultGroupId, { type: 'slot', limit: 1 });
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    // A real address for each page with parameters; a new one fails here until it is given one.
    const concrete: Record<string, string> = {
      'affiliate-reportDetail-id': `/affiliate/reportDetail/${today}`,
      'aff-id': '/aff/XY12',
      'game-id': `/game/${game!._id}`,
      'game-id-name': `/game/${game!._id}/${game!.handle}`,
      'list-id': '/list/slot',
      'register-id': '/register/XY12',
      'registerAff-id': '/registerAff/XY12',
      'search-id': '/search/joker',
    };
    await logIn(page, member);
    const paths = siteRoutes
      // The shell's maintenance page; a brand without the affiliate programme sends its pages home (affiliate.spec).
      .filter((route) => route.name !== 'maintenance' && !(brand.hideAffiliate && route.feature === 'affiliate'))
      .map((route) => {
        if (!route.path.includes(':')) return `/${route.path}`;
        expect(concrete[route.name], `an address for ${route.name}`).toBeDefined();
        return concrete[route.name]!;
      });
    expect(paths).toEqual(expect.arrayContaining(['/event', '/game/' + game!._id]));
    if (!brand.hideAffiliate) expect(paths).toContain('/affiliate/member');
    for (const prefix of ['', '/en']) {
      for (const path of paths) {
        const where = `${prefix}${path}`;
        await page.goto(where);
        await expect(page.locator('[data-layout]').first(), where).toBeVisible();
        // The page itself, rendered in the browser (the prerendered stand-in gone), is neither a 404 nor an error.
        await expect(page.getByTestId('page-skeleton'), where).toHaveCount(0);
        await expect(page.getByTestId('not-found'), where).toHaveCount(0);
        await expect(page.getByTestId('error-page'), where).toHaveCount(0);
      }
    }
  });

  test('the member pages have no serious accessibility violations @phone', async ({ page, brand, apiURL }) => {
    test.slow();
    const member = await registerViaApi(apiURL, brand.defaultGroupId);
    await logIn(page, member);
    await page.goto(`/promotion?id=${brand.defaultGroupId}-daily`);
    await page.getByTestId('promotion-claim').click();
    const paths = ['/promotions', `/promotion?id=${brand.defaultGroupId}-daily`, '/bonus', '/slot-tournament'];
    for (const path of [...paths, '/help?q=ถอน', '/vip', '/event', '/menu', '/en/tournament', '/en/help']) {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
      expect(serious, path).toEqual([]);
    }
  });
});
