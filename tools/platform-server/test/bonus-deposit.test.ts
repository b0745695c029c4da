import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signGatewayBody } from '../src/payments/gateway.ts';
import { call, get, post, testServer, type TestServer } from './helpers.ts';
import { balanceOf, channelIds, ledgerProblems, qr } from './money.ts';

// A claimed promotion's bonus is credited by the deposit that qualifies for it, in the deposit's own transaction
// (payments/deposits.ts → promotions/bonuses.ts creditBonusOnDeposit), not when the member next opens a bonus page.
// The gateway's callbacks are raced: on PGlite and, with DATABASE_URL, on PostgreSQL's pool.
let t: TestServer;
let ch: Awaited<ReturnType<typeof channelIds>>;
beforeAll(async () => {
  t = await testServer({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  ch = await channelIds(t.db);
});
afterAll(() => t.close());

interface Member {
  username: string;
  token: string;
  bankNo: string;
}

async function register(username: string, phone: string): Promise<Member> {
  await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' });
  const otp = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as { otp: string; reference: string };
  const bankNo = `77700${phone.slice(-5)}`;
  const reg = await post(t.app, '/api/v1/member/register', {
    username,
    password: 'secret123',
    phone,
    bank: 'scb',
    bank_no: bankNo,
    firstname: 'Bonus',
    lastname: 'Tester',
    otp_reference: otp.reference,
    otp_code: otp.otp,
    age_confirmed: 20,
    groupID: 'NKG01',
  });
  expect(reg.body, JSON.stringify(reg.body)).toMatchObject({ code: 0 });
  return { username, token: reg.body.access_token as string, bankNo };
}

/** The payment gateway's signed callback (what its retries send: the same bytes). */
function gateway(event: Record<string, unknown>) {
  const raw = JSON.stringify(event);
  const ts = Math.floor(t.clock.now() / 1000);
  return call(t.app, 'POST', '/gateway/payments/callback', {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': String(ts),
      'x-gateway-signature': signGatewayBody(t.app.lobby.secrets.gateway, ts, raw),
    },
  });
}

const claim = (m: Member, code: string) => post(t.app, '/api/v3/member/bonus/claim', { promotion: code }, m.token);

/** The member's bonuses straight from the table: reading them through the API would run the lazy path. */
async function bonusRows(m: Member) {
  return t.db.query<{ id: number; state: string; deposit_id: number | null; bonus_satang: number; required: number }>(
    `SELECT b.id::int AS id, b.state, b.deposit_id::int AS deposit_id, b.bonus_satang,
            b.turnover_required_satang AS required
     FROM bonuses b JOIN members m ON m.id = b.member_id WHERE m.username = $1 ORDER BY b.id`,
    [m.username],
  );
}

async function ledgerCount(key: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1',
    [key],
  );
  return row!.n;
}

