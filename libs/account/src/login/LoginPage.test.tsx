import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, deferred, fixtures, type FakeAnswer } from '@lobby/testing';
import { selectSession } from '@lobby/auth-guards';
import { renderAccountPage } from '../testing';
import { LoginPage } from './LoginPage';

const login = 'POST /api/v1/member/login';

async function fillAndSubmit(
  user: ReturnType<typeof renderAccountPage>['user'],
  username = 'demo01',
  password = 'demo1234',
  submit = /เข้าสู่ระบบ|log in/i,
) {
  await user.type(screen.getByLabelText(/ชื่อผู้ใช้|username/i), username);
  await user.type(screen.getByLabelText(/^รหัสผ่าน$|^password$/i), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('LoginPage', () => {
  it('sends exactly the fields the server validates and returns to the safe path', async () => {
    const server = createFakeServer({ [login]: fixtures.loginAnswer() });
    const page = renderAccountPage(<LoginPage />, {
      url: '/login?url=%2Fgame%2F12%2Fsweet-bonanza%3Fx%3D1',
      path: '/login',
      server,
    });
    await fillAndSubmit(page.user);
    await waitFor(() => expect(page.location()).toBe('/game/12/sweet-bonanza?x=1'));
    // groupID: the brand's default group (another brand's member is refused with 5001).
    expect(server.calls(login)[0]?.body).toEqual({ username: 'demo01', password: 'demo1234', groupID: 'NKG01' });
    expect(selectSession(page.store.getState())).toMatchObject({
      accessToken: 'access-demo01',
      username: 'demo01',
      userId: 'id-demo01',
    });
    expect(document.cookie).toContain('auth=');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses the return address %s and goes home',
    async (url) => {
      const server = createFakeServer({ [login]: fixtures.loginAnswer() });
      const page = renderAccountPage(<LoginPage />, {
        url: `/login?url=${encodeURIComponent(url)}`,
        path: '/login',
        server,
      });
      await fillAndSubmit(page.user);
      await waitFor(() => expect(page.location()).toBe('/'));
    },
  );

  it('returns home in English with the sideDeposit flag', async () => {
    const server = createFakeServer({ [login]: fixtures.loginAnswer() });
    const page = renderAccountPage(<LoginPage />, { url: '/en/login?sideDeposit=true', path: '/login', server });
    await fillAndSubmit(page.user, 'demo01', 'demo1234', /^log in$/i);
    await waitFor(() => expect(page.location()).toBe('/en?sideDeposit=true'));
  });

  it.each<[number, string]>([
    [5000, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง'],
    [1007, 'บัญชีนี้เข้าสู่ระบบไม่ได้ในขณะนี้ กรุณาติดต่อฝ่ายบริการลูกค้า'],
    [1008, 'รหัสผ่านถูกล็อก กรุณาติดต่อฝ่ายบริการลูกค้า'],
    [3000, 'กรุณารอสักครู่แล้วลองใหม่อีกครั้ง'],
    [5001, 'บัญชีนี้ไม่สามารถเข้าสู่ระบบได้ กรุณาติดต่อฝ่ายบริการลูกค้า'],
  ])('shows code %i inline as its message and stays', async (code, message) => {
    const server = createFakeServer({ [login]: fixtures.code(code) });
    const page = renderAccountPage(<LoginPage />, { url: '/login', path: '/login', server });
    await fillAndSubmit(page.user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(page.location()).toBe('/login');
    expect(selectSession(page.store.getState()).accessToken).toBeNull();
  });

  it('counts down the wait of code 3000 on the button, then lets the member try again', async () => {
    const server = createFakeServer({ [login]: fixtures.code(3000, 'wait', { result: { wait: 2 } }) });
    const page = renderAccountPage(<LoginPage />, { url: '/en/login', path: '/login', server });
    await fillAndSubmit(page.user, 'demo01', 'demo1234', /^log in$/i);
    const waiting = await screen.findByRole('button', { name: /^Try again in 00:0[12]$/ });
    expect(waiting).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: /^log in$/i })).toBeEnabled(), { timeout: 4000 });
  });

  it('shows the English message for 5000 on /en', async () => {
    const server = createFakeServer({ [login]: fixtures.code(5000) });
    const page = renderAccountPage(<LoginPage />, { url: '/en/login', path: '/login', server });
    await fillAndSubmit(page.user, 'demo01', 'demo1234', /^log in$/i);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
  });

  it('warns before the wrong password that locks, and links support from the lock message', async () => {
    const server = createFakeServer({
      'POST /api/v1/member/login': fixtures.code(5000, 'wrong username or password', { result: { remaining: 1 } }),
    });
    const page = renderAccountPage(<LoginPage />, { url: '/en/login', path: '/login', server });
    await page.user.type(screen.getByLabelText('Username'), 'demo01');
    await page.user.type(screen.getByLabelText('Password', { exact: true }), 'wrong-pass');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('One more wrong password locks your account');
    server.on('POST /api/v1/member/login', fixtures.code(1008, 'password locked'));
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('form-alert')).not.toHaveTextContent('One more'));
    expect(screen.getByTestId('support-link')).toHaveAttribute('href', 'https://line.me/R/ti/p/@test');
  });

  it('a member on a break is told when it ends and where to withdraw the balance', async () => {
    const server = createFakeServer({
      [login]: fixtures.code(5002, 'on a time-out', {
        result: { kind: 'timeout', until: '2026-12-02T03:00:00.000Z', since: '2026-12-01T03:00:00.000Z' },
      }),
    });
    const page = renderAccountPage(<LoginPage />, { url: '/en/login', path: '/login', server });
    await page.user.type(screen.getByLabelText('Username'), 'demo01');
    await page.user.type(screen.getByLabelText('Password', { exact: true }), 'demo1234');
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('taking a break until 2 Dec 2026, 10:00');
    expect(screen.getByRole('link', { name: 'Withdraw your balance' })).toHaveAttribute(
      'href',
      '/en/responsible-gaming/withdraw',
    );
    expect(page.location()).toBe('/en/login');
  });

  it('shows a network failure as a message, not a crash', async () => {
    const server = createFakeServer({
      [login]: () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    const page = renderAccountPage(<LoginPage />, { url: '/login', path: '/login', server });
    await fillAndSubmit(page.user);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    expect(page.location()).toBe('/login');
  });

  it('sends one request for a double click', async () => {
    const answer = deferred<FakeAnswer>();
    const server = createFakeServer({ [login]: () => answer.promise });
    const page = renderAccountPage(<LoginPage />, { url: '/login', path: '/login', server });
    await page.user.type(screen.getByLabelText(/ชื่อผู้ใช้/), 'demo01');
    await page.user.type(screen.getByLabelText(/^รหัสผ่าน$/), 'demo1234');
    const submit = screen.getByRole('button', { name: 'เข้าสู่ระบบ' });
    await page.user.dblClick(submit);
    await page.user.keyboard('{Enter}');
    expect(server.calls(login)).toHaveLength(1);
    expect(submit).toBeDisabled();
    answer.resolve(fixtures.loginAnswer());
    await waitFor(() => expect(page.location()).toBe('/'));
    expect(server.calls(login)).toHaveLength(1);
  });

  it('validates before calling: username required, password at least 6, first invalid field focused', async () => {
    const server = createFakeServer();
    const page = renderAccountPage(<LoginPage />, { url: '/login', path: '/login', server });
    await page.user.type(screen.getByLabelText(/^รหัสผ่าน$/), '12345');
    await page.user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const username = screen.getByLabelText(/ชื่อผู้ใช้/);
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('กรุณากรอกชื่อผู้ใช้');
    expect(screen.getByLabelText(/^รหัสผ่าน$/)).toHaveAccessibleDescription('รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร');
    expect(server.calls(login)).toHaveLength(0);
  });

  it('links to forgot, register and LINE login; a brand without registration links its partner instead', async () => {
    renderAccountPage(<LoginPage />, { url: '/en/login', path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/en/forgot');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('link', { name: 'Log in with LINE' })).toHaveAttribute('href', '/en/loginLine');
  });

  it('hides register when the brand does and offers the default affiliate link', () => {
    renderAccountPage(<LoginPage />, {
      url: '/login',
      path: '/login',
      brand: { hideRegister: true, defaultAffiliateLink: 'https://partner.example/join' },
    });
    expect(screen.queryByRole('link', { name: 'สมัครสมาชิก' })).toBeNull();
    expect(screen.getByRole('link', { name: 'สมัครสมาชิกผ่านลิงก์แนะนำเพื่อน' })).toHaveAttribute(
      'href',
      'https://partner.example/join',
    );
  });
});
