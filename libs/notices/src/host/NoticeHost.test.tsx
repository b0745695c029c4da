import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { selectApiFailure } from '@lobby/api-client';
import { createFakeGraphql, createFakeServer, fixtures, memberSession } from '@lobby/testing';
import { CONSENT_POLICY_VERSION, encodeConsent, readCookie, saveConsent } from '@lobby/util';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notice, noticesOfEveryType, renderNoticesPage } from '../testing';
import { selectNotify } from '../data/notifySlice';
import type { AlertCookie } from '../rules/noticeRules';
import { NoticeHost } from './NoticeHost';

/** The host as the shell mounts it, with the route name of the address (enough of the route table for these). */
function Host({ siteClosed = false }: { siteClosed?: boolean }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  const routeName = path === '/' ? 'index' : path === '/profile' ? 'profile' : path === '/login' ? 'login' : 'list-id';
  return <NoticeHost routeName={routeName} siteClosed={siteClosed} />;
}

const graphqlWith = (...notices: ReturnType<typeof notice>[]) =>
  createFakeGraphql({ GetNotifys: () => ({ getNotifys: notices }) });
const upgrade = (isUpgrade: boolean) => fixtures.ok({ result: { is_upgrade: isUpgrade } });

/** A member who answered the cookie banner on this device (the notices wait for that answer). */
const answeredConsent = encodeConsent({
  version: CONSENT_POLICY_VERSION,
  at: '2026-11-01T00:00:00.000Z',
  purposes: { chat: false, analytics: false },
});

function open(url: string, options: Partial<Parameters<typeof renderNoticesPage>[1]> = {}) {
  const server = options.server ?? createFakeServer({ 'POST /api/v1/member/data/check-is-upgrade': upgrade(false) });
  const cookies = { consent: answeredConsent, ...options.cookies };
  return renderNoticesPage(<Host />, { url, path: '/*', session: memberSession, server, ...options, cookies });
}

