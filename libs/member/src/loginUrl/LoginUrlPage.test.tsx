import { selectSession } from '@lobby/auth-guards';
import { createFakeServer, deferred, fixtures } from '@lobby/testing';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../testing';
import { LoginUrlPage } from './LoginUrlPage';

const LINK = 'POST /api/v1/member/login-url' as const;
const token = (n: number) => `tok${String(n).padStart(29, '0')}`;

describe('one-time login link page', () => {
  it('signs the member in once (even rendered twice) with the site’s session code and lands home', async () => {
    const answer = deferred<Record<string, unknown>>();
    const server = createFakeServer({ [LINK]: () => answer.promise });
    const { store, location } = renderMemberPage(
      <StrictMode>
        <LoginUrlPage />
      </StrictMode>,
      { url: `/loginUrl?token=${token(1)}`, path: '/loginUrl', server },
    );
    expect(await screen.findByRole('heading', { name: 'กำลังเข้าสู่ระบบ…' })).toBeInTheDocument();
    answer.resolve(fixtures.loginAnswer('demo01'));
    await waitFor(() => expect(location()).toBe('/'));
    expect(server.calls(LINK)).toHaveLength(1);
    expect(server.calls(LINK)[0]!.body).toEqual({ token: token(1), groupID: 'NKG01' });
    expect(selectSession(store.getState())).toMatchObject({ username: 'demo01', accessToken: 'access-demo01' });
    expect(document.cookie).toContain('username=demo01');
  });

  it.each([
    ['used', 'ลิงก์นี้ถูกใช้ไปแล้ว'],
    ['expired', 'ลิงก์นี้หมดอายุแล้ว'],
    ['unknown', 'ลิงก์นี้ใช้ไม่ได้'],
  ])('a %s link explains itself and offers the login page', async (reason, title) => {
    const server = createFakeServer({
      [LINK]: fixtures.code(6000, 'refused', { field: 'token', result: { reason } }),
    });
    const n = { used: 2, expired: 3, unknown: 4 }[reason]!;
    const { store } = renderMemberPage(<LoginUrlPage />, {
      url: `/loginUrl?token=${token(n)}`,
      path: '/loginUrl',
      server,
    });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('login-url-login')).toHaveAttribute('href', '/login');
    expect(selectSession(store.getState()).accessToken).toBeFalsy();
  });

  it('a link without a token asks nothing; another refusal says it in words (English)', async () => {
    const none = createFakeServer();
    const first = renderMemberPage(<LoginUrlPage />, { url: '/en/loginUrl', path: '/loginUrl', server: none });
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByTestId('login-url-login')).toHaveAttribute('href', '/en/login');
    expect(none.calls(LINK)).toHaveLength(0);
    first.unmount();
    const disabled = createFakeServer({ [LINK]: fixtures.code(5001, 'cannot log in') });
    renderMemberPage(<LoginUrlPage />, { url: `/en/loginUrl?token=${token(5)}`, path: '/loginUrl', server: disabled });
    expect(await screen.findByRole('heading', { name: 'Could not log you in' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});
