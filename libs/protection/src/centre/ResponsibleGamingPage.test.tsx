import { act, screen, waitFor, within } from '@testing-library/react';
import { selectSession } from '@lobby/auth-guards';
import { createFakeServer, deferred, fixtures, memberSession } from '@lobby/testing';
import { describe, expect, it, vi } from 'vitest';
import { protectionStateFixture, renderProtectionPage } from '../testing';
import { isLegalFile, type LegalFile } from '../legal/LegalPage';
import { RealityCheckWidget } from '../widgets/RealityCheckWidget';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

const STATE = 'POST /api/v1/member/protection/state';
const LIMITS = 'POST /api/v1/member/protection/deposit-limits';
const BREAK = 'POST /api/v1/member/protection/break';
const REMINDER = 'POST /api/v1/member/protection/reality-check';
const REALITY = 'POST /api/v1/member/protection/reality';

const open = (url = '/responsible-gaming', server = createFakeServer(), session = {}) =>
  renderProtectionPage(<ResponsibleGamingPage />, { url, path: '/responsible-gaming', server, session });

describe('the responsible-gaming page', () => {
  it("shows everyone the brand's age, the helpline and the way in; a visitor is asked to log in", async () => {
    open('/en/responsible-gaming', createFakeServer(), {});
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
    expect(screen.getByText('This site is for people aged 20 and over only')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 1323' })).toHaveAttribute('href', 'tel:1323');
    expect(screen.getByTestId('rg-login')).toHaveAttribute(
      'href',
      `/en/login?url=${encodeURIComponent('/en/responsible-gaming')}`,
    );
    expect(screen.getByRole('link', { name: 'Withdraw your balance' })).toHaveAttribute(
      'href',
      '/en/responsible-gaming/withdraw',
    );
  });

  it('saves limits and says a raise waits 24 hours', async () => {
    const server = createFakeServer({
      [STATE]: fixtures.ok({ result: protectionStateFixture() }),
      [LIMITS]: fixtures.ok({ result: protectionStateFixture() }),
    });
    const page = open('/responsible-gaming', server, memberSession);
    const day = await screen.findByLabelText('ต่อวัน');
    await page.user.clear(day);
    await page.user.type(day, '2000');
    await page.user.click(screen.getByRole('button', { name: 'บันทึกวงเงิน' }));
    await waitFor(() => expect(server.calls(LIMITS)).toHaveLength(1));
    expect(server.calls(LIMITS)[0]!.body).toEqual({ day: 2000, week: 5000, month: null });
    expect(await screen.findByText('วงเงินที่เพิ่มหรือยกเลิกจะมีผลในอีก 24 ชั่วโมง')).toBeVisible();
    expect(screen.getByTestId('choice-history')).toHaveTextContent('วงเงินฝากต่อสัปดาห์ 8,000.00 บาท');
  });

  it('a break logs the member out here and names its end; a wrong password keeps the member in', async () => {
    const server = createFakeServer({
      [STATE]: fixtures.ok({ result: protectionStateFixture() }),
      [BREAK]: fixtures.code(5000, 'the password is incorrect'),
    });
    const page = open('/en/responsible-gaming', server, memberSession);
    await page.user.click(await screen.findByRole('radio', { name: '24 hours' }));
    await page.user.click(screen.getByRole('button', { name: 'Start my break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your break' });
    await page.user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'wrong{Enter}');
    expect(await within(dialog).findByTestId('form-alert')).toHaveTextContent('Wrong username or password');
    expect(selectSession(page.store.getState()).accessToken).toBe(memberSession.accessToken);

    server.on(
      BREAK,
      fixtures.ok({
        result: { kind: 'timeout', until: '2026-12-02T03:00:00.000Z', since: '2026-12-01T03:00:00.000Z' },
      }),
    );
    const password = within(dialog).getByLabelText('Enter your password to confirm');
    await page.user.clear(password);
    await page.user.type(password, 'secret123{Enter}');
    await waitFor(() => expect(selectSession(page.store.getState()).accessToken).toBeNull());
    expect(server.calls(BREAK).at(-1)!.body).toEqual({ duration: '24h', password: 'secret123' });
    expect(server.calls('POST /api/v1/member/logout')).toHaveLength(1);
    expect(await screen.findByTestId('break-started')).toHaveTextContent(
      'You are on a break until 2 Dec 2026, 10:00 and have been logged out.',
    );
    expect(page.location()).toBe(`/en/responsible-gaming?breakUntil=${encodeURIComponent('2026-12-02T03:00:00.000Z')}`);
  });

  it('a reminder interval saved here counts at once, without waiting for the settings to load again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = createFakeServer({
        [STATE]: fixtures.ok({ result: protectionStateFixture() }),
        [REMINDER]: fixtures.ok({ result: protectionStateFixture({ reality_check: { minutes: 15 } }) }),
        [REALITY]: fixtures.ok({ result: { minutes: 30, since: 'x', net: 0, bets: 0, wins: 0 } }),
      });
      const page = renderProtectionPage(
        <>
          <ResponsibleGamingPage />
          <RealityCheckWidget />
        </>,
        { url: '/en/responsible-gaming', path: '/responsible-gaming', server, session: memberSession },
      );
      await page.user.selectOptions(await screen.findByLabelText('How often to remind me'), 'Every 15 minutes');
      // From here the settings never load again (a slow network): the saved answer alone must set the reminder.
      server.on(STATE, () => deferred<never>().promise);
      await page.user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Reminder saved')).toBeVisible();
      await act(async () => vi.advanceTimersByTime(15 * 60_000));
      expect(await screen.findByRole('dialog', { name: /You have played for 15 min/ })).toBeVisible();
    } finally {
      vi.useRealTimers();
      sessionStorage.clear();
    }
  });

  it('says when the settings could not be loaded and tries again', async () => {
    const server = createFakeServer({ [STATE]: () => ({ code: 9999, message: 'fault' }) });
    const page = open('/responsible-gaming', server, memberSession);
    await page.user.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
    await waitFor(() => expect(server.calls(STATE)).toHaveLength(2));
  });

  describe("the brand's own advice", () => {
    const advice: LegalFile = {
      th: {
        title: 'เล่นอย่างรับผิดชอบกับเรา',
        updated: '2026-11-26',
        sections: [{ heading: 'ตั้งงบก่อนเล่น', paragraphs: ['เล่นด้วยเงินที่เสียได้เท่านั้น'] }],
      },
      en: {
        title: 'Playing responsibly with us',
        updated: '2026-11-26',
        sections: [{ heading: 'Set a budget first', paragraphs: ['<b>Only</b> money you can afford to lose.'] }],
      },
    };
    const publishing = { trust: { operator: { th: 'บริษัท', en: 'Co.' }, documents: ['responsible-gaming'] as const } };

    it('shows the brand’s text from its folder, in the page language, as plain text, after the tools', async () => {
      const load = vi.fn(async () => advice);
      renderProtectionPage(<ResponsibleGamingPage loadAdvice={load} />, {
        url: '/en/responsible-gaming',
        path: '/responsible-gaming',
        server: createFakeServer({ [STATE]: fixtures.ok({ result: protectionStateFixture() }) }),
        session: memberSession,
        brand: publishing,
      });
      const text = await screen.findByTestId('rg-advice');
      expect(load).toHaveBeenCalledWith('responsible-gaming');
      expect(within(text).getByRole('heading', { level: 2, name: 'Playing responsibly with us' })).toBeVisible();
      expect(within(text).getByRole('heading', { level: 3, name: 'Set a budget first' })).toBeVisible();
      expect(within(text).getByText('<b>Only</b> money you can afford to lose.')).toBeVisible();
      expect(within(text).getByText('Last updated 2026-11-26')).toBeVisible();
      // The tools are the site's, whatever the brand writes.
      const limits = await screen.findByTestId('rg-limits');
      expect(limits.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('offers to load it again when it fails; a brand that publishes none shows none', async () => {
      const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(advice);
      const page = renderProtectionPage(<ResponsibleGamingPage loadAdvice={load} />, {
        url: '/responsible-gaming',
        path: '/responsible-gaming',
        brand: publishing,
      });
      await page.user.click(await screen.findByRole('button', { name: 'ลองใหม่' }));
      expect(await screen.findByRole('heading', { level: 3, name: 'ตั้งงบก่อนเล่น' })).toBeVisible();
      page.unmount();

      const unused = vi.fn(async () => advice);
      renderProtectionPage(<ResponsibleGamingPage loadAdvice={unused} />, {
        url: '/responsible-gaming',
        path: '/responsible-gaming',
        brand: { trust: { ...publishing.trust, documents: ['terms'] } },
      });
      expect(screen.getByTestId('responsible-gaming')).toBeVisible();
      expect(screen.queryByTestId('rg-advice')).toBeNull();
      expect(unused).not.toHaveBeenCalled();
    });

    it("every brand's folder holds each document its config lists, in Thai and English", async () => {
      const configs = import.meta.glob<{ brand: { id: string; trust?: { documents?: readonly string[] } } }>(
        '../../../../apps/*/src/brand.config.ts',
      );
      const files = import.meta.glob<unknown>('../../../../apps/*/public/legal/*.json', { import: 'default' });
      expect(Object.keys(configs).length).toBeGreaterThanOrEqual(2);
      const listed: string[] = [];
      const problems: string[] = [];
      for (const [path, load] of Object.entries(configs)) {
        const app = path.split('/')[5]!;
        const { brand } = await load();
        for (const doc of brand.trust?.documents ?? []) {
          listed.push(`${app}: ${doc}`);
          const file = files[`../../../../apps/${app}/public/legal/${doc}.json`];
          if (!file || !isLegalFile(await file())) problems.push(`${app}: ${doc}`);
        }
      }
      expect(listed).toEqual(
        expect.arrayContaining(['lotus-play: responsible-gaming', 'nakhon-gold: responsible-gaming']),
      );
      expect(problems).toEqual([]);
    });
  });
});
