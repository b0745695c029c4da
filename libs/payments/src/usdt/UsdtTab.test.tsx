import { createFakeServer, deferred, fixtures, memberSession, type FakeAnswer } from '@lobby/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepositPage } from '../pages/DepositPage';
import { profileWith, renderPaymentsPage, seededChannels } from '../testing';

const noted = (usdt: number) =>
  fixtures.ok({ result: { id: 9, merchantRef: 'NKG01-U1', status: 'pending', amount: 500.05, usdt } });

function setup(
  url = '/deposit?tab=deposit-usdt-tab',
  lists: Partial<typeof seededChannels> = seededChannels,
  transfer: (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer> = (body) => noted(Number(body.amount)),
) {
  const server = createFakeServer({
    'POST /api/v1/member/data/profile': profileWith(lists),
    'POST /api/v1/member/payment/transfer': (call) => transfer(call.body),
  });
  return renderPaymentsPage(<DepositPage />, { url, path: '/deposit', server, session: memberSession });
}

describe('USDT tab', () => {
  it('shows the one channel at once: address QR, first 8 … last 8 with copy, network and rate', async () => {
    setup();
    expect(await screen.findByTestId('usdt-address')).toHaveTextContent(/^TNKG9XqR…s4Tg8Ae6$/);
    expect(screen.getByTestId('usdt-rate')).toHaveTextContent('1 USDT = 36.50 บาท');
    expect(screen.getByText(/USDT TRC20/, { selector: 'p' })).toBeInTheDocument();
    const qr = await screen.findByTestId('usdt-address-qr');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('checks the USDT amount against the channel in baht and announces it with a key', async () => {
    const { user, server } = setup();
    const field = await screen.findByTestId('usdt-amount');
    await user.type(field, '13.69');
    await user.click(screen.getByTestId('usdt-done'));
    expect(await screen.findByText('ฝากขั้นต่ำ 500 บาท')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '13.7');
    expect(screen.getByText('ประมาณ 500.05 บาท')).toBeInTheDocument();
    await user.click(screen.getByTestId('usdt-done'));
    expect(await screen.findByText(/รับแจ้งแล้ว/)).toBeInTheDocument();
    const [call] = server.calls('POST /api/v1/member/payment/transfer');
    expect(call!.body).toEqual({ id: 6, amount: '13.7' });
    expect(call!.idempotencyKey).toBeTruthy();
  });

  it('the tab stays disabled while the profile has no USDT account (spec §6)', async () => {
    setup('/deposit?tab=deposit-usdt-tab', { payment: seededChannels.payment });
    expect(await screen.findByRole('tab', { name: 'ฝากเหรียญ (USDT)' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'ฝากเงิน' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a double tap on "I have transferred" announces once and shows nothing more', async () => {
    const held = deferred<FakeAnswer>();
    const { user, server } = setup(undefined, undefined, () => held.promise);
    await user.type(await screen.findByTestId('usdt-amount'), '13.7');
    await user.dblClick(screen.getByTestId('usdt-done'));
    held.resolve(noted(13.7));
    expect(await screen.findByText(/รับแจ้งแล้ว/)).toBeInTheDocument();
    // The field is empty now; a late third tap of the same burst is not a new (empty) notice either.
    await user.click(screen.getByTestId('usdt-done'));
    expect(server.calls('POST /api/v1/member/payment/transfer')).toHaveLength(1);
    expect(screen.queryByText('กรุณากรอกจำนวน USDT ที่โอน')).not.toBeInTheDocument();
    expect(screen.getAllByText(/รับแจ้งแล้ว/)).toHaveLength(1);
  });
});
