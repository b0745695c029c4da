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
  t = await testServer({ accessTokenTtlSeconds: 180 * 24 * 3600 });
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
    groupID: 'NKG01',
    age_confirmed: 20,
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
      result: { total: 1, list: [{ type: 'commission', amount: 10, status: 1, currency: 'baht', day: '2026-03-01' }] },
    });
    expect((await aff('reportTransaction')).body).toMatchObject({
      result: {
        list: [{ date: '2026-03-01', members: 1, turnover: 2000, commission: 10 }],
        totals: { days: 1, members: 1, turnover: 2000, commission: 10 },
      },
    });
    // A range that ends before it starts, or spans more than a year, is refused; an empty range is no error.
    expect((await aff('reportTransaction', { from: '2026-03-02', to: '2026-03-01' })).body).toMatchObject({
      code: 8000,
      message: expect.stringContaining('from'),
    });
    expect((await aff('reportTransaction', { from: '2025-02-27', to: '2026-03-01' })).body.code).toBe(8000);
    expect((await aff('reportTransaction', { from: '2026-02-30', to: '2026-03-01' })).body.code).toBe(8000);
    expect((await aff('reportTransaction', { from: '2026-02-01', to: '2026-02-28' })).body).toMatchObject({
      code: 0,
      result: { list: [], totals: { days: 0, turnover: 0, commission: 0 } },
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

describe('affiliate withdraw under concurrency', () => {
  it('20 parallel withdrawals of one member on one day: one pays, the rest are told 1004', async () => {
    // The leader holds 0 affiliate income after the test above; a new roll-up gives it some.
    t.clock.ms = bkk('2026-04-01T09:00:00');
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'MB', game_code: 'pgsoft-slot-001', lang: 'th' },
      downline,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    expect((await wallet('bet', { token: ticket, txId: 'race-bet', roundId: 'race-r', amount: 2000 })).body.code).toBe(
      0,
    );
    t.clock.ms = bkk('2026-04-02T11:00:00');
    expect(await runAffiliateRollup(t.app.lobby)).toMatchObject({ day: '2026-04-01', ran: true, commission: 10 });
    const before = (await post(t.app, '/api/v1/member/credit', undefined, leader)).body.result as { balance: number };
    const answers = await Promise.all(Array.from({ length: 20 }, () => aff('withdraw', { amount: 1 })));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1004)).toHaveLength(19);
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: 9 } });
    const after = (await post(t.app, '/api/v1/member/credit', undefined, leader)).body.result as { balance: number };
    expect(after.balance).toBe(before.balance + 1);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('the same Idempotency-Key sent 10 times at once moves the money once and answers alike', async () => {
    t.clock.ms = bkk('2026-04-03T12:00:00');
    const send = () =>
      call(t.app, 'POST', '/api/aff/withdraw', {
        body: { amount: 2 },
        token: leader,
        headers: { 'idempotency-key': 'aff-key-0403' },
      });
    const answers = await Promise.all(Array.from({ length: 10 }, send));
    expect(new Set(answers.map((a) => a.raw.body)).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ code: 0, result: { amount: 2, balance: 7 } });
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: 7 } });
  });

  it('parallel roll-ups of one day credit it once', async () => {
    t.clock.ms = bkk('2026-04-03T13:00:00');
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'MB', game_code: 'pgsoft-slot-001', lang: 'th' },
      downline,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    expect(
      (await wallet('bet', { token: ticket, txId: 'race-bet-2', roundId: 'race-r2', amount: 400 })).body.code,
    ).toBe(0);
    t.clock.ms = bkk('2026-04-04T11:00:00');
    const runs = await Promise.all(Array.from({ length: 6 }, () => runAffiliateRollup(t.app.lobby, '2026-04-03')));
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.every((r) => r.commission === 2)).toBe(true);
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: 9, income: { today: 2 } } });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});

