import { selectAuthenticated, useSessionActions } from '@lobby/auth-guards';
import { loginAnswer } from '@lobby/contract';
import { createFakeServer, deferred, fixtures, memberSession, type FakeAnswer, type FakeRequest } from '@lobby/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithdrawPage } from '../pages/WithdrawPage';
import { renderPaymentsPage } from '../testing';
import { WithdrawTab } from './WithdrawTab';

const WITHDRAW = 'POST /api/v1/member/withdraw' as const;
const STATE = 'GET /api/v1/member/getMinWithdraw' as const;
const CREDIT = 'POST /api/v1/member/credit' as const;
const PROFILE = 'POST /api/v1/member/data/profile' as const;

const allowed = (extra: Record<string, unknown> = {}) =>
  fixtures.ok({
    result: { withdraw: true, timeLester: null, withdrawMin: 300, withdrawMax: 999999, ...extra },
    min: 300,
    max: 999999,
  });

/** The platform server's wallet in small: a withdrawal takes from the balance that the credit call reads. */
function wallet(start = 1234.5) {
  let balance = start;
  return {
    credit: () => fixtures.ok({ result: { balance, currency: 'THB' } }),
    accept: (call: FakeRequest) => {
      const now = Date.now();
      const amount = Number(call.body.balance);
      balance -= amount;
      return fixtures.ok({
        result: {
          id: 1,
          amount,
          balance,
          status: 'pending',
          date: new Date(now).toISOString(),
          next: new Date(now + 600_000).toISOString(),
        },
      });
    },
  };
}

