import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, fixtures } from '@lobby/testing';
import { renderAccountPage } from '../testing';
import { ForgotPage } from './ForgotPage';

const otpCall = 'POST /api/v1/member/otp';
const forgotCall = 'POST /api/v1/member/forgot-password';
const forgotIsSet = () => document.cookie.split('; ').includes('forgot=1');

type Page = ReturnType<typeof renderAccountPage>;

async function requestCode(page: Page, phone = '0811111101') {
  await page.user.type(screen.getByLabelText('เบอร์โทรศัพท์'), phone);
  await page.user.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
}

async function resetWith(
  page: Page,
  { code = '654321', password = 'newpass1', repeat }: { code?: string; password?: string; repeat?: string } = {},
) {
  repeat ??= password;
  await page.user.type(await screen.findByLabelText('รหัส OTP'), code);
  await page.user.type(screen.getByLabelText('รหัสผ่านใหม่'), password);
  await page.user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), repeat);
  await page.user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
}

describe('ForgotPage', { timeout: 20_000 }, () => {
  it('sets the forgot cookie when the OTP is sent and clears it once the new password is set', async () => {
    const server = createFakeServer({
      [otpCall]: fixtures.otpSent('QW9Z'),
      [forgotCall]: fixtures.ok({
        result: { username: 'demo01' },
        message: 'password changed: log in with the new password',
      }),
    });
    const page = renderAccountPage(<ForgotPage />, { url: '/forgot', path: '/forgot', server });
    expect(forgotIsSet()).toBe(false);
    await requestCode(page);
    await screen.findByLabelText('รหัส OTP');
    expect(server.calls(otpCall).map((r) => r.body)).toEqual([
      { phone: '0811111101', purpose: 'forgot', groupID: 'NKG01' },
    ]);
    expect(forgotIsSet()).toBe(true);
    expect(screen.getByLabelText('รหัส OTP')).toHaveAttribute('autocomplete', 'one-time-code');

    await resetWith(page);
    expect(await screen.findByRole('heading', { name: 'ตั้งรหัสผ่านใหม่สำเร็จ' })).toBeInTheDocument();
    expect(server.calls(forgotCall).map((r) => r.body)).toEqual([
      { phone: '0811111101', otp_reference: 'QW9Z', otp_code: '654321', password: 'newpass1', groupID: 'NKG01' },
    ]);
    expect(forgotIsSet()).toBe(false);
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/login');
  });

  it('tells a locked member the truth: password set, lock stays, support to contact', async () => {
    const server = createFakeServer({
      [otpCall]: fixtures.otpSent('QW9Z'),
      [forgotCall]: fixtures.ok({ result: { username: 'demo01', locked: true } }),
    });
    const page = renderAccountPage(<ForgotPage />, { url: '/en/forgot', path: '/forgot', server });
    await page.user.type(screen.getByLabelText('Phone number'), '0811111101');
    await page.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await page.user.type(await screen.findByLabelText('OTP code'), '654321');
    await page.user.type(screen.getByLabelText('New password'), 'newpass1');
    await page.user.type(screen.getByLabelText('Repeat new password'), 'newpass1');
    await page.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByRole('heading', { name: 'New password set, but your account is still locked' }),
    ).toBeVisible();
    expect(screen.queryByText(/log in with your new password now/i)).toBeNull();
    expect(screen.getByTestId('support-link')).toHaveAttribute('href', 'https://line.me/R/ti/p/@test');
  });

  it('keeps the cookie and shows the message when the code is wrong', async () => {
    const server = createFakeServer({
      [otpCall]: fixtures.otpSent(),
      [forgotCall]: fixtures.code(6001, 'invalid OTP code'),
    });
    const page = renderAccountPage(<ForgotPage />, { url: '/en/forgot', path: '/forgot', server });
    await page.user.type(screen.getByLabelText('Phone number'), '0811111101');
    await page.user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await page.user.type(await screen.findByLabelText('OTP code'), '000000');
    await page.user.type(screen.getByLabelText('New password'), 'newpass1');
    await page.user.type(screen.getByLabelText('Repeat new password'), 'newpass1');
    await page.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByLabelText('OTP code')).toHaveAccessibleDescription(/The OTP is incorrect/));
    expect(forgotIsSet()).toBe(true);
  });

  it('needs a matching repeat and a 6-character password before calling', async () => {
    const server = createFakeServer({ [otpCall]: fixtures.otpSent() });
    const page = renderAccountPage(<ForgotPage />, { url: '/forgot', path: '/forgot', server });
    await requestCode(page);
    await resetWith(page, { password: '12345', repeat: '54321' });
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveAccessibleDescription(/รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร/);
    expect(screen.getByLabelText('ยืนยันรหัสผ่านใหม่')).toHaveAccessibleDescription('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
    expect(server.calls(forgotCall)).toHaveLength(0);
  });

  it('does not set the cookie when the server refuses the phone', async () => {
    const server = createFakeServer({
      [otpCall]: fixtures.code(6006, 'no account uses this phone: retry or contact admin'),
    });
    const page = renderAccountPage(<ForgotPage />, { url: '/forgot', path: '/forgot', server });
    await requestCode(page, '0899999999');
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('กรุณาลองใหม่อีกครั้ง หรือติดต่อฝ่ายบริการลูกค้า');
    expect(forgotIsSet()).toBe(false);
  });

  it('counts the submit button down when forgot-password answers 6005', async () => {
    const server = createFakeServer({
      [otpCall]: fixtures.otpSent('QW9Z'),
      [forgotCall]: fixtures.code(6005, 'too many attempts', { result: { wait: 75 } }),
    });
    const page = renderAccountPage(<ForgotPage />, { url: '/forgot', path: '/forgot', server });
    await requestCode(page);
    await resetWith(page);
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป กรุณารออีก 1 นาที 15 วินาที');
    expect(await screen.findByRole('button', { name: /ลองใหม่ได้ใน 01:1\d/ })).toBeDisabled();
    expect(server.calls(forgotCall)).toHaveLength(1);
  });
});
