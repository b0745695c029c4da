import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeServer, fixtures, memberSession } from '@lobby/testing';
import { hasConsent, PRERENDERED_CONSENT_ID, requestConsentSettings } from '@lobby/util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderProtectionPage } from '../testing';
import { ConsentWidget } from './ConsentWidget';
import { RealityCheckWidget } from './RealityCheckWidget';

const CONSENT = 'POST /api/v1/member/protection/consent';
const REALITY = 'POST /api/v1/member/protection/reality';

afterEach(() => localStorage.clear());

describe('the consent widget', () => {
  it('asks a first-time visitor; rejecting all keeps the choice in the cookie and the banner goes', async () => {
    const server = createFakeServer();
    const page = renderProtectionPage(<ConsentWidget />, { url: '/', path: '/', server });
    const banner = screen.getByRole('region', { name: 'เราใช้คุกกี้' });
    await page.user.click(within(banner).getByRole('button', { name: 'ปฏิเสธทั้งหมด' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(hasConsent('chat')).toBe(false);
    expect(decodeURIComponent(document.cookie)).toMatch(
      /consent=\{"v":"2026-11","at":"[^"]+","chat":false,"analytics":false\}/,
    );
    // A visitor's choice stays in the browser: nothing is sent.
    expect(server.calls(CONSENT)).toHaveLength(0);
  });

  it("makes the build's banner live in place of drawing its own: its buttons choose, then it hides", async () => {
    // What the build writes after #root (shell prerender): the banner, inert until this widget takes it over.
    const prerendered = document.createElement('div');
    prerendered.id = PRERENDERED_CONSENT_ID;
    prerendered.setAttribute('inert', '');
    prerendered.innerHTML =
      '<section data-testid="consent-banner" aria-label="prerendered">' +
      '<button type="button" data-testid="consent-accept">ยอมรับทั้งหมด</button></section>';
    document.body.append(prerendered);
    try {
      const page = renderProtectionPage(<ConsentWidget />, { url: '/', path: '/', server: createFakeServer() });
      await waitFor(() => expect(prerendered.hasAttribute('inert')).toBe(false));
      expect(screen.getAllByTestId('consent-banner')).toHaveLength(1);
      await page.user.click(within(prerendered).getByRole('button', { name: 'ยอมรับทั้งหมด' }));
      expect(hasConsent('chat')).toBe(true);
      expect(prerendered.hidden).toBe(true);
    } finally {
      prerendered.remove();
    }
  });

  it("records a member's choice on the platform with the policy version and when it was made, once", async () => {
    const server = createFakeServer({
      [CONSENT]: fixtures.ok({ result: { version: '2026-11', recorded_at: 'x', current: true } }),
    });
    const page = renderProtectionPage(<ConsentWidget />, { url: '/en', path: '/', server, session: memberSession });
    await page.user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await page.user.click(within(dialog).getByRole('switch', { name: /Live chat/ }));
    await page.user.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    await waitFor(() => expect(server.calls(CONSENT)).toHaveLength(1));
    expect(server.calls(CONSENT)[0]!.body).toMatchObject({
      version: '2026-11',
      purposes: { chat: true, analytics: false },
      decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(hasConsent('chat')).toBe(true);
    // The footer's "Cookie settings" opens the dialog again, with the choice in force.
    act(() => requestConsentSettings());
    const again = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(again).getByRole('switch', { name: /Live chat/ })).toBeChecked();
    await page.user.keyboard('{Escape}');
    expect(server.calls(CONSENT)).toHaveLength(1);
  });
});

describe('the play reminder', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('shows after the chosen minutes of the visit with the time played and the net, and again after', async () => {
    const server = createFakeServer({
      [REALITY]: fixtures.ok({ result: { minutes: 15, since: 'x', net: -120, bets: 400, wins: 280 } }),
    });
    const page = renderProtectionPage(<RealityCheckWidget />, {
      url: '/en',
      path: '/',
      server,
      session: memberSession,
    });
    await waitFor(() => expect(server.calls(REALITY)).toHaveLength(1));
    const since = server.calls(REALITY)[0]!.body.since as string;
    await act(async () => vi.advanceTimersByTime(14 * 60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(60_000));
    const dialog = await screen.findByRole('dialog', { name: /You have played for 15 min/ });
    expect(within(dialog).getByTestId('reality-net')).toHaveTextContent('-฿120.00');
    expect(server.calls(REALITY).at(-1)!.body.since).toBe(since);
    await page.user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(15 * 60_000));
    expect(await screen.findByRole('dialog', { name: /You have played for 30 min/ })).toBeVisible();
  });

  it('shows nothing without an interval, or to a visitor', async () => {
    const server = createFakeServer({
      [REALITY]: fixtures.ok({ result: { minutes: null, since: 'x', net: 0, bets: 0, wins: 0 } }),
    });
    renderProtectionPage(<RealityCheckWidget />, { url: '/', path: '/', server, session: memberSession });
    await waitFor(() => expect(server.calls(REALITY)).toHaveLength(1));
    await act(async () => vi.advanceTimersByTime(3 * 3600_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    const visitor = createFakeServer();
    renderProtectionPage(<RealityCheckWidget />, { url: '/', path: '/', server: visitor });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(visitor.calls(REALITY)).toHaveLength(0);
  });
});
