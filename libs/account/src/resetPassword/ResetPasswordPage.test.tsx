import { screen, waitFor } from '@testing-library/react';
import { onGameTicketsExpired } from '@lobby/util';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, fixtures, memberSession } from '@lobby/testing';
import { renderAccountPage } from '../testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const changeCall = 'POST /api/v1/member/change-password';

type Page = ReturnType<typeof renderAccountPage>;

async function change(page: Page, oldPassword: string, newPassword: string, repeat: string) {
  if (oldPassword) await page.user.type(screen.getByLabelText('รหัสผ่านเดิม'), oldPassword);
  if (newPassword) await page.user.type(screen.getByLabelText('รหัสผ่านใหม่'), newPassword);
  if (repeat) await page.user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), repeat);
  await page.user.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
}

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('requires the repeat to match, in Thai and English', async () => {
    const server = createFakeServer({ [changeCall]: fixtures.ok() });
    const page = renderAccountPage(<ResetPasswordPage />, {
      url: '/resetPassword',
      path: '/resetPassword',
      server,
      session: memberSession,
    });
    await change(page, 'demo1234', 'newpass1', 'newpass2');
    const repeat = screen.getByLabelText('ยืนยันรหัสผ่านใหม่');
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('รหัสผ่านทั้งสองช่องไม่ตรงกัน');
    expect(repeat).toHaveFocus();
    expect(server.calls(changeCall)).toHaveLength(0);
    page.unmount();

    const en = renderAccountPage(<ResetPasswordPage />, {
      url: '/en/resetPassword',
      path: '/resetPassword',
      server,
      session: memberSession,
    });
    await en.user.type(screen.getByLabelText('Current password'), 'demo1234');
    await en.user.type(screen.getByLabelText('New password'), 'newpass1');
    await en.user.type(screen.getByLabelText('Repeat new password'), 'newpass9');
    await en.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(server.calls(changeCall)).toHaveLength(0);
  });

  it('needs the old password and a new one of at least 6', async () => {
    const server = createFakeServer();
    const page = renderAccountPage(<ResetPasswordPage />, {
      url: '/resetPassword',
      path: '/resetPassword',
      server,
      session: memberSession,
    });
    await change(page, '', '12345', '12345');
    expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveAccessibleDescription('กรุณากรอกรหัสผ่านเดิม');
    expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveFocus();
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveAccessibleDescription(/รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร/);
  });

  it('sends the server fields with the member token, toasts success and clears the forgot cookie', async () => {
    const server = createFakeServer({ [changeCall]: fixtures.ok({ message: 'password changed' }) });
    const page = renderAccountPage(<ResetPasswordPage />, {
      url: '/resetPassword',
      path: '/resetPassword',
      server,
      session: memberSession,
      cookies: { forgot: '1' },
    });
    expect(screen.getByText('กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งานต่อ')).toBeInTheDocument();
    await change(page, 'demo1234', 'newpass1', 'newpass1');
    expect(await screen.findByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว')).toBeInTheDocument();
    const [call] = server.calls(changeCall);
    expect(call?.body).toEqual({ old_password: 'demo1234', new_password: 'newpass1', confirm_password: 'newpass1' });
    expect(call?.authorization).toBe('Bearer access-demo01');
    expect(document.cookie).not.toContain('forgot=1');
    await waitFor(() => expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveValue(''));
  });

  it('tells open game pages that the tickets launched before died', async () => {
    const expired = vi.fn();
    const stop = onGameTicketsExpired(expired);
    try {
      const server = createFakeServer({ [changeCall]: fixtures.ok({ message: 'password changed' }) });
      const page = renderAccountPage(<ResetPasswordPage />, {
        url: '/resetPassword',
        path: '/resetPassword',
        server,
        session: memberSession,
      });
      await change(page, 'demo1234', 'wrong', 'wrong');
      expect(expired).not.toHaveBeenCalled();
      page.unmount();
      const again = renderAccountPage(<ResetPasswordPage />, {
        url: '/resetPassword',
        path: '/resetPassword',
        server,
        session: memberSession,
      });
      await change(again, 'demo1234', 'newpass1', 'newpass1');
      await screen.findByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('counts the button down when change-password answers 3000', async () => {
    const server = createFakeServer({
      [changeCall]: fixtures.code(3000, 'too many password change attempts', { result: { wait: 900 } }),
    });
    const page = renderAccountPage(<ResetPasswordPage />, {
      url: '/en/resetPassword',
      path: '/resetPassword',
      server,
      session: memberSession,
    });
    await page.user.type(screen.getByLabelText('Current password'), 'demo1234');
    await page.user.type(screen.getByLabelText('New password'), 'newpass1');
    await page.user.type(screen.getByLabelText('Repeat new password'), 'newpass1');
    await page.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('Too many attempts. Please wait, then try again');
    expect(await screen.findByRole('button', { name: /Try again in 1[45]:\d\d/ })).toBeDisabled();
    expect(server.calls(changeCall)).toHaveLength(1);
  });

  it('shows 5000 as "old password incorrect" at the old password field', async () => {
    const server = createFakeServer({ [changeCall]: fixtures.code(5000, 'the old password is incorrect') });
    const page = renderAccountPage(<ResetPasswordPage />, {
      url: '/resetPassword',
      path: '/resetPassword',
      server,
      session: memberSession,
    });
    await change(page, 'wrongold', 'newpass1', 'newpass1');
    await waitFor(() => {
      expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveAccessibleDescription('รหัสผ่านเดิมไม่ถูกต้อง');
    });
    expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveFocus();
  });
});