describe('affiliate roll-up run early, then at 11:00 (sandbox)', () => {
  let bets = 0;
  const bet = async (amount: number) => {
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'MB', game_code: 'pgsoft-slot-001', lang: 'th' },
      downline,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    bets += 1;
    const res = await wallet('bet', { token: ticket, txId: `early-${bets}`, roundId: `early-r${bets}`, amount });
    expect(res.body.code).toBe(0);
  };

  it('credits what each run had not seen, and the 11:00 timer tops up a day rolled up early', async () => {
    t.clock.ms = bkk('2026-05-10T09:00:00');
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'player101', amount: 5000 })).body.code,
    ).toBe(0);
    const start = ((await aff('getDetailLeader')).body.result as { balance: number }).balance;
    await bet(1000);
    // "The clock advanced": the sandbox runs today's roll-up as if at tomorrow 11:00.
    const first = await post(t.app, '/sandbox/affiliate/rollup', {
      day: '2026-05-10',
      at: '2026-05-11T11:00:00+07:00',
    });
    expect(first.body).toMatchObject({ code: 0, result: { day: '2026-05-10', ran: true, commission: 5 } });
    // Another run with nothing new credits nothing.
    expect((await post(t.app, '/sandbox/affiliate/rollup', { day: '2026-05-10' })).body).toMatchObject({
      result: { ran: false, commission: 5 },
    });
    await bet(600);
    expect((await post(t.app, '/sandbox/affiliate/rollup', { day: '2026-05-10' })).body).toMatchObject({
      result: { ran: true, commission: 8 },
    });
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: start + 8 } });
    expect((await aff('memberList')).body).toMatchObject({ result: { list: [{ turnover: 4400 + 1600 }] } });
    expect((await aff('reportDetailTransaction', { date: '2026-05-10' })).body).toMatchObject({
      result: { list: [{ username: 'pl***01', turnover: 1600, commission: 8 }] },
    });

    // A run before its regular time: the server's own timer runs the day again at 11:00 the next day.
    await bet(200);
    await post(t.app, '/sandbox/affiliate/rollup', { day: '2026-05-10', at: '2026-05-10T20:00:00+07:00' });
    await bet(400);
    t.clock.ms = bkk('2026-05-11T11:00:00');
    const done = await catchUpAffiliateRollups(t.app.lobby);
    expect(done.find((d) => d.day === '2026-05-10')).toMatchObject({ ran: true, commission: 11 });
    // Once topped up at its regular time, a day is not run again.
    expect((await catchUpAffiliateRollups(t.app.lobby)).map((d) => d.day)).not.toContain('2026-05-10');
    expect((await aff('getDetailLeader')).body).toMatchObject({ result: { balance: start + 11 } });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it("moves one member's affiliate clock only", async () => {
    t.clock.ms = bkk('2026-05-20T10:00:00');
    // Day 20: no withdrawal; the member's affiliate clock on day 2 of next month: one.
    expect((await aff('withdraw', { amount: 1 })).body.code).toBe(1005);
    const moved = await post(t.app, '/sandbox/affiliate/clock', {
      username: 'demo01',
      at: '2026-06-02T10:00:00+07:00',
    });
    expect(moved.body).toMatchObject({ code: 0, result: { username: 'demo01', now: '2026-06-02T03:00:00.000Z' } });
    t.clock.advance(60);
    expect((await aff('withdraw', { amount: 1 })).body.code).toBe(0);
    expect((await aff('withdraw', { amount: 1 })).body.code).toBe(1004);
    // The downline's affiliate calls still see day 20.
    expect((await aff('withdraw', { amount: 1 }, downline)).body.code).toBe(1005);
    expect((await post(t.app, '/sandbox/affiliate/clock', { username: 'nobody99' })).body.code).toBe(8000);
    expect((await post(t.app, '/sandbox/affiliate/clock', { username: 'demo01', at: 'tomorrow' })).body.code).toBe(
      8000,
    );
    await post(t.app, '/sandbox/affiliate/clock', { username: 'demo01' });
    expect((await aff('withdraw', { amount: 1 })).body.code).toBe(1005);
  });
});

