import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';
import { balanceOf, ledgerProblems, setBalance } from './money.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  // The clock moves by hours here; access tokens must outlive it.
  t = await testServer({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  token = (await login(t.app)).access_token;
});
afterAll(() => t.close());

const withdraw = (balance: unknown, tok = token, key?: string) =>
  call(t.app, 'POST', '/api/v1/member/withdraw', {
    body: { balance },
    token: tok,
    headers: key ? { 'idempotency-key': key } : {},
  });
const credit = async (tok = token) =>
  ((await post(t.app, '/api/v1/member/credit', undefined, tok)).body.result as { balance: number }).balance;
const historyList = async (tok = token) =>
  (
    (await post(t.app, '/api/v1/member/data/dataHistory', {}, tok)).body.result as {
      list: {
        id: string;
        time: number;
        type: string;
        amount: number;
        currency: string;
        status: number;
        note: string;
      }[];
    }
  ).list;

describe('withdraw (spec §5, codes of §8)', () => {
  it('debits at once, answers the request and starts the 10-minute cooldown', async () => {
    const res = await withdraw(500);
    expect(res.body).toMatchObject({
      code: 0,
      result: { id: expect.any(Number), amount: 500, balance: 4500, status: 'pending' },
    });
    const result = res.body.result as { date: string; next: string };
    expect(Date.parse(result.next) - Date.parse(result.date)).toBe(600_000);
    expect(await credit()).toBe(4500);
    const state = (await get(t.app, '/api/v1/member/getMinWithdraw', token)).body;
    expect(state).toMatchObject({
      code: 0,
      min: 300,
      max: 999999,
      result: { withdraw: false, timeLester: result.next, withdrawMin: 300, withdrawMax: 999999 },
    });

    const soon = await withdraw(300);
    expect(soon.body).toMatchObject({ code: 1005, result: { date: result.date, next: result.next, wait: 600 } });
    t.clock.advance(599);
    expect((await withdraw(300)).body).toMatchObject({ code: 1005, result: { wait: 1 } });
    t.clock.advance(1);
    expect((await get(t.app, '/api/v1/member/getMinWithdraw', token)).body).toMatchObject({
      result: { withdraw: true, timeLester: null },
    });
    expect((await withdraw(300)).body.code).toBe(0);
    t.clock.advance(600);
  });

  it('1002 below the minimum (with min), 8000 above the maximum, 1001 above the balance', async () => {
    expect((await withdraw(299.99)).body).toMatchObject({
      code: 1002,
      min: 300,
      result: { min: 300 },
      message: expect.stringMatching(/300/),
    });
    expect((await withdraw(1_000_000)).body).toMatchObject({ code: 8000, max: 999999 });
    expect((await withdraw(999_999)).body).toMatchObject({ code: 1001, result: { balance: 4200 } });
    expect(await credit()).toBe(4200);
  });

  it('refuses malformed amounts with 8000', async () => {
    for (const balance of ['abc', 1.234, 0, -300, '', null, { a: 1 }])
      expect((await withdraw(balance)).body.code).toBe(8000);
    expect((await post(t.app, '/api/v1/member/withdraw', {}, token)).body.code).toBe(8000);
    expect((await post(t.app, '/api/v1/member/withdraw', { balance: 300 })).body.code).toBe(7002);
  });

  it('follows the brand limits, and getMinWithdraw says the same', async () => {
    await t.db.query(`UPDATE groups SET min_withdraw_satang = 50000 WHERE id = 'NKG01'`);
    expect((await get(t.app, '/api/v1/member/getMinWithdraw', token)).body).toMatchObject({
      min: 500,
      result: { withdrawMin: 500 },
    });
    expect((await withdraw(400)).body).toMatchObject({ code: 1002, min: 500 });
    await t.db.query(`UPDATE groups SET min_withdraw_satang = 30000 WHERE id = 'NKG01'`);
  });

  it('1003 without a registered bank account', async () => {
    const other = (await login(t.app, 'demo02')).access_token;
    await setBalance(t.db, 'demo02', 100_000);
    await t.db.query(
      `DELETE FROM member_bank_accounts WHERE member_id = (SELECT id FROM members WHERE username = 'demo02')`,
    );
    expect((await withdraw(300, other)).body.code).toBe(1003);
    expect(await balanceOf(t.db, 'demo02')).toBe(100_000);
  });

  it('1010 count, 1009 amount, 1011 both: rolling 24-hour limits with the remaining amount and the wait', async () => {
    await t.db.query(
      `UPDATE groups SET withdraw_cooldown_seconds = 0, withdraw_daily_count = 3, withdraw_daily_amount_satang = 150000
       WHERE id = 'NKG01'`,
    );
    // Two withdrawals (500, 300) are inside the last 24 h already.
    expect((await withdraw(800)).body).toMatchObject({ code: 1009, result: { remaining: 700, count_remaining: 1 } });
    expect((await withdraw(300)).body.code).toBe(0);
    expect((await withdraw(500)).body).toMatchObject({ code: 1011, result: { remaining: 400, count_remaining: 0 } });
    await t.db.query(`UPDATE groups SET withdraw_daily_amount_satang = NULL WHERE id = 'NKG01'`);
    const count = await withdraw(300);
    expect(count.body).toMatchObject({ code: 1010, result: { remaining: null, count_remaining: 0 } });
    const wait = (count.body.result as { wait: number }).wait;
    expect(wait).toBeGreaterThan(24 * 3600 - 1300);
    t.clock.advance(wait);
    expect((await withdraw(300)).body.code).toBe(0);
    await t.db.query(
      `UPDATE groups SET withdraw_cooldown_seconds = 600, withdraw_daily_count = 10,
         withdraw_daily_amount_satang = 200000000
       WHERE id = 'NKG01'`,
    );
    t.clock.advance(600);
  });

  it('Idempotency-Key: a repeat returns the first answer byte for byte and moves nothing', async () => {
    const before = await credit();
    const first = await withdraw(300, token, 'wd-key-1');
    const again = await withdraw(300, token, 'wd-key-1');
    expect(first.body.code).toBe(0);
    expect(again.raw.body).toBe(first.raw.body);
    expect(await credit()).toBe(before - 300);
    expect((await withdraw(400, token, 'wd-key-1')).body).toMatchObject({
      code: 8000,
      message: expect.stringMatching(/different request/),
    });
    // A refusal is an answer too: the same key gets the same "no" even after the cooldown.
    const refused = await withdraw(300, token, 'wd-key-2');
    expect(refused.body.code).toBe(1005);
    t.clock.advance(600);
    expect((await withdraw(300, token, 'wd-key-2')).raw.body).toBe(refused.raw.body);
  });
});