const alertCookie = () => JSON.parse(readCookie('alert') ?? 'null') as AlertCookie | null;
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('announcements for members (spec §2–§4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T05:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows new notices on the home page one at a time; each dismissal is seen for 2 hours', async () => {
    const page = open('/', { graphql: graphqlWith(notice('1'), notice('2')) });
    const first = await dialog('ประกาศ 1');
    expect(first).toHaveTextContent('ประกาศ 1 จาก 2');
    expect(first).toHaveTextContent('รายละเอียดประกาศ 1');
    await page.user.click(within(first).getByTestId('notice-ok'));
    const second = await dialog('ประกาศ 2');
    expect(second).toHaveTextContent('ประกาศ 2 จาก 2');
    await page.user.click(within(second).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const now = Date.now();
    expect(alertCookie()).toEqual({
      user_id: memberSession.userId,
      expired: now + 10 * 60_000,
      results: [
        { id: '1', alert: true, expired: now + 2 * 3600_000 },
        { id: '2', alert: true, expired: now + 2 * 3600_000 },
      ],
    });
    expect(page.graphql.variablesOf('GetNotifys')).toEqual([{ groupID: 'NKG01', groupCustomer: 'A' }]);
  });

  it('waits for the cookie banner to be answered on a first visit, then shows the notice', async () => {
    // The modal's code is already loaded: only the unanswered banner holds the queued notice back.
    await import('../modal/NoticeModal');
    const page = open('/', { graphql: graphqlWith(notice('1')), cookies: { consent: '' } });
    await waitFor(() => expect(selectNotify(page.store.getState()).queue).toHaveLength(1));
    // Long enough for the modal to show were it not held back (without the wait it does, well within this).
    await expect(screen.findByRole('dialog', {}, { timeout: 500 })).rejects.toThrow();
    act(() => void saveConsent({ chat: false, analytics: false }));
    expect(await dialog('ประกาศ 1')).toHaveTextContent('รายละเอียดประกาศ 1');
  });

  it('asks again after 10 minutes and shows a dismissed notice again only after 2 hours', async () => {
    const page = open('/', { graphql: graphqlWith(notice('1')) });
    await page.user.click(within(await dialog('ประกาศ 1')).getByTestId('notice-ok'));
    const visitHome = async (minutesLater: number) => {
      await act(() => page.router.navigate('/list/slot'));
      vi.setSystemTime(Date.now() + minutesLater * 60_000);
      await act(() => page.router.navigate('/'));
    };
    await visitHome(5);
    expect(page.graphql.variablesOf('GetNotifys')).toHaveLength(1);
    await visitHome(6);
    await waitFor(() => expect(page.graphql.variablesOf('GetNotifys')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    await visitHome(110);
    await waitFor(() => expect(page.graphql.variablesOf('GetNotifys')).toHaveLength(3));
    expect(await dialog('ประกาศ 1')).toBeInTheDocument();
  });

  it('fetches on the profile too; not on other pages, for visitors or while the site is closed', async () => {
    const graphql = graphqlWith(notice('1'));
    const list = open('/list/slot', { graphql });
    await act(() => list.router.navigate('/profile'));
    expect(await dialog('ประกาศ 1')).toBeInTheDocument();
    expect(graphql.variablesOf('GetNotifys')).toHaveLength(1);
    list.unmount();

    const visitor = open('/', { graphql: graphqlWith(notice('1')), session: {} });
    await act(() => Promise.resolve());
    expect(visitor.graphql.calls).toEqual([]);
    visitor.unmount();

    const closedGraphql = graphqlWith(notice('1'));
    renderNoticesPage(<Host siteClosed />, { url: '/', path: '/*', session: memberSession, graphql: closedGraphql });
    await act(() => Promise.resolve());
    expect(closedGraphql.variablesOf('GetNotifys')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a showOne notice once', async () => {
    const page = open('/', { graphql: graphqlWith(notice('9', { showOne: true })) });
    await page.user.click(within(await dialog('ประกาศ 9')).getByTestId('notice-ok'));
    await act(() => page.router.navigate('/list/slot'));
    vi.setSystemTime(Date.now() + 24 * 3600_000);
    await act(() => page.router.navigate('/'));
    await waitFor(() => expect(page.graphql.variablesOf('GetNotifys')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a bank notice open against the close button, Esc and the backdrop; its button confirms it', async () => {
    const page = open('/', { graphql: graphqlWith(noticesOfEveryType.bank) });
    const bank = await dialog('แจ้งเปลี่ยนบัญชีธนาคาร');
    expect(within(bank).queryByRole('button', { name: 'ปิด' })).toBeNull();
    expect(bank).toHaveTextContent('กรุณากดรับทราบเพื่อดำเนินการต่อ');
    fireEvent.keyDown(bank, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(bank);
    expect(within(bank).getByTestId('notice-ok')).toHaveFocus();
    await page.user.click(within(bank).getByTestId('notice-ok'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the forced deposit-account notice first and confirms it with update-is-upgrade', async () => {
    const server = createFakeServer({
      'POST /api/v1/member/data/check-is-upgrade': upgrade(true),
      'POST /api/v1/member/data/update-is-upgrade': upgrade(false),
    });
    const page = open('/', { server, graphql: graphqlWith(notice('1')) });
    const forced = await dialog('แจ้งเปลี่ยนบัญชีฝากเงิน');
    // The forced notice may show before the list of notices has arrived; then the count follows.
    await waitFor(() => expect(forced).toHaveTextContent('ประกาศ 1 จาก 2'));
    expect(within(forced).queryByRole('button', { name: 'ปิด' })).toBeNull();
    await page.user.click(within(forced).getByRole('button', { name: 'รับทราบ ตรวจสอบบัญชีใหม่แล้ว' }));
    await waitFor(() => expect(server.calls('POST /api/v1/member/data/update-is-upgrade')).toHaveLength(1));
    expect(await dialog('ประกาศ 1')).toBeInTheDocument();
  });

  it('counts a failing upgrade check as 0 and keeps the page (no API-failure screen)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // An answer that is not the platform's envelope: for any other call this would replace the page.
    const server = createFakeServer({ 'POST /api/v1/member/data/check-is-upgrade': { oops: true } });
    const page = open('/', { server, graphql: graphqlWith(notice('1')) });
    expect(await dialog('ประกาศ 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'แจ้งเปลี่ยนบัญชีฝากเงิน' })).toBeNull();
    expect(selectApiFailure(page.store.getState())).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('upgrade check failed'), expect.anything());
    warn.mockRestore();
  });

  it('only logs a failing fetch, and does not ask again for 10 minutes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const graphql = createFakeGraphql({ GetNotifys: { errors: [{ message: 'boom', extensions: { code: 9999 } }] } });
    const page = open('/', { graphql });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('notices: getNotifys failed', expect.anything()));
    await act(() => page.router.navigate('/profile'));
    expect(graphql.variablesOf('GetNotifys')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectApiFailure(page.store.getState())).toBeNull();
    warn.mockRestore();
  });

  it('resets a malformed alert cookie (logged) and shows the notices', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open('/', { graphql: graphqlWith(notice('1')), cookies: { alert: '{"results":"nope"' } });
    expect(await dialog('ประกาศ 1')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('alert cookie was malformed'));
    expect(alertCookie()?.results).toEqual([{ id: '1', alert: false, expired: Date.now() }]);
    warn.mockRestore();
  });

  it('waits off the login page: the forced notice shows once the member is home', async () => {
    const server = createFakeServer({ 'POST /api/v1/member/data/check-is-upgrade': upgrade(true) });
    const page = open('/login', { server });
    await waitFor(() => expect(server.calls('POST /api/v1/member/data/check-is-upgrade')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => page.router.navigate('/list/slot'));
    expect(await dialog('แจ้งเปลี่ยนบัญชีฝากเงิน')).toBeInTheDocument();
  });

  it('opens a page of the site in the page’s language from the notice, and counts it as seen', async () => {
    const page = open('/en', { graphql: graphqlWith(noticesOfEveryType.promotion) });
    const promotion = await dialog('โปรโมชั่นสมาชิกใหม่ 100%');
    expect(within(promotion).getByRole('img', { name: 'โปรโมชั่นสมาชิกใหม่ 100%' })).toBeInTheDocument();
    await page.user.click(within(promotion).getByRole('link', { name: 'See details' }));
    expect(page.location()).toBe('/en/promotion');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(alertCookie()?.results[0]).toMatchObject({ id: '12', alert: true });
  });

  it('shows the operator’s HTML without anything that runs', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const graphql = graphqlWith(
      notice('66', {
        content:
          '<p>ok</p><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">x</a>' +
          '<iframe srcdoc="<script>alert(3)</script>"></iframe><script>alert(4)</script>',
      }),
    );
    open('/', { graphql });
    const content = within(await dialog('ประกาศ 66')).getByTestId('notice-content');
    expect(content.innerHTML).toBe(
      '<p>ok</p><img src="x" loading="lazy" decoding="async" referrerpolicy="no-referrer"><a>x</a>',
    );
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });
});