describe('the bonus lands with the deposit', () => {
  it('QR: the paid callback delivered 20 times at once credits the deposit and the bonus once', async () => {
    const m = await register('bonusqr01', '0820000301');
    expect((await claim(m, 'NKG01-welcome')).body).toMatchObject({ code: 0, result: { state: 'pending' } });
    const before = await balanceOf(t.db, m.username);
    const q = await qr(t.app, m.token, ch.qr[0]!, 400);
    const event = { event: 'qr.paid', txnId: 'gw-bonus-qr', merchantRef: q.result.merchantRef, amount: '400.00' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => gateway(event)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    // The welcome bonus: 100 % of 400 baht, active on this deposit before any bonus page was read.
    const [bonus] = await bonusRows(m);
    expect(bonus).toMatchObject({ state: 'active', deposit_id: q.result.id, bonus_satang: 40_000 });
    expect(bonus!.required).toBe((40_000 + 40_000) * 10);
    expect(await ledgerCount(`deposit:${q.result.id}`)).toBe(1);
    expect(await ledgerCount(`bonus:${bonus!.id}`)).toBe(1);
    expect(await balanceOf(t.db, m.username)).toBe(before + 40_000 + 40_000);
    // The gateway's answer names the balance with the bonus in it.
    const credited = answers.find((a) => a.body.message === 'credited');
    expect(credited?.body.result).toMatchObject({ credited: 400, balance: (before + 80_000) / 100 });
    // The member's pages then read what is there; reading moves nothing more.
    const page = await get(t.app, '/api/v3/member/bonus?lang=en', m.token);
    expect(page.body.result).toEqual([
      expect.objectContaining({ state: 'active', deposit: 400, bonus: 400, turnover_required: 8000 }),
    ]);
    expect(await balanceOf(t.db, m.username)).toBe(before + 80_000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('bank transfer: 20 deliveries of one transfer at once pay once; under the minimum no bonus', async () => {
    const m = await register('bonusbank01', '0820000302');
    expect((await claim(m, 'NKG01-daily')).body).toMatchObject({ code: 0 });
    const from = { bank_id: 'scb', bank_no: m.bankNo };
    // 200 baht is under the daily promotion's 300: credited, and the bonus keeps waiting.
    const small = await gateway({
      event: 'transfer.received',
      txnId: 'gw-bonus-bank-small',
      channelId: ch.bank[0],
      currency: 'THB',
      amount: '200.00',
      from,
    });
    expect(small.body).toMatchObject({ code: 0, result: { status: 'paid', credited: 200 } });
    expect(await bonusRows(m)).toEqual([expect.objectContaining({ state: 'pending', deposit_id: null })]);
    const before = await balanceOf(t.db, m.username);
    const event = {
      event: 'transfer.received',
      txnId: 'gw-bonus-bank',
      channelId: ch.bank[0],
      currency: 'THB',
      amount: '1000.00',
      from,
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => gateway(event)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.raw.body)).size).toBe(1);
    const depositId = (answers[0]!.body.result as { depositId: number }).depositId;
    const [bonus] = await bonusRows(m);
    // 10 % of 1,000 baht.
    expect(bonus).toMatchObject({ state: 'active', deposit_id: depositId, bonus_satang: 10_000 });
    expect(await ledgerCount(`bonus:${bonus!.id}`)).toBe(1);
    expect(await balanceOf(t.db, m.username)).toBe(before + 100_000 + 10_000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('USDT: the transfer that lands pays the bonus in baht at the channel rate', async () => {
    const m = await register('bonususdt01', '0820000303');
    expect((await claim(m, 'NKG01-daily')).body).toMatchObject({ code: 0 });
    const before = await balanceOf(t.db, m.username);
    const answer = await gateway({
      event: 'transfer.received',
      txnId: 'gw-bonus-usdt',
      channelId: ch.usdt[0],
      currency: 'USDT',
      amount: '50',
      from: { reference: m.username },
    });
    expect(answer.body).toMatchObject({ code: 0, result: { status: 'paid' } });
    const credited = Math.round((answer.body.result as { credited: number }).credited * 100);
    const [bonus] = await bonusRows(m);
    expect(bonus).toMatchObject({ state: 'active', bonus_satang: Math.min(Math.floor(credited / 10), 50_000) });
    expect(await balanceOf(t.db, m.username)).toBe(before + credited + bonus!.bonus_satang);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('a bonus past its waiting time is not paid by a later deposit, reads expired; turnover completes', async () => {
    const m = await register('bonuslate01', '0820000304');
    expect((await claim(m, 'NKG01-daily')).body).toMatchObject({ code: 0 });
    t.clock.advance(25 * 3600);
    const before = await balanceOf(t.db, m.username);
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: m.username, amount: 1000 })).body.code,
    ).toBe(0);
    expect(await balanceOf(t.db, m.username)).toBe(before + 100_000);
    expect(await bonusRows(m)).toEqual([expect.objectContaining({ state: 'pending', deposit_id: null })]);
    // The lazy path closes it when read.
    const page = await get(t.app, '/api/v3/member/bonus', m.token);
    expect(page.body.result).toEqual([expect.objectContaining({ state: 'expired', bonus: 0 })]);

    // A new claim the same (new) day, paid on the next deposit; its turnover reached, the page says completed.
    expect((await claim(m, 'NKG01-daily')).body).toMatchObject({ code: 0, result: { state: 'pending' } });
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: m.username, amount: 300 })).body.code,
    ).toBe(0);
    const [, active] = await bonusRows(m);
    expect(active).toMatchObject({ state: 'active', bonus_satang: 3000 });
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001' },
      m.token,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    await t.db.query(`UPDATE bonuses SET turnover_required_satang = 20000 WHERE id = $1`, [active!.id]);
    for (let i = 0; i < 2; i++)
      expect((await post(t.app, '/play/api/spin', { ticket, bet: 100, game: 'pgsoft-slot-001' })).body.code).toBe(0);
    const after = (await get(t.app, '/api/v3/member/bonus', m.token)).body.result as { state: string }[];
    expect(after.map((b) => b.state)).toEqual(['completed', 'expired']);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