describe('a day rolled up while it is still going (the sandbox early run, e2e suites in parallel)', () => {
  /** Registers a member, with an upline's code if given; answers the access token and the member's own code. */
  async function register(username: string, phone: string, affiliateCode?: string) {
    await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' });
    const otp = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as { otp: string; reference: string };
    const reg = await post(t.app, '/api/v1/member/register', {
      username,
      password: 'secret123',
      phone,
      bank: 'scb',
      bank_no: `55500${phone.slice(-5)}`,
      firstname: 'Test',
      lastname: 'Member',
      ...(affiliateCode ? { affiliate_code: affiliateCode } : {}),
      otp_reference: otp.reference,
      otp_code: otp.otp,
      groupID: 'NKG01',
      age_confirmed: 20,
    });
    expect(reg.body.code).toBe(0);
    const [row] = await t.db.query<{ code: string }>('SELECT affiliate_code AS code FROM members WHERE username = $1', [
      username,
    ]);
    return { token: reg.body.access_token as string, code: row!.code };
  }

  it("another's early run paid part of the day: one commission row, in progress until the day is over", async () => {
    t.clock.ms = bkk('2026-07-10T09:00:00');
    const leader2 = await register('leader202', '0820000202');
    const friend = await register('player203', '0820000203', leader2.code);
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'player203', amount: 5000 })).body.code,
    ).toBe(0);
    const launch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'MB', game_code: 'pgsoft-slot-001', lang: 'th' },
      friend.token,
    );
    const ticket = new URL(launch.body.result as string).searchParams.get('ticket')!;
    const spin = async (n: number) =>
      expect(
        (await wallet('bet', { token: ticket, txId: `par-bet-${n}`, roundId: `par-r${n}`, amount: 100 })).body.code,
      ).toBe(0);
    const rollup = () =>
      post(t.app, '/sandbox/affiliate/rollup', { day: '2026-07-10', at: '2026-07-11T11:00:00+07:00' });

    // Another suite's roll-up of today runs after the friend's first spin: it credits 0.50 of this member's day…
    await spin(1);
    expect((await rollup()).body).toMatchObject({ code: 0, result: { ran: true, complete: false } });
    // …and this member's own roll-up, after the other 4 spins, tops it up to 2.50.
    for (const n of [2, 3, 4, 5]) await spin(n);
    expect((await rollup()).body).toMatchObject({ code: 0, result: { ran: true, complete: false } });

    const moves = async () =>
      (await aff('transaction', {}, leader2.token)).body.result as {
        total: number;
        list: { type: string; amount: number; status: number; day: string }[];
      };
    // One row for the day with its whole commission, not a 0.50 and a 2.00 in either order; in progress (0): the
    // day was still going when it was paid, so more of it may come.
    expect(await moves()).toEqual({
      total: 1,
      next: null,
      list: [expect.objectContaining({ type: 'commission', amount: 2.5, status: 0, day: '2026-07-10' })],
    });
    expect((await aff('getDetailLeader', {}, leader2.token)).body).toMatchObject({ result: { balance: 2.5 } });
    expect((await aff('reportDetailTransaction', { date: '2026-07-10' }, leader2.token)).body).toMatchObject({
      result: { list: [{ username: 'pl***03', turnover: 500, commission: 2.5 }] },
    });

    // The day ends; the server's timer at 11:00 counts it whole (nothing new) and the commission is done.
    t.clock.ms = bkk('2026-07-11T11:00:00');
    const done = await catchUpAffiliateRollups(t.app.lobby);
    expect(done.find((d) => d.day === '2026-07-10')).toMatchObject({ complete: true });
    expect(await moves()).toEqual({
      total: 1,
      next: null,
      list: [expect.objectContaining({ type: 'commission', amount: 2.5, status: 1, day: '2026-07-10' })],
    });
    expect((await catchUpAffiliateRollups(t.app.lobby)).map((d) => d.day)).not.toContain('2026-07-10');
    expect((await aff('getDetailLeader', {}, leader2.token)).body).toMatchObject({ result: { balance: 2.5 } });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('a roll-up run after the day ended is complete at once, and a withdrawal stays its own row', async () => {
    t.clock.ms = bkk('2026-07-12T11:00:00');
    expect(await runAffiliateRollup(t.app.lobby, '2026-07-11')).toMatchObject({ complete: true });
    // Back to the leader of the first tests: its days are whole, each commission done, each withdrawal one row.
    const answer = (await aff('transaction', { limit: 100 }, (await login(t.app)).access_token)).body;
    const list = (answer.result as { list: { type: string; status: number }[] }).list;
    expect(list.filter((m) => m.type === 'withdraw').length).toBeGreaterThanOrEqual(4);
    expect(list.every((m) => m.status === 1)).toBe(true);
  });
});
