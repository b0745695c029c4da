import { act, configure, screen, waitFor } from '@testing-library/react';
import { sessionCleared } from '@lobby/auth-guards';
import { protectionFeature } from '@lobby/protection/routes';
import { createFakeServer, fixtures } from '@lobby/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../site/testing';

// The widgets load once the page is interactive, in chunks of their own: give a loaded machine time.
configure({ asyncUtilTimeout: 8000 });

const member = { accessToken: 't', userId: 'u1', username: 'demo01' };
const REALITY = 'POST /api/v1/member/protection/reality';
const reality = fixtures.ok({ result: { minutes: 30, since: 'x', net: 0, bets: 0, wins: 0 } });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the play reminder loads for members only (issue 14, 15)', () => {
  it('is never loaded on a visitor’s page, while the consent banner is', async () => {
    const load = vi.spyOn(protectionFeature.widgets, 'realityCheck');
    renderSite('/help', { server: createFakeServer({ [REALITY]: reality }) });
    expect(await screen.findByRole('region', { name: 'เราใช้คุกกี้' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads for a member, and stays after logout to forget the visit', async () => {
    const load = vi.spyOn(protectionFeature.widgets, 'realityCheck');
    const server = createFakeServer({ [REALITY]: reality });
    const { store } = renderSite('/help', { server, session: member });
    await waitFor(() => expect(server.calls(REALITY)).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('lobby-visit')).toContain('u1');

    act(() => void store.dispatch(sessionCleared()));
    await waitFor(() => expect(sessionStorage.getItem('lobby-visit')).toBeNull());
  });

  it('loads on a visitor’s page that still holds a member’s visit, and forgets it', async () => {
    sessionStorage.setItem('lobby-visit', JSON.stringify({ userId: 'u1', start: Date.now() - 60_000 }));
    const load = vi.spyOn(protectionFeature.widgets, 'realityCheck');
    const server = createFakeServer({ [REALITY]: reality });
    renderSite('/help', { server });
    await waitFor(() => expect(sessionStorage.getItem('lobby-visit')).toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    expect(server.calls(REALITY)).toHaveLength(0);
  });
});
