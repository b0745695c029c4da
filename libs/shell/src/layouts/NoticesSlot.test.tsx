import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { selectApiFailure } from '@lobby/api-client';
import { resetLiveChat } from '@lobby/notices/testing';
import { createFakeServer, fixtures } from '@lobby/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../site/testing';

// The first render waits for lazy chunks (page, notices widget); give a loaded machine time.
configure({ asyncUtilTimeout: 8000 });

const member = { accessToken: 't', userId: 'u1', username: 'demo01' };
const root = (siteClosed: boolean) => ({ code: 1, message: 'online', result: { maintenance: false, siteClosed } });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('the operator’s closed switch (spec §4, §6)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('blocks the site at the next root poll and releases it when switched off, without a reload', async () => {
    let closed = false;
    const server = createFakeServer({ 'GET /': () => root(closed) });
    renderSite('/help', { server });
    await screen.findByTestId('footer');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.calls('GET /')[0]?.params).toEqual({ groupID: 'NKG01' }));

    closed = true;
    await tick(20_000);
    const dialog = await screen.findByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' });
    expect(within(dialog).queryByRole('button', { name: /ปิด/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /LINE/ })).toHaveAttribute('href', 'https://line.me/R/ti/p/@test');

    closed = false;
    await tick(20_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('footer')).toBeInTheDocument();
  });

  it('takes a member’s profile at its word until the root check has answered', async () => {
    const server = createFakeServer({
      'GET /': () => new Promise(() => undefined),
      'POST /api/v1/member/data/profile': () => {
        const profile = fixtures.profile();
        return { ...profile, result: { ...profile.result, site_closed: true } };
      },
    });
    renderSite('/help', { server, session: member });
    expect(await screen.findByRole('dialog', { name: 'ระบบมีปัญหาการใช้งาน' })).toBeInTheDocument();
  });
});

describe('live chat (spec §2, §9)', () => {
  // The chat loads once per page (module state): a file that ran before on this page may have started it.
  beforeEach(() => resetLiveChat());
  afterEach(() => {
    resetLiveChat();
    delete window.LobbyChat;
    document.cookie = 'consent=; path=/; max-age=0';
  });

  it('loads the brand’s chat after the page; its footer button and tab appear once it has loaded', async () => {
    renderSite('/help', {
      device: 'mobile',
      brand: { liveChat: { script: '{api}/sandbox/chat/widget.js' } },
      server: createFakeServer({ 'GET /': root(false) }),
    });
    const tabBar = await screen.findByRole('navigation', { name: 'เมนูด่วน' });
    expect(within(tabBar).getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/@test',
    );
    // A third party's script: nothing loads until the visitor allows it in the consent banner (PDPA, issue 15).
    const banner = await screen.findByRole('region', { name: 'เราใช้คุกกี้' });
    expect(document.querySelector('script[data-lobby-chat]')).toBeNull();
    within(banner).getByRole('button', { name: 'ยอมรับทั้งหมด' }).click();
    await waitFor(() => expect(document.querySelector('script[data-lobby-chat]')).not.toBeNull());
    const script = document.querySelector<HTMLScriptElement>('script[data-lobby-chat]')!;
    expect(script.src).toBe('http://api.invalid/sandbox/chat/widget.js');
    expect(screen.queryByTestId('chat-button')).toBeNull();

    const open = vi.fn();
    window.LobbyChat = { open };
    act(() => void script.dispatchEvent(new Event('load')));
    await screen.findByTestId('chat-button');
    within(screen.getByTestId('footer')).getByRole('button', { name: 'แชตกับฝ่ายบริการลูกค้า' }).click();
    within(tabBar).getByRole('button', { name: 'แชตสด' }).click();
    expect(open).toHaveBeenCalledTimes(2);
    expect(within(tabBar).queryByRole('link', { name: 'ติดต่อเรา' })).toBeNull();
  });
});

describe('offline (issue #12 item 5)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the banner, pauses the root poll and keeps the page; back online it asks again and says so', async () => {
    const server = createFakeServer({ 'GET /': root(false) });
    const { store } = renderSite('/help', { server });
    setupListeners(store.dispatch);
    await screen.findByTestId('footer');
    await waitFor(() => expect(server.calls('GET /')).toHaveLength(1));

    goOffline(true);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
    await tick(60_000);
    expect(server.calls('GET /')).toHaveLength(1);
    // A call that fails for want of a network leaves the page to the banner, not the API-failure screen.
    server.setDown(true);
    act(() => void store.dispatch({ type: 'apiStatus/apiFailed', payload: { path: '/x', kind: 'network' } }));
    expect(selectApiFailure(store.getState())).not.toBeNull();
    expect(screen.queryByTestId('api-failure')).toBeNull();
    expect(screen.getByTestId('page-content')).toBeVisible();

    server.setDown(false);
    goOffline(false);
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
    expect(await screen.findByText('กลับมาเชื่อมต่อแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /').length).toBeGreaterThan(1));
  });
});
