import { sessionApi } from '@lobby/auth-guards';
import { createFakeServer, deferred, fixtures, memberSession, type FakeAnswer } from '@lobby/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositPage } from '../pages/DepositPage';
import { pollAnswer, profileWith, qrAnswer, renderPaymentsPage, seededChannels, withdrawStateAnswer } from '../testing';
import { tick } from './testing';

const QR = 'POST /api/v1/member/payment/qr' as const;

const TRANSFER = 'POST /api/v1/member/payment/transfer' as const;

function setup({
  poll = [pollAnswer.pending()],
  lists = seededChannels,
  url = '/deposit',
  getQr = (body: Record<string, unknown>) =>
    qrAnswer(Number(body.amount), { channelId: Number(body.id) }) as FakeAnswer,
  transfer = (body: Record<string, unknown>) =>
    fixtures.ok({ result: { id: 7, merchantRef: 'NKG01-T1', status: 'pending', amount: Number(body.amount) } }),
  withdraw = true,
}: {
  poll?: FakeAnswer[];
  lists?: Partial<typeof seededChannels>;
  url?: string;
  getQr?: (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;
  transfer?: (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;
  /** The withdraw state's flag (spec §3): true = withdrawing allowed, which is when the QR offers cancel (§4). */
  withdraw?: boolean;
} = {}) {
  const answers = [...poll];
  const server = createFakeServer({
    'POST /api/v1/member/data/profile': profileWith(lists),
    [QR]: (call) =>
      call.body.action === 'get_qr' ? getQr(call.body) : answers.length > 1 ? answers.shift()! : answers[0]!,
    [TRANSFER]: (call) => transfer(call.body),
    'GET /api/v1/member/getMinWithdraw': withdrawStateAnswer(withdraw),
  });
  return renderPaymentsPage(<DepositPage />, { url, path: '/deposit', server, session: memberSession });
}

const polls = (server: ReturnType<typeof setup>['server']) =>
  server.calls(QR).filter((c) => c.body.action === 'is_deposit').length;

/** Channels → QR amount → QR shown. */
async function showQr(user: ReturnType<typeof setup>['user'], amount = '300', method = 'qr-code') {
  await user.click(await screen.findByTestId(`deposit-method-${method}`));
  await user.type(screen.getByLabelText(/จำนวนเงินที่ต้องการฝาก|Amount to deposit/), amount);
  await user.click(screen.getByTestId('deposit-request-qr'));
  return screen.findByTestId('deposit-qr');
}

describe('deposit tab', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('lists each method with its limits and bonus, and checks the amount by every rule of §5', async () => {
    const { user } = setup();
    const qr = await screen.findByTestId('deposit-method-qr-code');
    expect(qr).toHaveTextContent('ขั้นต่ำ 100 THB · สูงสุด 45,000 THB');
    expect(qr).toHaveTextContent('รับโบนัส 2% เมื่อฝากผ่าน QR');
    expect(screen.getByTestId('deposit-method-truewallet')).toHaveTextContent('ขั้นต่ำ 50 THB · สูงสุด 20,000 THB');
    await user.click(qr);
    const field = await screen.findByLabelText('จำนวนเงินที่ต้องการฝาก');
    await user.click(screen.getByTestId('deposit-request-qr'));
    expect(await screen.findByText('กรุณากรอกจำนวนเงินที่ต้องการฝาก')).toBeInTheDocument();
    await user.type(field, '0050.5');
    expect(field).toHaveValue('505');
    await user.clear(field);
    await user.type(field, '99');
    await user.click(screen.getByTestId('deposit-request-qr'));
    expect(await screen.findByText('กรุณาฝากขั้นต่ำ 100 บาท')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '45001');
    await user.click(screen.getByTestId('deposit-request-qr'));
    expect(await screen.findByText('ฝากได้ไม่เกิน 45,000 บาทต่อครั้ง')).toBeInTheDocument();
    // Six quick amounts on a phone, in §5's order.
    const quick = within(screen.getByRole('group', { name: 'เลือกจำนวนเงิน' })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['100', '200', '600', '1,000', '2,000', '3,000']);
  });

  it('QR → polled every 2 s → paid: success modal, balance asked again, back to the channels', async () => {
    const { user, server, store } = setup({ poll: [pollAnswer.pending(), pollAnswer.paid(2500)] });
    // The header's balance, as the site shows it beside the panel.
    store.dispatch(sessionApi.endpoints.credit.initiate());
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.click(screen.getByRole('button', { name: '2,000' }));
    await user.clear(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '2500');
    await user.click(screen.getByTestId('deposit-request-qr'));
    expect(await screen.findByTestId('deposit-qr')).toBeInTheDocument();
    // The sub-channel whose range holds the amount (2,001–45,000).
    expect(server.calls(QR)[0]!.body).toMatchObject({ action: 'get_qr', id: 2, amount: 2500 });
    expect(screen.getByTestId('deposit-qr-amount')).toHaveTextContent('2,500.00 บาท');
    expect(screen.getByTestId('deposit-qr-download')).toHaveAttribute(
      'download',
      expect.stringMatching(/^demo01_qr-code_2500_\d{8}-\d{4}\.png$/),
    );
    await waitFor(() => expect(server.calls('POST /api/v1/member/credit')).toHaveLength(1));
    await tick(2000);
    expect(server.calls(QR).filter((c) => c.body.action === 'is_deposit')).toHaveLength(1);
    await tick(2000);
    expect(await screen.findByTestId('deposit-result-paid')).toHaveTextContent('ยอด 2,500.00 บาท เข้าบัญชีของคุณแล้ว');
    await waitFor(() => expect(server.calls('POST /api/v1/member/credit')).toHaveLength(2));
    await tick(6000);
    expect(server.calls(QR).filter((c) => c.body.action === 'is_deposit')).toHaveLength(2);
    await user.click(screen.getByTestId('deposit-result-ok'));
    expect(await screen.findByTestId('deposit-method-qr-code')).toBeInTheDocument();
  });

  it('the server gone mid-poll: the QR stays with a notice, and the poll resumes when it is back', async () => {
    const { user, server } = setup({ poll: [pollAnswer.pending(), pollAnswer.paid(500)] });
    await user.click(await screen.findByTestId('deposit-method-truewallet'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '500');
    await user.click(screen.getByTestId('deposit-request-qr'));
    await screen.findByTestId('deposit-qr');
    server.setDown(true);
    await tick(2000);
    expect(await screen.findByText(/ขาดการเชื่อมต่อ/)).toBeInTheDocument();
    expect(screen.getByTestId('deposit-qr')).toBeInTheDocument();
    await tick(4000);
    server.setDown(false);
    await tick(2000);
    expect(screen.getByTestId('deposit-qr-status')).toHaveTextContent('กำลังรอการชำระเงิน');
    await tick(2000);
    expect(await screen.findByTestId('deposit-result-paid')).toBeInTheDocument();
  });

  it('no network: the poll does not ask, and asks again the moment the browser is back online', async () => {
    const { user, server } = setup({ poll: [pollAnswer.pending(), pollAnswer.paid(500)] });
    await user.click(await screen.findByTestId('deposit-method-truewallet'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '500');
    await user.click(screen.getByTestId('deposit-request-qr'));
    await screen.findByTestId('deposit-qr');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await tick(10_000);
    expect(server.calls(QR).filter((c) => c.body.action === 'is_deposit')).toHaveLength(0);
    expect(screen.getByTestId('deposit-qr-status')).toHaveTextContent(/ขาดการเชื่อมต่อ/);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(server.calls(QR).filter((c) => c.body.action === 'is_deposit')).toHaveLength(1));
    onLine.mockRestore();
  });

  it.each([
    ['code 98 on the poll', pollAnswer.expired(), 'deposit-result-expired', 'QR Code หมดอายุแล้ว กรุณาทำรายการใหม่'],
    ['a result with the alert flag', pollAnswer.failed('ยอดไม่ตรงกับ QR'), 'deposit-result-failed', 'ยอดไม่ตรงกับ QR'],
  ])('%s ends the QR with its modal', async (_name, answer, testId, text) => {
    const { user } = setup({ poll: [answer] });
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '300');
    await user.click(screen.getByTestId('deposit-request-qr'));
    await screen.findByTestId('deposit-qr');
    await tick(2000);
    expect(await screen.findByTestId(testId)).toHaveTextContent(text);
  });

  it('the QR expiring on the member\u2019s clock ends it too, without asking the server', async () => {
    const { user, server } = setup({
      getQr: (body) => qrAnswer(Number(body.amount), { expiresInMs: 3000 }) as FakeAnswer,
    });
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '300');
    await user.click(screen.getByTestId('deposit-request-qr'));
    await screen.findByTestId('deposit-qr');
    await tick(4000);
    expect(await screen.findByTestId('deposit-result-expired')).toBeInTheDocument();
    expect(server.calls(QR).filter((c) => c.body.action === 'is_deposit').length).toBeLessThanOrEqual(1);
  });

  it('a QR that cannot be created: the error modal with CODE, and a second tap within 2 s sends nothing', async () => {
    const held = deferred<FakeAnswer>();
    const { user, server } = setup({ getQr: () => held.promise });
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '300');
    await user.click(screen.getByTestId('deposit-request-qr'));
    await user.click(screen.getByTestId('deposit-request-qr'));
    held.resolve(fixtures.code(98, 'gateway:QR503'));
    expect(await screen.findByTestId('deposit-result-error')).toHaveTextContent('CODE QR503');
    expect(server.calls(QR)).toHaveLength(1);
  });

  it('a garbage QR answer (no token) is an error, not a QR', async () => {
    const { user } = setup({ getQr: () => fixtures.ok({ result: { id: 1 } }) });
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '300');
    await user.click(screen.getByTestId('deposit-request-qr'));
    expect(await screen.findByTestId('deposit-result-error')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-qr')).not.toBeInTheDocument();
  });

  it('Back returns one step at a time (QR → amount → channels), and Forward comes back', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '300');
    await user.click(screen.getByTestId('deposit-request-qr'));
    await screen.findByTestId('deposit-qr');
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('จำนวนเงินที่ต้องการฝาก')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('deposit-method-qr-code')).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByLabelText('จำนวนเงินที่ต้องการฝาก')).toBeInTheDocument();
  });

  it('bank transfer: pick the account in the sheet, copy its number, and say "I have transferred" once', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByTestId('deposit-method-tranfer-online'));
    const sheet = await screen.findByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
    expect(within(sheet).getAllByRole('radio')[0]).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: /ไทยพาณิชย์/ }));
    await user.click(within(sheet).getByTestId('deposit-picker-choose'));
    expect(await screen.findByTestId('deposit-transfer-number')).toHaveTextContent('987-6-54321-0');
    await user.type(screen.getByTestId('deposit-transfer-amount'), '1500');
    await user.click(screen.getByTestId('deposit-transfer-done'));
    expect(await screen.findByText(/รับแจ้งแล้ว/)).toBeInTheDocument();
    const [call] = server.calls('POST /api/v1/member/payment/transfer');
    expect(call!.body).toEqual({ id: 5, amount: '1500' });
    expect(call!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('one method only: no channel list and no back button', async () => {
    setup({ lists: { truewallet: seededChannels.truewallet } });
    expect(await screen.findByLabelText('จำนวนเงินที่ต้องการฝาก')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-back')).not.toBeInTheDocument();
  });

  it('reads in English under /en', async () => {
    setup({ url: '/en/deposit' });
    expect(await screen.findByTestId('deposit-method-qr-code')).toHaveTextContent('Min 100 THB · Max 45,000 THB');
    expect(screen.getByRole('tab', { name: 'Deposit coin (USDT)' })).toBeEnabled();
  });

  it('the withdraw flag true: the QR offers cancel, which stops the polling and returns to the channels', async () => {
    const { user, server } = setup({ withdraw: true });
    await showQr(user);
    await waitFor(() => expect(server.calls('GET /api/v1/member/getMinWithdraw')).toHaveLength(1));
    await tick(2000);
    expect(polls(server)).toBe(1);
    await user.click(await screen.findByTestId('deposit-qr-cancel'));
    expect(await screen.findByTestId('deposit-method-qr-code')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-qr')).not.toBeInTheDocument();
    await tick(10_000);
    expect(polls(server)).toBe(1);
  });

  it('the withdraw flag false (spec §4): no cancel button, the QR and its poll go on', async () => {
    const { user, server } = setup({ withdraw: false });
    await showQr(user);
    await waitFor(() => expect(server.calls('GET /api/v1/member/getMinWithdraw')).toHaveLength(1));
    await tick(4000);
    expect(polls(server)).toBe(2);
    expect(screen.getByTestId('deposit-qr')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-qr-cancel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ยกเลิกรายการ' })).not.toBeInTheDocument();
  });

  it.each([
    ['th', '/deposit', 'ระบบตอบกลับผิดปกติ', 'กำลังรอการชำระเงิน', 'ยอด 500.00 บาท'],
    ['en', '/en/deposit', 'could not read', 'Waiting for your payment', '฿500.00'],
  ])(
    'a garbage poll answer (%s): a clear message, the QR stays, and the poll goes on to the outcome',
    async (_locale, url, unreadable, waiting, paid) => {
      const { user, server } = setup({
        url,
        poll: [
          pollAnswer.pending(),
          // Not an answer at all, then a code-0 answer without a status: neither says anything about the payment.
          { hello: 'world' },
          fixtures.ok({ result: { note: 'garbled' } }),
          pollAnswer.pending(),
          pollAnswer.paid(500),
        ],
      });
      await showQr(user, '500', 'truewallet');
      await tick(2000);
      expect(screen.getByTestId('deposit-qr-status')).toHaveTextContent(waiting);
      await tick(2000);
      expect(screen.getByTestId('deposit-qr-status')).toHaveTextContent(unreadable);
      expect(screen.getByTestId('deposit-qr-status')).toHaveAttribute('data-trouble', 'unreadable');
      expect(screen.getByTestId('deposit-qr')).toBeInTheDocument();
      expect(screen.queryByTestId('deposit-result-failed')).not.toBeInTheDocument();
      await tick(2000);
      expect(screen.getByTestId('deposit-qr-status')).toHaveTextContent(unreadable);
      await tick(2000);
      expect(screen.getByTestId('deposit-qr-status')).toHaveTextContent(waiting);
      expect(screen.getByTestId('deposit-qr-status')).not.toHaveAttribute('data-trouble');
      await tick(2000);
      expect(await screen.findByTestId('deposit-result-paid')).toHaveTextContent(paid);
      expect(polls(server)).toBe(5);
    },
  );

  it('a paid QR succeeds once: a repeated paid answer after the poll resumed is never a second success', async () => {
    const { user, server, router } = setup({
      poll: [pollAnswer.pending(), pollAnswer.paid(500), pollAnswer.paid(500), pollAnswer.paid(500)],
    });
    await showQr(user, '500', 'truewallet');
    server.setDown(true);
    await tick(2000);
    expect(screen.getByTestId('deposit-qr-status')).toHaveAttribute('data-trouble', 'offline');
    server.setDown(false);
    await tick(2000);
    await tick(2000);
    expect(await screen.findByTestId('deposit-result-paid')).toBeInTheDocument();
    const asked = polls(server);
    await tick(10_000);
    expect(polls(server)).toBe(asked);
    expect(screen.getAllByTestId('deposit-result-paid')).toHaveLength(1);
    await user.click(screen.getByTestId('deposit-result-ok'));
    expect(screen.queryByTestId('deposit-result-paid')).not.toBeInTheDocument();
    // Forward to the QR's step: the paid QR is not shown, asked about or reported again.
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    await tick(10_000);
    expect(screen.queryByTestId('deposit-qr')).not.toBeInTheDocument();
    expect(screen.queryByTestId('deposit-result-paid')).not.toBeInTheDocument();
    expect(polls(server)).toBe(asked);
  });

  it('the 2 s guard holds after a QR request finished too, then lets the next one through', async () => {
    const held = deferred<FakeAnswer>();
    let calls = 0;
    const { user, server } = setup({
      getQr: (body) => (++calls === 1 ? held.promise : (qrAnswer(Number(body.amount)) as FakeAnswer)),
    });
    await user.click(await screen.findByTestId('deposit-method-qr-code'));
    await user.type(screen.getByLabelText('จำนวนเงินที่ต้องการฝาก'), '300');
    await user.click(screen.getByTestId('deposit-request-qr'));
    // The gateway takes 3 s to refuse: the first 2 s have long passed when the answer comes.
    await tick(3000);
    held.resolve(fixtures.code(98, 'gateway:QR503'));
    await user.click(await screen.findByTestId('deposit-result-ok'));
    await tick(1000);
    await user.click(screen.getByTestId('deposit-request-qr'));
    await tick(500);
    const gets = () => server.calls(QR).filter((c) => c.body.action === 'get_qr').length;
    expect(gets()).toBe(1);
    expect(screen.queryByTestId('deposit-qr')).not.toBeInTheDocument();
    await tick(600);
    await user.click(screen.getByTestId('deposit-request-qr'));
    expect(await screen.findByTestId('deposit-qr')).toBeInTheDocument();
    expect(gets()).toBe(2);
  });

  it('a double tap on "I have transferred" (bank) announces once', async () => {
    const held = deferred<FakeAnswer>();
    const { user, server } = setup({ lists: { bank: seededChannels.bank }, transfer: () => held.promise });
    // One method (bank) only: the account shows at once.
    await user.type(await screen.findByTestId('deposit-transfer-amount'), '1500');
    await user.dblClick(screen.getByTestId('deposit-transfer-done'));
    await user.click(screen.getByTestId('deposit-transfer-done'));
    held.resolve(fixtures.ok({ result: { id: 7, merchantRef: 'NKG01-T1', status: 'pending', amount: 1500 } }));
    expect(await screen.findByText(/รับแจ้งแล้ว/)).toBeInTheDocument();
    // A tap right after the answer: still the same double tap.
    await user.click(screen.getByTestId('deposit-transfer-done'));
    await tick(500);
    expect(server.calls(TRANSFER)).toHaveLength(1);
    expect(screen.getAllByText(/รับแจ้งแล้ว/)).toHaveLength(1);
  });

  it('the account sheet reopens with the account chosen before, not the radio last touched', async () => {
    const { user } = setup();
    await user.click(await screen.findByTestId('deposit-method-tranfer-online'));
    let sheet = await screen.findByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
    await user.click(within(sheet).getByRole('radio', { name: /ไทยพาณิชย์/ }));
    await user.click(within(sheet).getByTestId('deposit-picker-choose'));
    expect(await screen.findByTestId('deposit-transfer-number')).toHaveTextContent('987-6-54321-0');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนบัญชีปลายทาง' }));
    sheet = await screen.findByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
    expect(within(sheet).getByRole('radio', { name: /ไทยพาณิชย์/ })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: /กสิกรไทย/ }));
    await user.click(within(sheet).getByRole('button', { name: 'ปิด' }));
    expect(screen.getByTestId('deposit-transfer-number')).toHaveTextContent('987-6-54321-0');
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนบัญชีปลายทาง' }));
    sheet = await screen.findByRole('dialog', { name: 'เลือกช่องทางการฝาก' });
    expect(within(sheet).getByRole('radio', { name: /ไทยพาณิชย์/ })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: /กสิกรไทย/ })).not.toBeChecked();
  });
});
