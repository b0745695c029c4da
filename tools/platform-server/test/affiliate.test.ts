import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpAffiliateRollups, dueDay, runAffiliateRollup, startAffiliateTimer } from '../src/affiliate/rollup.ts';
import { signProviderBody } from '../src/rounds/routes.ts';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';
import { ledgerProblems } from './money.ts';

let t: TestServer;
let leader: string;
let downline: string;
/** Bangkok wall-clock time → epoch ms (UTC+7). */
const bkk = (iso: string) => Date.parse(`${iso}+07:00`);

beforeAll(async () => {
  t = await testServer({ accessTokenTtlSeconds: 60 * 24 * 3600 });
  t.clock.ms = bkk('2026-03-01T10:00:00');
  leader = (await login(t.app)).access_token;
  await post(t.app, '/api/v1/member/otp', { phone: '0820000101', purpose: 'register' });
  const otp = (await get(t.app, '/sandbox/otp?phone=0820000101')).body.result as { otp: string; reference: string };
  const reg = await post(t.app, '/api/v1/member/register', {
    username: 'player101',
    password: 'secret123',
    phone: '0820000101',
    bank: 'scb',
    bank_no: '5550010101',
    firstname: 'Down',
    lastname: 'Line',
    affiliate_code: 'aff-demo01',
    otp_reference: otp.reference,
    otp_code: otp.otp,
  });
  expect(reg.body.code).toBe(0);
  downline = reg.body.access_token as string;
});
afterAll(() => t.close());

const aff = (path: string, body: Record<string, unknown> = {}, tok = leader) =>
  post(t.app, `/api/aff/${path}`, body, tok);
function wallet(path: 'bet' | 'rollback', body: Record<string, unknown>) {
  const raw = JSON.stringify({ gameCode: 'pgsoft-slot-001', ...body });
  return call(t.app, 'POST', `/provider/wallet/${path}`, {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-provider-signature': signProviderBody(t.app.lobby.secrets.provider, raw),
    },
  });
}

describe('affiliate', () => {
  it('registration with an affiliate code makes the new member a downline', async () => {
    const [row] = await t.db.query<{ upline: string }>(
      `SELECT u.username AS upline FROM members m JOIN members u ON u.id = m.upline_id WHERE m.username = 'player101'`,
    );
    expect(row?.upline).toBe('demo01');
    expect((await aff('getDetailLeader')).body).toMatchObject({
      code: 0,
      result: {
        affiliate_code: 'aff-demo01',
        members: 1,
        balance: 0,
        commission_percent: 0.5,
        income: { today: 0, yesterday: 0, month: 0 },
      },
    });
  });

  it('earns commission on the downline settled bets at the 11:00 roll-up, once', async () => {
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'player101', amount: 5000 })).body.code,
    ).toBe(0);
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'MB', game_code: 'pgsoft-slot-001', lang: 'th' },
      downline,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    for (const n of [1, 2, 3])
      expect(
        (await wallet('bet', { token: ticket, txId: `aff-bet-${n}`, roundId: `aff-r${n}`, amount: 1000 })).body.code,
      ).toBe(0);
    // A rolled-back bet earns nothing.
    expect(
      (await wallet('rollback', { token: ticket, txId: 'aff-rb-3', roundId: 'aff-r3', betTxId: 'aff-bet-3' })).body
        .code,
    ).toBe(0);

    t.clock.ms = bkk('2026-03-02T10:59:00');
    expect(dueDay(t.clock.now())).toBe('2026-02-28');
    await catchUpAffiliateRollups(t.app.lobby);
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: 0 } });

    t.clock.ms = bkk('2026-03-02T11:00:00');
    // The server's own timer: one tick runs what is due.
    const timer = startAffiliateTimer(t.app.lobby, (error) => {
      throw error;
    });
    await timer.tick();
    timer.stop();
    const detail = (await aff('getDetailLeader')).body;
    // 2,000 baht turnover × 0.5 % = 10 baht, credited today.
    expect(detail).toMatchObject({
      result: {
        balance: 10,
        income: { today: 10, yesterday: 0, month: 10 },
        last_update: new Date(t.clock.now()).toISOString(),
      },
    });
    expect((detail.result as { next_update: string }).next_update).toBe(
      new Date(bkk('2026-03-03T11:00:00')).toISOString(),
    );
    expect(await runAffiliateRollup(t.app.lobby, '2026-03-01')).toMatchObject({ ran: false, commission: 10 });
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: 10 } });
  });

  it('lists the downline, the transactions and the daily reports', async () => {
    expect((await aff('memberList')).body).toMatchObject({
      code: 0,
      result: {
        total: 1,
        list: [{ username: 'pl***01', turnover: 2000, commission: 10, registered: expect.any(Number) }],
      },
    });
    expect((await aff('transaction')).body).toMatchObject({
      result: { total: 1, list: [{ type: 'commission', amount: 10, status: 1, currency: 'baht' }] },
    });
    expect((await aff('reportTransaction')).body).toMatchObject({
      result: { list: [{ date: '2026-03-01', members: 1, turnover: 2000, commission: 10 }] },
    });
    expect((await aff('reportDetailTransaction', { date: '2026-03-01' })).body).toMatchObject({
      result: { list: [{ username: 'pl***01', turnover: 2000, commission: 10 }] },
    });
    expect((await aff('reportDetailTransaction', { date: '1 March' })).body.code).toBe(8000);
    t.clock.ms = bkk('2026-03-03T09:00:00');
    expect((await aff('getDetailLeader')).body).toMatchObject({
      result: { income: { today: 0, yesterday: 10, month: 10 } },
    });
  });

  it('withdraw: 8000 for 0, 1001 above the balance, 1004 twice a day, 1005 after day 5; credit follows', async () => {
    const credit = async () =>
      ((await post(t.app, '/api/v1/member/credit', undefined, leader)).body.result as { balance: number }).balance;
    const before = await credit();
    expect((await aff('withdraw', { amount: 0 })).body.code).toBe(8000);
    expect((await aff('withdraw', { amount: 10.01 })).body.code).toBe(1001);
    expect((await aff('withdraw', { amount: 4 })).body).toMatchObject({
      code: 0,
      result: { amount: 4, balance: 6, credit: before + 4 },
    });
    expect((await aff('withdraw', { amount: 1 })).body.code).toBe(1004);
    expect(await credit()).toBe(before + 4);
    t.clock.ms = bkk('2026-03-05T23:59:00');
    expect((await aff('withdraw', { amount: 6 })).body.code).toBe(0);
    t.clock.ms = bkk('2026-03-06T00:00:00');
    expect((await aff('withdraw', { amount: 1 })).body.code).toBe(1005);
    expect(await credit()).toBe(before + 10);
    const history = (await post(t.app, '/api/v1/member/data/dataHistory', {}, leader)).body.result as {
      list: { type: string; amount: number }[];
    };
    expect(history.list.filter((i) => i.type === 'affiliate').map((i) => i.amount)).toEqual([6, 4]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