type Answer = (call: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

function setup(answer?: Answer, url = '/withdraw') {
  const money = wallet();
  const server = createFakeServer({ [WITHDRAW]: answer ?? money.accept, [STATE]: allowed(), [CREDIT]: money.credit });
  return renderPaymentsPage(<WithdrawPage />, { url, path: '/withdraw', server, session: memberSession });
}

const amountField = () => screen.getByLabelText('จำนวนเงินที่ต้องการถอน');
const submitButton = () => screen.getByTestId('withdraw-submit');

describe('withdraw tab', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the masked account, the balance and the limits; checks every rule of §5 before asking', async () => {
    const { user, server } = setup();
    expect(await screen.findByTestId('withdraw-account')).toHaveTextContent('xxx-x-xx789-0');
    expect(screen.getByText('กสิกรไทย')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('1,234.50 บาท'));
    expect(screen.getByText('ถอนขั้นต่ำ 300.00 บาท · สูงสุด 999,999.00 บาท ต่อครั้ง')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('inputmode', 'decimal');
    await user.click(submitButton());
    expect(await screen.findByText('กรุณากรอกจำนวนเงินที่ต้องการถอน')).toBeInTheDocument();
    expect(amountField()).toHaveFocus();
    await user.type(amountField(), '299.99');
    expect(screen.getByText('ถอนขั้นต่ำ 300.00 บาท')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '1234.51');
    await user.click(submitButton());
    expect(screen.getByText('ยอดเงินคงเหลือไม่พอ')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '01.234');
    expect(amountField()).toHaveValue('1.23');
    expect(server.calls(WITHDRAW)).toHaveLength(0);
  });

  it('checks the amount when the field is left once something was typed, not before', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'));
    await user.tab();
    expect(amountField()).not.toHaveAttribute('aria-invalid');
    await user.type(amountField(), '50');
    await user.tab();
    expect(screen.getByText('ถอนขั้นต่ำ 300.00 บาท')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('"withdraw all" fills the balance to the satang', async () => {
    const { user } = setup();
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('1,234.50'));
    await user.click(screen.getByRole('button', { name: 'ถอนทั้งหมด' }));
    expect(amountField()).toHaveValue('1234.50');
  });

  it('a withdrawal: one keyed request, the field cleared, the balance refreshed, a toast for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, server } = setup();
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('1,234.50'));
    await user.type(amountField(), '500');
    await user.click(submitButton());
    const toast = await screen.findByText('รับคำขอถอน 500.00 บาท แล้ว เงินจะเข้าบัญชีของคุณเมื่อรายการได้รับการอนุมัติ');
    const [call] = server.calls(WITHDRAW);
    expect(call!.body).toEqual({ balance: '500' });
    expect(call!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(amountField()).toHaveValue('');
    // The mutation invalidates Credit: the balance is asked again and shows what is left.
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('734.50 บาท'));
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(toast).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByText(/รับคำขอถอน/)).not.toBeInTheDocument();
  });

  it('after a withdrawal the button counts 10 minutes down per second, then asks the state again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, server } = setup();
    await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '500');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('ถอนได้อีกครั้งใน 10:00'));
    expect(submitButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(submitButton()).toHaveTextContent('ถอนได้อีกครั้งใน 09:59');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(submitButton()).toHaveTextContent('ถอนได้อีกครั้งใน 08:59');
    const asked = server.calls(STATE).length;
    await act(() => vi.advanceTimersByTimeAsync(539_500));
    await waitFor(() => expect(submitButton()).toHaveTextContent('ถอนเงิน'));
    expect(submitButton()).toBeEnabled();
    await waitFor(() => expect(server.calls(STATE).length).toBeGreaterThan(asked));
  });

  it('1005 with the date of the last withdrawal: the cooldown counts from it, with the wait in words', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const last = Date.now() - 4 * 60_000;
    const { user } = setup(() =>
      fixtures.code(1005, 'please wait', { result: { date: new Date(last).toISOString(), wait: 360 } }),
    );
    await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '300');
    await user.click(submitButton());
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('ถอนได้ครั้งละหนึ่งรายการทุก 10 นาที กรุณารออีก 6 นาที');
    expect(submitButton()).toHaveTextContent(/ถอนได้อีกครั้งใน (06:00|05:59)/);
    expect(amountField()).toHaveValue('300');
    await act(() => vi.advanceTimersByTimeAsync(361_000));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('opens in its cooldown when the server says the last withdrawal was just now', async () => {
    const server = createFakeServer({
      [STATE]: allowed({ withdraw: false, timeLester: new Date(Date.now() + 125_000).toISOString() }),
    });
    renderPaymentsPage(<WithdrawPage />, { url: '/withdraw', path: '/withdraw', server, session: memberSession });
    await waitFor(() => expect(submitButton()).toHaveTextContent(/ใน 02:0[45]/));
    expect(submitButton()).toBeDisabled();
  });

  it('refusals show in words under the form (role=alert, tied to the field) and keep the amount', async () => {
    const answers: FakeAnswer[] = [
      fixtures.code(1002, 'minimum withdrawal is 500 baht', { min: 500, result: { min: 500 } }),
      fixtures.code(1009, 'limit', { result: { remaining: 1500, count_remaining: 2, wait: 3600 } }),
      fixtures.code(1010, 'count', { result: { remaining: null, count_remaining: 0, wait: 90 } }),
      fixtures.code(1001, 'not enough balance', { result: { balance: 120 } }),
      fixtures.code(1003, 'no registered bank account'),
      fixtures.code(8000, 'at most 999999 baht per withdrawal'),
    ];
    const { user, server } = setup(() => answers.shift()!);
    await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '400');
    const messages = [
      'ถอนขั้นต่ำ 500.00 บาท',
      'ยอดถอนเกินวงเงินต่อวัน วันนี้ถอนได้อีก 1,500.00 บาท หรือรออีก 60 นาที',
      'ถอนครบจำนวนครั้งต่อวันแล้ว ถอนได้อีกครั้งในอีก 1 นาที 30 วินาที',
      'ยอดเงินคงเหลือไม่พอ (คงเหลือ 120.00 บาท)',
      'ไม่พบบัญชีสำหรับถอนเงิน กรุณาเข้าสู่ระบบใหม่หรือติดต่อฝ่ายบริการลูกค้า',
      'ทำรายการไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    ];
    for (const message of messages) {
      await user.click(submitButton());
      await waitFor(() => expect(screen.getByTestId('form-alert')).toHaveTextContent(message));
      expect(screen.getByTestId('form-alert').closest('[role="alert"]')).not.toBeNull();
      expect(amountField().getAttribute('aria-describedby')).toContain(screen.getByTestId('form-alert').id);
      expect(amountField()).toHaveValue('400');
    }
    // A refusal is an answer: nothing moved, so each new attempt has its own key.
    expect(new Set(server.calls(WITHDRAW).map((c) => c.idempotencyKey)).size).toBe(messages.length);
  });

  it('a tap while the request is out sends nothing more; after a lost answer the same key goes again', async () => {
    const held = deferred<FakeAnswer>();
    let calls = 0;
    const money = wallet();
    const { user, server } = setup(async (call) => {
      calls += 1;
      if (calls === 1) return held.promise;
      // The request reached the server but its answer was lost on the way back.
      if (calls === 2) throw new Error('connection reset');
      return money.accept(call);
    });
    await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '400');
    await user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    await user.keyboard('{Enter}');
    expect(server.calls(WITHDRAW)).toHaveLength(1);
    held.resolve(fixtures.code(1009, 'limit', { result: { remaining: 1500, count_remaining: 2, wait: 3600 } }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent('1,500.00 บาท');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('form-alert')).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้'));
    await user.click(submitButton());
    expect(await screen.findByText(/รับคำขอถอน 400\.00 บาท/)).toBeInTheDocument();
    const keys = server.calls(WITHDRAW).map((c) => c.idempotencyKey);
    // A refusal is an answer: the next attempt is new. A lost answer is not: the retry repeats its key.
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('after a lost answer, another amount is another attempt with its own key', async () => {
    let calls = 0;
    const money = wallet();
    const { user, server } = setup(async (call) => {
      calls += 1;
      if (calls === 1) throw new Error('connection reset');
      return money.accept(call);
    });
    await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '400');
    await user.click(submitButton());
    await screen.findByTestId('form-alert');
    await user.clear(amountField());
    await user.type(amountField(), '450');
    await user.click(submitButton());
    expect(await screen.findByText(/รับคำขอถอน 450\.00 บาท/)).toBeInTheDocument();
    const [first, second] = server.calls(WITHDRAW);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('without a registered bank account the form does not show (spec §5, §8)', async () => {
    const profile = fixtures.profile();
    const server = createFakeServer({
      [STATE]: allowed(),
      [PROFILE]: {
        ...profile,
        result: { ...profile.result, user: { ...profile.result.user, bank_no: null, bank_id: null, bank: null } },
      },
    });
    renderPaymentsPage(<WithdrawPage />, { url: '/withdraw', path: '/withdraw', server, session: memberSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบบัญชีสำหรับถอนเงิน กรุณาเข้าสู่ระบบใหม่หรือติดต่อฝ่ายบริการลูกค้า');
    expect(screen.queryByTestId('withdraw-form')).not.toBeInTheDocument();
  });

  it('reads in English under /en', async () => {
    const { user } = setup(undefined, '/en/withdraw');
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('฿1,234.50'));
    expect(screen.getByText('Min ฿300.00 · Max ฿999,999.00 per withdrawal')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount to withdraw'), '5000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('Your balance is not enough')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw all' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('Your withdrawal of ฿1,234.50 is requested. It reaches your account once it is approved'),
    ).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent(/Withdraw again in (10:00|09:59)/);
  });

  it('English refusals come from the same table', async () => {
    const { user } = setup(
      () => fixtures.code(1009, 'limit', { result: { remaining: 1500, count_remaining: 2, wait: 125 } }),
      '/en/withdraw',
    );
    await user.type(await screen.findByLabelText('Amount to withdraw'), '400');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(
      'The daily withdrawal limit is reached. You can withdraw ฿1,500.00 more today, or wait 2 min 5 s',
    );
  });

  it('logout clears the cache: nothing of the cooldown is left for the next login', async () => {
    function Harness() {
      const { logout, completeLogin } = useSessionActions();
      const authenticated = useSelector(selectAuthenticated);
      return authenticated ? (
        <>
          <button onClick={() => void logout()}>logout</button>
          <WithdrawTab />
        </>
      ) : (
        <button onClick={() => void completeLogin(loginAnswer.parse(fixtures.loginAnswer()))}>login</button>
      );
    }
    const money = wallet();
    const server = createFakeServer({ [WITHDRAW]: money.accept, [STATE]: allowed(), [CREDIT]: money.credit });
    const { user, store } = renderPaymentsPage(<Harness />, {
      url: '/withdraw',
      path: '/withdraw',
      server,
      session: memberSession,
    });
    await user.type(await screen.findByLabelText('จำนวนเงินที่ต้องการถอน'), '500');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'logout' }));
    await screen.findByRole('button', { name: 'login' });
    expect(server.calls('POST /api/v1/member/logout')).toHaveLength(1);
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
    expect(Object.keys(store.getState().api.mutations)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'login' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('734.50 บาท'));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('ถอนเงิน');
  });
});
