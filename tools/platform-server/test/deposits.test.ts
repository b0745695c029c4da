import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc16ccitt, crcValid, parseTlv, promptPayPayload, trueMoneyWalletId } from '@lobby/contract';
import { signGatewayBody } from '../src/payments/gateway.ts';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';
import { balanceOf, channelIds, decodeQr, ledgerProblems, poll, qr } from './money.ts';

let t: TestServer;
let token: string;
let ch: Awaited<ReturnType<typeof channelIds>>;
beforeAll(async () => {
  t = await testServer();
  token = (await login(t.app)).access_token;
  ch = await channelIds(t.db);
});
afterAll(() => t.close());

const pay = (ref: string, body: Record<string, unknown> = {}) => post(t.app, `/sandbox/payments/${ref}/pay`, body);
const credit = async () =>
  ((await post(t.app, '/api/v1/member/credit', undefined, token)).body.result as { balance: number }).balance;

describe('PromptPay payloads (EMVCo)', () => {
  it('matches the static vector of DESIGN.md §5 exactly', () => {
    expect(promptPayPayload({ kind: 'phone', id: '0801234567' })).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
  });

  it('CRC-16/CCITT-FALSE: the standard check value and a valid dynamic payload', () => {
    expect(crc16ccitt('123456789')).toBe('29B1');
    const payload = promptPayPayload({ kind: 'phone', id: '0801234567' }, 123456);
    const tags = parseTlv(payload);
    expect([...tags.keys()]).toEqual(['00', '01', '29', '58', '53', '54', '63']);
    expect(tags.get('01')).toBe('12');
    expect(tags.get('54')).toBe('1234.56');
    expect(tags.get('53')).toBe('764');
    expect(parseTlv(tags.get('29')!)).toEqual(
      new Map([
        ['00', 'A000000677010111'],
        ['01', '0066801234567'],
      ]),
    );
    expect(crcValid(payload)).toBe(true);
    expect(crcValid(payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0'))).toBe(false);
  });

  it('TrueMoney wallets are e-wallet ids (sub-tag 03, 15 digits)', () => {
    const tags = parseTlv(promptPayPayload({ kind: 'ewallet', id: trueMoneyWalletId('0912345670') }, 5000));
    expect(parseTlv(tags.get('29')!).get('03')).toBe('140000912345670');
  });
});

describe('QR deposit (get_qr / is_deposit)', () => {
  it('answers the §3 shape with a PNG a QR reader decodes into a dynamic PromptPay payload', async () => {
    const q = await qr(t.app, token, ch.qr[0]!, 150);
    expect(q).toMatchObject({
      code: 0,
      result: {
        id: expect.any(Number),
        payAmount: 150,
        merchantRef: expect.stringMatching(/^NKG01\d{6}[0-9A-F]{10}$/),
      },
      token: expect.any(String),
      x_debug_key: expect.any(String),
    });
    expect(q.result.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Date.parse(q.result.expiredDate) - t.clock.now()).toBe(600_000);
    const payload = decodeQr(q.result.qrCode)!;
    expect(crcValid(payload)).toBe(true);
    const tags = parseTlv(payload);
    expect(tags.get('54')).toBe('150.00');
    expect(tags.get('58')).toBe('TH');
    expect(parseTlv(tags.get('29')!).get('00')).toBe('A000000677010111');
  });

  it('honours dark / light colours and the overlay badge, and the QR still reads', async () => {
    const q = await qr(t.app, token, ch.qr[0]!, '1,000', { overlay: true, dark: '#1a237e', light: 'fff8e1' });
    expect(q.code).toBe(0);
    expect(parseTlv(decodeQr(q.result.qrCode)!).get('54')).toBe('1000.00');
  });

  it('picks the sub-channel whose range holds the amount, whichever QR channel id was sent', async () => {
    const [small, large] = ch.qr as [number, number];
    const target = async (id: number, amount: number) => {
      const q = await qr(t.app, token, id, amount);
      const [row] = await t.db.query<{ channel_id: number }>(
        'SELECT channel_id::int AS channel_id FROM deposits WHERE id = $1',
        [q.result.id],
      );
      return row!.channel_id;
    };
    expect(await target(small, 3000)).toBe(large);
    expect(await target(large, 150)).toBe(small);
    expect(await target(small, 2000)).toBe(small);
    expect(await target(small, 2001)).toBe(large);
  });

  it('enforces channel limits, refuses bad amounts (98 for a failed request, 8000 for malformed input)', async () => {
    expect(await qr(t.app, token, ch.qr[0]!, 99)).toMatchObject({
      code: 98,
      min: 100,
      message: expect.stringMatching(/^98:.*at least 100/),
    });
    expect(await qr(t.app, token, ch.qr[0]!, 45001)).toMatchObject({ code: 98, max: 45000 });
    expect((await qr(t.app, token, ch.bank[0]!, 500)).code).toBe(98);
    expect((await qr(t.app, token, 999_999, 500)).code).toBe(98);
    for (const amount of ['0100', '10.5', 'abc', -5, 0, ''])
      expect((await qr(t.app, token, ch.qr[0]!, amount)).code).toBe(8000);
    expect((await qr(t.app, token, ch.qr[0]!, 500, { dark: 'red' })).code).toBe(8000);
    expect((await post(t.app, '/api/v1/member/payment/qr', { action: 'nope' }, token)).body.code).toBe(8000);
    expect(
      (await post(t.app, '/api/v1/member/payment/qr', { action: 'get_qr', id: ch.qr[0], amount: 500 })).body.code,
    ).toBe(7002);
  });

  it('polls pending, then success after the sandbox payer pays; the credit and ledger follow', async () => {
    const before = await credit();
    const q = await qr(t.app, token, ch.qr[1]!, 2500);
    expect(await poll(t.app, token, q)).toMatchObject({
      code: 0,
      success: false,
      result: { alert: false, status: 'pending' },
    });
    const paid = await pay(q.result.merchantRef);
    expect(paid.body).toMatchObject({ code: 0, result: { status: 'paid', credited: 2500 } });
    expect(await poll(t.app, token, q)).toMatchObject({
      code: 0,
      success: true,
      result: { alert: false },
      message: 'deposit succeeded',
    });
    expect(await credit()).toBe(before + 2500);
    // Paying the same QR again (a new gateway transaction) credits nothing.
    expect((await pay(q.result.merchantRef)).body).toMatchObject({
      code: 0,
      message: 'already paid',
      result: { credited: 0 },
    });
    expect(await credit()).toBe(before + 2500);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('answers 98 for an expired QR, and a late payment is refused without credit', async () => {
    const before = await credit();
    const q = await qr(t.app, token, ch.qr[0]!, 300);
    t.clock.advance(601);
    expect(await poll(t.app, token, q)).toMatchObject({ code: 98, success: false });
    expect((await pay(q.result.merchantRef)).body.code).toBe(98);
    expect(await credit()).toBe(before);
  });

  it('a payment of another amount fails the deposit: the poll shows an alert with the message', async () => {
    const q = await qr(t.app, token, ch.qr[0]!, 400);
    expect((await pay(q.result.merchantRef, { amount: 399 })).body.code).toBe(8000);
    expect(await poll(t.app, token, q)).toMatchObject({
      code: 0,
      success: false,
      result: { alert: true },
      message: expect.stringMatching(/399/),
    });
  });

  it('poll: wrong token or key → 8000; another member cannot read it; no session → 7002', async () => {
    const q = await qr(t.app, token, ch.qr[0]!, 500);
    expect((await poll(t.app, token, { ...q, token: 'x' })).code).toBe(8000);
    expect((await poll(t.app, token, { ...q, x_debug_key: 'x' })).code).toBe(8000);
    const other = (await login(t.app, 'demo02')).access_token;
    expect((await poll(t.app, other, q)).code).toBe(8000);
    expect(
      (
        await post(t.app, '/api/v1/member/payment/qr', {
          action: 'is_deposit',
          id: q.result.id,
          token: q.token,
          x_debug_key: q.x_debug_key,
        })
      ).body.code,
    ).toBe(7002);
  });

  it('truewallet QR: the same flow with an e-wallet payload', async () => {
    const before = await credit();
    const q = await qr(t.app, token, ch.wallet[0]!, 50);
    const tags = parseTlv(decodeQr(q.result.qrCode)!);
    expect(parseTlv(tags.get('29')!).get('03')).toMatch(/^14000\d{10}$/);
    await pay(q.result.merchantRef);
    expect((await poll(t.app, token, q)).success).toBe(true);
    expect(await credit()).toBe(before + 50);
  });
});

describe('payment gateway callback (HMAC-signed)', () => {
  const signed = (body: unknown, opts: { secret?: string; skew?: number } = {}) => {
    const raw = JSON.stringify(body);
    const ts = Math.floor(t.clock.now() / 1000) + (opts.skew ?? 0);
    return call(t.app, 'POST', '/gateway/payments/callback', {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-gateway-timestamp': String(ts),
        'x-gateway-signature': signGatewayBody(opts.secret ?? t.app.lobby.secrets.gateway, ts, raw),
      },
    });
  };

  it('refuses a bad signature, a stale timestamp and a missing one, and moves nothing', async () => {
    const q = await qr(t.app, token, ch.qr[0]!, 700);
    const event = { event: 'qr.paid', txnId: 'gw-1', merchantRef: q.result.merchantRef, amount: '700.00' };
    expect((await signed(event, { secret: 'wrong' })).status).toBe(401);
    expect((await signed(event, { skew: -301 })).status).toBe(401);
    expect((await call(t.app, 'POST', '/gateway/payments/callback', { body: event })).status).toBe(401);
    expect((await poll(t.app, token, q)).result.status).toBe('pending');
    const good = await signed(event);
    expect(good.body).toMatchObject({ code: 0, result: { status: 'paid', credited: 700 } });
    // The gateway retries the same notification: the same bytes come back, nothing moves twice.
    const again = await signed(event);
    expect(again.raw.body).toBe(good.raw.body);
    // The same transaction id with other content is refused.
    expect((await signed({ ...event, amount: '701.00' })).body.code).toBe(8000);
  });

  it('answers malformed events with 8000, never a 5xx', async () => {
    for (const body of [
      {},
      { event: 'qr.paid' },
      { event: 'x', txnId: 'a' },
      { event: 'transfer.received', txnId: 'a', channelId: 1, currency: 'THB', amount: 'x', from: {} },
    ]) {
      const res = await signed(body);
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(8000);
    }
    const malformed = await call(t.app, 'POST', '/gateway/payments/callback', {
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });
});

describe('bank transfer and USDT', () => {
  it('credits a bank transfer from the member registered account', async () => {
    const before = await credit();
    const res = await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'demo01', amount: 1234.5 });
    expect(res.body).toMatchObject({ code: 0, result: { status: 'paid', credited: 1234.5, matchedNotice: false } });
    expect(await credit()).toBe(before + 1234.5);
  });

  it('settles the member notice ("I transferred") when the transfer arrives', async () => {
    const notice = await post(t.app, '/api/v1/member/payment/transfer', { id: ch.bank[0], amount: 800 }, token);
    expect(notice.body).toMatchObject({ code: 0, result: { status: 'pending', amount: 800 } });
    const list = async () =>
      (
        (await post(t.app, '/api/v1/member/data/dataHistory', {}, token)).body.result as {
          list: { id: string; status: number; type: string }[];
        }
      ).list;
    expect((await list()).find((i) => i.id === `d${(notice.body.result as { id: number }).id}`)).toMatchObject({
      type: 'deposit',
      status: 0,
    });
    const res = await post(t.app, '/sandbox/transfers', {
      type: 'bank',
      username: 'demo01',
      amount: 800,
      channel_id: ch.bank[0],
    });
    expect(res.body).toMatchObject({
      code: 0,
      result: { matchedNotice: true, depositId: (notice.body.result as { id: number }).id },
    });
    expect((await list()).find((i) => i.id === `d${(notice.body.result as { id: number }).id}`)).toMatchObject({
      status: 1,
    });
  });

  it('holds a transfer outside the channel limits without crediting', async () => {
    const before = await credit();
    const res = await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'demo01', amount: 50000 });
    expect(res.body).toMatchObject({ code: 0, result: { status: 'held', credited: 0 } });
    expect(await credit()).toBe(before);
  });

  it('credits USDT at the channel rate, rounded down to the satang', async () => {
    const before = await credit();
    const res = await post(t.app, '/sandbox/transfers', { type: 'usdt', username: 'demo01', amount: '100.123456' });
    // 100.123456 × 36.50 = 3654.5061… baht → 3654.50
    expect(res.body).toMatchObject({ code: 0, result: { status: 'paid', credited: 3654.5 } });
    expect(await credit()).toBeCloseTo(before + 3654.5, 2);
    const usdtNotice = await post(t.app, '/api/v1/member/payment/transfer', { id: ch.usdt[0], amount: '20' }, token);
    expect(usdtNotice.body).toMatchObject({ code: 0, result: { amount: 730, usdt: 20, exchange: 36.5 } });
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'usdt', username: 'demo01', amount: 20 })).body,
    ).toMatchObject({ result: { matchedNotice: true, credited: 730 } });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses notices on QR channels and outside the limits', async () => {
    expect((await post(t.app, '/api/v1/member/payment/transfer', { id: ch.qr[0], amount: 500 }, token)).body.code).toBe(
      8000,
    );
    expect(
      (await post(t.app, '/api/v1/member/payment/transfer', { id: ch.bank[0], amount: 45001 }, token)).body,
    ).toMatchObject({ code: 8000, max: 45000 });
    expect(
      (await post(t.app, '/api/v1/member/payment/transfer', { id: ch.bank[0], amount: 'lots' }, token)).body.code,
    ).toBe(8000);
  });

  it('payment lists still answer; the balance matches the ledger', async () => {
    expect((await get(t.app, '/api/v1/member/payment/payment?type=tranfer-online', token)).body.code).toBe(0);
    expect(await balanceOf(t.db, 'demo01')).toBe(Math.round((await credit()) * 100));
  });
});
