import { screen, waitFor } from '@testing-library/react';
import { createFakeServer, fixtures } from '@lobby/testing';
import { describe, expect, it } from 'vitest';
import { renderProtectionPage } from '../testing';
import { BreakWithdrawPage } from './BreakWithdrawPage';

const PASS = 'POST /api/v1/protection/withdraw-pass';
const WITHDRAW = 'POST /api/v1/protection/withdraw';

const account = {
  pass: 'pass-token',
  expires_at: '2026-12-01T03:15:00.000Z',
  username: 'demo01',
  break: { kind: 'timeout', until: '2026-12-02T03:00:00.000Z', since: '2026-12-01T03:00:00.000Z' },
  balance: 1500,
  account: { bank_id: 'kbank', bank_no: 'xxx-x-xx789-0' },
  min: 300,
  max: 999999,
};

describe('withdrawing during a break', () => {
  it('takes the password once, shows the balance and the end of the break, and withdraws with the pass', async () => {
    const server = createFakeServer({
      [PASS]: fixtures.ok({ result: account }),
      [WITHDRAW]: fixtures.ok({
        result: { id: 1, amount: 1000, balance: 500, status: 'pending', date: 'x', next: 'y' },
      }),
    });
    const page = renderProtectionPage(<BreakWithdrawPage />, {
      url: '/en/responsible-gaming/withdraw',
      path: '/responsible-gaming/withdraw',
      server,
    });
    await page.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('form-alert')).toHaveTextContent('Please enter your username and password');
    await page.user.type(screen.getByLabelText('Username'), 'demo01');
    await page.user.type(screen.getByLabelText('Password', { exact: true }), 'demo1234{Enter}');
    expect(await screen.findByTestId('break-until')).toHaveTextContent('On a break until 2 Dec 2026, 10:00');
    expect(server.calls(PASS)[0]!.body).toEqual({ username: 'demo01', password: 'demo1234', groupID: 'NKG01' });
    expect(screen.getByTestId('break-balance')).toHaveTextContent('฿1,500.00');
    expect(screen.getByText('Kasikorn Bank xxx-x-xx789-0')).toBeVisible();
    await page.user.type(screen.getByLabelText('Amount to withdraw'), '1000');
    await page.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal of ฿1,000.00 requested');
    const sent = server.calls(WITHDRAW)[0]!;
    expect(sent.body).toEqual({ pass: 'pass-token', balance: '1000' });
    expect(sent.idempotencyKey).toMatch(/^[\w-]{36}$/);
    expect(sent.authorization).toBeUndefined();
    expect(screen.getByTestId('break-balance')).toHaveTextContent('฿500.00');
  });

  it('says the withdrawal rules in words, and asks for the password again once the pass is over', async () => {
    const server = createFakeServer({
      [PASS]: fixtures.ok({ result: account }),
      [WITHDRAW]: fixtures.code(1002, 'below minimum', { min: 300 }),
    });
    const page = renderProtectionPage(<BreakWithdrawPage />, {
      url: '/responsible-gaming/withdraw',
      path: '/responsible-gaming/withdraw',
      server,
    });
    await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'demo01');
    await page.user.type(screen.getByLabelText('รหัสผ่าน', { exact: true }), 'demo1234{Enter}');
    await page.user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '100{Enter}');
    expect(await screen.findByText('ถอนขั้นต่ำ 300.00 บาท')).toBeVisible();
    server.on(WITHDRAW, fixtures.code(7002, 'this withdrawal pass is no longer valid'));
    await page.user.click(screen.getByRole('button', { name: 'ถอนเงิน' }));
    await waitFor(() => expect(screen.getByTestId('form-alert')).toHaveTextContent('หมดเวลาแล้ว'));
    expect(screen.getByLabelText('ชื่อผู้ใช้')).toBeVisible();
  });

  it("a member not on a break is told to log in as usual (the platform's refusal)", async () => {
    const server = createFakeServer({ [PASS]: fixtures.code(5002, 'x', { result: { until: null } }) });
    server.on(PASS, fixtures.code(5000, 'wrong'));
    const page = renderProtectionPage(<BreakWithdrawPage />, {
      url: '/responsible-gaming/withdraw',
      path: '/responsible-gaming/withdraw',
      server,
    });
    await page.user.type(screen.getByLabelText('ชื่อผู้ใช้'), 'demo01');
    await page.user.type(screen.getByLabelText('รหัสผ่าน', { exact: true }), 'nope{Enter}');
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });
});
