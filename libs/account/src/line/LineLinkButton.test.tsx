import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, fixtures, memberSession } from '@lobby/testing';
import { selectSession } from '@lobby/auth-guards';
import { renderAccountPage } from '../testing';
import { browser } from './browser';
import { LineLinkButton } from './LineLinkButton';

const check = 'GET /line/api/check';
const authorize = 'GET /line/api/authorize';
const consent = 'http://api.test/sandbox/line/consent?state=abc';

describe('LineLinkButton', () => {
  it('reads "เชื่อมต่อ LINE" / "Link LINE" when the check says not linked (code 1)', async () => {
    const server = createFakeServer({ [check]: { code: 1, message: 'not linked', result: { linked: false } } });
    const page = renderAccountPage(<LineLinkButton />, {
      url: '/profile',
      path: '/profile',
      server,
      session: memberSession,
    });
    await waitFor(() => expect(server.calls(check)).toHaveLength(1));
    expect(server.calls(check)[0]?.params).toEqual({ username: 'demo01' });
    expect(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeInTheDocument();
    expect(selectSession(page.store.getState()).isLineLogin).toBe(false);
    page.unmount();

    renderAccountPage(<LineLinkButton />, { url: '/en/profile', path: '/profile', server, session: memberSession });
    expect(await screen.findByRole('button', { name: 'Link LINE' })).toBeInTheDocument();
  });

  it('reads "เปลี่ยน LINE" / "Change LINE" when linked (code 0) and stores the state', async () => {
    const server = createFakeServer({ [check]: fixtures.ok({ result: { linked: true }, message: 'linked' }) });
    const page = renderAccountPage(<LineLinkButton />, {
      url: '/profile',
      path: '/profile',
      server,
      session: memberSession,
    });
    expect(await screen.findByRole('button', { name: 'เปลี่ยน LINE' })).toBeInTheDocument();
    expect(selectSession(page.store.getState()).isLineLogin).toBe(true);
    page.unmount();

    renderAccountPage(<LineLinkButton />, { url: '/en/profile', path: '/profile', server, session: memberSession });
    expect(await screen.findByRole('button', { name: 'Change LINE' })).toBeInTheDocument();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['link', { code: 1, message: 'not linked', result: { linked: false } }, 'เชื่อมต่อ LINE'],
    ['change', fixtures.ok({ result: { linked: true } }), 'เปลี่ยน LINE'],
  ])('asks authorize with action=%s and leaves for the consent link', async (action, answer, label) => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = createFakeServer({ [check]: answer, [authorize]: fixtures.ok({ result: consent, url: consent }) });
    const page = renderAccountPage(<LineLinkButton />, {
      url: '/profile',
      path: '/profile',
      server,
      session: memberSession,
    });
    await page.user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    const [call] = server.calls(authorize);
    expect(call?.params).toEqual({ username: 'demo01', action, redirect_uri: `${window.location.origin}/loginLine` });
    expect(call?.authorization).toBe('Bearer access-demo01');
  });

  it('goes without the return address when the server does not accept it', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = createFakeServer({
      [authorize]: (request) =>
        request.params.redirect_uri
          ? fixtures.code(8000, 'redirect_uri is not a brand site')
          : fixtures.ok({ result: consent, url: consent }),
    });
    const page = renderAccountPage(<LineLinkButton />, {
      url: '/en/profile',
      path: '/profile',
      server,
      session: memberSession,
    });
    await page.user.click(await screen.findByRole('button', { name: 'Link LINE' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(server.calls(authorize).map((r) => r.params.redirect_uri)).toEqual([
      `${window.location.origin}/en/loginLine`,
      undefined,
    ]);
  });

  it('renders nothing for a visitor', () => {
    const server = createFakeServer();
    const { container } = renderAccountPage(<LineLinkButton />, { url: '/', path: '/', server });
    expect(container.querySelector('button')).toBeNull();
    expect(server.calls(check)).toHaveLength(0);
  });
});