describe('sandbox approval, history', () => {
  it('approve pays out; reject refunds through the ledger; decided stays decided', async () => {
    const pending = (await get(t.app, '/sandbox/withdrawals?username=demo01')).body.result as {
      id: number;
      status: string;
      amount: number;
    }[];
    const [a, b] = pending.filter((w) => w.status === 'pending');
    const before = await credit();
    expect((await post(t.app, `/sandbox/withdrawals/${a!.id}/approve`, {})).body).toMatchObject({
      code: 0,
      result: { status: 'approved' },
    });
    expect(await credit()).toBe(before);
    const rejected = await post(t.app, `/sandbox/withdrawals/${b!.id}/reject`, { reason: 'name mismatch' });
    expect(rejected.body).toMatchObject({
      code: 0,
      result: { status: 'rejected', amount: b!.amount, balance: before + b!.amount },
    });
    expect(await credit()).toBe(before + b!.amount);
    expect((await post(t.app, `/sandbox/withdrawals/${b!.id}/reject`, { reason: 'name mismatch' })).raw.body).toBe(
      rejected.raw.body,
    );
    expect((await post(t.app, `/sandbox/withdrawals/${a!.id}/reject`, {})).body.code).toBe(8000);
    expect(await credit()).toBe(before + b!.amount);
    expect((await post(t.app, '/sandbox/withdrawals/999999/approve', {})).body.code).toBe(8000);
    expect((await post(t.app, '/sandbox/withdrawals/abc/approve', {})).body.code).toBe(8000);

    const list = await historyList();
    expect(list.find((i) => i.id === `w${a!.id}`)).toMatchObject({
      type: 'withdraw',
      status: 1,
      currency: 'baht',
      amount: a!.amount,
      note: expect.stringMatching(/กสิกรไทย xxx-x-xx789-0/),
    });
    expect(list.find((i) => i.id === `w${b!.id}`)).toMatchObject({
      type: 'cancel',
      status: 1,
      note: expect.stringMatching(/name mismatch/),
    });
    expect(list.filter((i) => i.type === 'withdraw' && i.status === 0).length).toBeGreaterThan(0);
  });

  it('dataHistory: deposits, withdrawals and cancellations, newest first, epoch seconds', async () => {
    t.clock.advance(1);
    await post(t.app, '/sandbox/transfers', { type: 'bank', username: 'demo01', amount: 1000 });
    const list = await historyList();
    expect(list[0]).toMatchObject({
      type: 'deposit',
      amount: 1000,
      status: 1,
      currency: 'baht',
      time: Math.floor(t.clock.now() / 1000),
    });
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.time).toBeGreaterThanOrEqual(list[i]!.time);
    expect(new Set(list.map((i) => i.type))).toEqual(new Set(['deposit', 'withdraw', 'cancel']));
    const page = (await post(t.app, '/api/v1/member/data/dataHistory', { limit: 2, offset: 1 }, token)).body.result as {
      list: unknown[];
    };
    expect(page.list).toEqual(list.slice(1, 3));
    expect((await post(t.app, '/api/v1/member/data/dataHistory', { limit: 'x' }, token)).body.code).toBe(8000);
    expect(await historyList((await login(t.app, 'demo02')).access_token)).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
