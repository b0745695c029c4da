import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, fixtures, memberSession } from '@lobby/testing';
import { selectSession } from '@lobby/auth-guards';
import { renderAccountPage } from '../testing';
import { browser } from './browser';
import { LoginLinePage } from './LoginLinePage';

const check = 'GET /line/api/check';
const authorize = 'GET /line/api/authorize';

describe('LoginLinePage', () => {
  it('back from consent as a member: re-checks the link and offers to continue', async () => {
    const server = createFakeServer({ [check]: fixtures.ok({ result: { linked: true } }) });
    const page = renderAccountPage(<LoginLinePage />, {
      url: '/loginLine?line=linked&username=demo01',
      path: '/loginLine',
      server,
      session: memberSession,
    });
    expect(await screen.findByRole('heading', { name: 'เชื่อมต่อ LINE สำเร็จ' })).toBeInTheDocument();
    expect(screen.getByText('บัญชี demo01 เชื่อมต่อกับ LINE แล้ว')).toBeInTheDocument();
    await waitFor(() => expect(selectSession(page.store.getState()).isLineLogin).toBe(true));
    expect(screen.getByRole('link', { name: 'ไปต่อ' })).toHaveAttribute('href', '/profile');
  });

  it('says so when the member denied the link', async () => {
    renderAccountPage(<LoginLinePage />, {
      url: '/en/loginLine?line=denied&username=demo01',
      path: '/loginLine',
      session: memberSession,
      device: 'desktop',
    });
    expect(await screen.findByRole('heading', { name: 'LINE not linked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/en');
  });

  it('a visitor names the account and leaves for LINE with action=login', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const consent = 'http://api.test/sandbox/line/consent?state=xyz';
    const server = createFakeServer({ [authorize]: fixtures.ok({ result: consent, url: consent }) });
    const page = renderAccountPage(<LoginLinePage />, { url: '/loginLine', path: '/loginLine', server });
    await page.user.click(screen.getByRole('button', { name: 'ดำเนินการต่อกับ LINE' }));
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toHaveAccessibleDescription('กรุณากรอกชื่อผู้ใช้');
    await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'demo01');
    await page.user.click(screen.getByRole('button', { name: 'ดำเนินการต่อกับ LINE' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(server.calls(authorize)[0]?.params).toMatchObject({ username: 'demo01', action: 'login' });
  });

  it('shows the server refusal to a visitor', async () => {
    const server = createFakeServer({ [authorize]: fixtures.code(8000, 'unknown username') });
    const page = renderAccountPage(<LoginLinePage />, { url: '/loginLine', path: '/loginLine', server });
    await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'nobody');
    await page.user.click(screen.getByRole('button', { name: 'ดำเนินการต่อกับ LINE' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('ข้อมูลไม่ถูกต้อง');
  });
});
