/**
 * Player protection (issue 15), every rule on a fake clock: the age gate, deposit limits (a lower one at once, a
 * higher one after 24 hours, enforced on the QR, the transfer notice and the credit, and by N parallel requests),
 * time-outs and self-exclusion (sessions end, login — password, one-time link or LINE — and launch refused with the end
 * time, the balance still withdrawable, promotion notices stop), the reality check, the statement, and hand-made
 * requests that try to get round them. Runs on PGlite and, with `npm run test:pg`, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/operator/commands.ts';
import { call, get, gql, login, post, testServer, type TestServer } from './helpers.ts';
import { balanceOf, channelIds, ledgerProblems, qr, setBalance } from './money.ts';

const H = 3600;
let t: TestServer;
let ch: Awaited<ReturnType<typeof channelIds>>;
let phones = 0;

beforeAll(async () => {
  t = await testServer({ accessTokenTtlSeconds: 30 * 24 * H });
  // Tuesday 24 November 2026, 10:00 in Bangkok.
  t.clock.ms = Date.parse('2026-11-24T03:00:00Z');
  ch = await channelIds(t.db);
});
afterAll(() => t.close());

async function otpFor(phone: string) {
  expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(0);
  const inbox = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as { otp: string; reference: string };
  return { otp_reference: inbox.reference, otp_code: inbox.otp };
}

/** A new member of NKG01 with 5,000 baht (no deposit yet), logged in. */
async function member(extra: Record<string, unknown> = {}) {
  phones += 1;
  const phone = `08${String(60000000 + phones)}`;
  const username = `rg${String(phones).padStart(4, '0')}`;
  const otp = await otpFor(phone);
  const res = await post(t.app, '/api/v1/member/register', {
    username,
    password: 'secret123',
    phone,
    bank: 'kbank',
    bank_no: `44400${String(10000 + phones)}`,
    firstname: 'Safe',
    lastname: 'Player',
    groupID: 'NKG01',
    age_confirmed: 20,
    ...otp,
    ...extra,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  // Funded through the ledger, not a deposit: the deposit limits below count deposits only.
  await setBalance(t.db, username, 500_000);
  return { username, token: res.body.access_token as string, refresh: res.body.refresh_token as string };
}

const setLimits = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/api/v1/member/protection/deposit-limits', body, token);
const state = async (token: string) =>
  (await post(t.app, '/api/v1/member/protection/state', undefined, token)).body as {
    code: number;
    result: {
      limits: Record<
        'day' | 'week' | 'month',
        { amount: number | null; pending: { amount: number | null; effective_at: string } | null; used: number }
      >;
      break: { kind: string; until: string | null } | null;
      history: { kind: string; amount: number | null; made_at: string; effective_at: string }[];
      reality_check: { minutes: number | null };
      min_age: number;
    };
  };
const pay = (ref: string) => post(t.app, `/sandbox/payments/${ref}/pay`, {});

describe('the age gate', () => {
  it("refuses registration without the age confirmation or with a lower age than the brand's (4001)", async () => {
    const phone = '0869990001';
    const otp = await otpFor(phone);
    const base = {
      username: 'agegate1',
      password: 'secret123',
      phone,
      bank: 'kbank',
      bank_no: '4449990001',
      firstname: 'Age',
      lastname: 'Gate',
      groupID: 'NKG01',
      ...otp,
    };
    const missing = await post(t.app, '/api/v1/member/register', base);
    expect(missing.body).toMatchObject({ code: 4001, field: 'age_confirmed', result: { min_age: 20 } });
    const younger = await post(t.app, '/api/v1/member/register', { ...base, age_confirmed: 18 });
    expect(younger.body).toMatchObject({ code: 4001, result: { min_age: 20 } });
    expect(younger.body.message).toContain('aged 20 and over');
    // The OTP was not spent on the refusals.
    expect((await post(t.app, '/api/v1/member/register', { ...base, age_confirmed: 20 })).body.code).toBe(0);
  });

  it("a brand set to 18 (the group's setting) takes an 18-year-old's confirmation", async () => {
    const admin = (args: string[]) => post(t.app, '/admin/command', { args });
    expect((await admin(['group', 'min-age', 'LTP01', '17'])).body.code).toBe(8000);
    expect((await admin(['group', 'min-age', 'LTP01', '18'])).body.code).toBe(0);
    const phone = '0869990002';
    const otp = await otpFor(phone);
    const res = await post(t.app, '/api/v1/member/register', {
      username: 'agegate2',
      password: 'secret123',
      phone,
      bank: 'kbank',
      bank_no: '4449990002',
      firstname: 'Age',
      lastname: 'Eighteen',
      groupID: 'LTP01',
      age_confirmed: 18,
      ...otp,
    });
    expect(res.body.code).toBe(0);
    expect((await state(res.body.access_token as string)).result.min_age).toBe(18);
    await admin(['group', 'min-age', 'LTP01', '20']);
  });
});

describe('deposit limits', () => {
  it('a first limit applies at once; a QR over it is refused with 1012 (payable QRs count)', async () => {
    const m = await member();
    const set = await setLimits(m.token, { day: 1000 });
    expect(set.body).toMatchObject({ code: 0, result: { limits: { day: { amount: 1000, pending: null } } } });
    expect((await qr(t.app, m.token, ch.qr[0]!, 600)).code).toBe(0);
    const over = await qr(t.app, m.token, ch.qr[0]!, 500);
    expect(over).toMatchObject({
      code: 1012,
      result: { period: 'day', limit: 1000, used: 600, remaining: 400, resets_at: '2026-11-24T17:00:00.000Z' },
    });
    expect(over.message).toContain('daily deposit limit of 1000 baht');
    expect((await qr(t.app, m.token, ch.qr[0]!, 400)).code).toBe(0);
    // An unpaid QR stops counting once it expires (10 minutes).
    t.clock.advance(601);
    expect((await qr(t.app, m.token, ch.qr[0]!, 1000)).code).toBe(0);
  });

  it('a paid deposit counts until the Bangkok day turns; the week still holds it', async () => {
    const m = await member();
    await setLimits(m.token, { day: 500, week: 800 });
    const first = await qr(t.app, m.token, ch.qr[0]!, 500);
    expect((await pay(first.result.merchantRef)).body.code).toBe(0);
    expect((await qr(t.app, m.token, ch.qr[0]!, 100)).code).toBe(1012);
    const s = await state(m.token);
    expect(s.result.limits.day.used).toBe(500);
    // To 00:00 the next day in Bangkok.
    t.clock.ms = Date.parse('2026-11-24T17:00:00Z');
    const week = await qr(t.app, m.token, ch.qr[0]!, 400);
    expect(week).toMatchObject({ code: 1012, result: { period: 'week', remaining: 300 } });
    expect((await qr(t.app, m.token, ch.qr[0]!, 300)).code).toBe(0);
  });

  it('a raise waits 24 hours (the fake clock crosses it); a lower limit applies at once', async () => {
    t.clock.ms = Date.parse('2026-11-25T03:00:00Z');
    const m = await member();
    await setLimits(m.token, { day: 200 });
    const raised = await setLimits(m.token, { day: 2000 });
    expect(raised.body.result).toMatchObject({
      limits: { day: { amount: 200, pending: { amount: 2000, effective_at: '2026-11-26T03:00:00.000Z' } } },
    });
    expect((await qr(t.app, m.token, ch.qr[0]!, 300)).code).toBe(1012);
    t.clock.advance(24 * H - 1);
    expect((await qr(t.app, m.token, ch.qr[0]!, 300)).code).toBe(1012);
    t.clock.advance(1);
    expect((await state(m.token)).result.limits.day).toMatchObject({ amount: 2000, pending: null });
    expect((await qr(t.app, m.token, ch.qr[0]!, 300)).code).toBe(0);
    // Lower again: at once.
    await setLimits(m.token, { day: 250 });
    expect((await qr(t.app, m.token, ch.qr[0]!, 100)).code).toBe(1012);
  });

  it('removing a limit is a raise too; lowering while a raise waits cancels the raise', async () => {
    t.clock.ms = Date.parse('2026-11-27T03:00:00Z');
    const m = await member();
    await setLimits(m.token, { month: 1000 });
    expect((await setLimits(m.token, { month: null })).body.result).toMatchObject({
      limits: { month: { amount: 1000, pending: { amount: null } } },
    });
    await setLimits(m.token, { month: 900 });
    t.clock.advance(48 * H);
    expect((await state(m.token)).result.limits.month).toMatchObject({ amount: 900, pending: null });
    const history = (await state(m.token)).result.history;
    expect(history.map((c) => c.amount)).toEqual([900, null, 1000]);
    expect(history.every((c) => c.made_at && c.effective_at)).toBe(true);
  });

  it('a hand-made request cannot date a raise or pass a limit: extra fields ignored, bad amounts refused', async () => {
    t.clock.ms = Date.parse('2026-11-30T03:00:00Z');
    const m = await member();
    await setLimits(m.token, { day: 100 });
    const sneaky = await setLimits(m.token, { day: 9000, effective_at: '2020-01-01T00:00:00Z', made_at: 0 });
    expect(sneaky.body.result).toMatchObject({ limits: { day: { amount: 100, pending: { amount: 9000 } } } });
    expect((await setLimits(m.token, { day: 0 })).body.code).toBe(8000);
    expect((await setLimits(m.token, { day: -5 })).body.code).toBe(8000);
    expect((await setLimits(m.token, { day: '100.5' })).body.code).toBe(8000);
    expect((await setLimits(m.token, { week: 'lots' })).body.code).toBe(8000);
    // No token, no change.
    expect((await setLimits('', { day: null })).body.code).toBe(7002);
    // The QR amount cannot be dressed up either: only whole baht reach the limit check.
    expect((await qr(t.app, m.token, ch.qr[0]!, '150')).code).toBe(1012);
    // The choices table is append-only: not even the database takes an edit.
    await expect(t.db.query(`UPDATE protection_choices SET amount_satang = 99999999`)).rejects.toThrow(/append-only/);
    await expect(t.db.query(`DELETE FROM protection_choices`)).rejects.toThrow(/append-only/);
  });

  it('a QR issued before the limit was lowered is refused at credit (1012) and nothing is credited', async () => {
    const m = await member();
    const before = await balanceOf(t.db, m.username);
    const q = await qr(t.app, m.token, ch.qr[0]!, 800);
    expect(q.code).toBe(0);
    await setLimits(m.token, { day: 500 });
    const paid = await pay(q.result.merchantRef);
    expect(paid.body).toMatchObject({ code: 1012, result: { status: 'failed', period: 'day' } });
    expect(paid.body.message).toContain('refund the payer');
    expect(await balanceOf(t.db, m.username)).toBe(before);
    // The QR is finished: a second payment of it is refused as for any spent QR, still crediting nothing.
    expect((await pay(q.result.merchantRef)).body.code).toBe(98);
    expect(await balanceOf(t.db, m.username)).toBe(before);
  });

  it('a transfer over the limit is held for a refund; a transfer notice over it is refused', async () => {
    const m = await member();
    await setLimits(m.token, { day: 300 });
    const before = await balanceOf(t.db, m.username);
    const sent = await post(t.app, '/sandbox/transfers', { type: 'bank', username: m.username, amount: 400 });
    expect(sent.body).toMatchObject({ code: 1012, result: { status: 'held', credited: 0 } });
    expect(await balanceOf(t.db, m.username)).toBe(before);
    const notice = await call(t.app, 'POST', '/api/v1/member/payment/transfer', {
      body: { id: ch.bank[0], amount: 400 },
      token: m.token,
    });
    expect(notice.body).toMatchObject({ code: 1012, result: { remaining: 300 } });
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: m.username, amount: 300 })).body.code,
    ).toBe(0);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});

describe('deposit limits under concurrency', () => {
  it('30 parallel QR requests of 200 against a 1,000 limit: exactly 5 are issued', async () => {
    const m = await member();
    await setLimits(m.token, { day: 1000 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => qr(t.app, m.token, ch.qr[0]!, 200)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === 1012)).toHaveLength(25);
    const [row] = await t.db.query<{ total: number }>(
      `SELECT coalesce(sum(d.amount_satang), 0)::bigint AS total FROM deposits d JOIN members m ON m.id = d.member_id
       WHERE m.username = $1`,
      [m.username],
    );
    expect(row!.total).toBe(100_000);
  });

  it('20 parallel transfers of 100 against a 500 limit: exactly 500 is credited', async () => {
    const m = await member();
    await setLimits(m.token, { day: 500 });
    const before = await balanceOf(t.db, m.username);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, '/sandbox/transfers', { type: 'bank', username: m.username, amount: 100 }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(5);
    expect(await balanceOf(t.db, m.username)).toBe(before + 50_000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});

describe('time-out and self-exclusion', () => {
  const takeBreak = (token: string, duration: string, password = 'secret123') =>
    post(t.app, '/api/v1/member/protection/break', { duration, password }, token);
  const loginAs = (username: string, password = 'secret123') =>
    post(t.app, '/api/v1/member/login', { username, password });

  it('a wrong password takes no break', async () => {
    const m = await member();
    expect((await takeBreak(m.token, '24h', 'not-mine')).body.code).toBe(5000);
    expect((await state(m.token)).result.break).toBeNull();
    expect((await takeBreak(m.token, '3d')).body.code).toBe(8000);
  });

  it('a 24-hour time-out ends every login at once; login, refresh and launch are refused until it ends', async () => {
    t.clock.ms = Date.parse('2026-12-01T03:00:00Z');
    const m = await member();
    const launched = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001', lang: 'th' },
      m.token,
    );
    const ticket = new URL(launched.body.result as string).searchParams.get('ticket')!;
    const other = await login(t.app, m.username, 'secret123');

    const taken = await takeBreak(m.token, '24h');
    expect(taken.body).toMatchObject({
      code: 0,
      result: { kind: 'timeout', until: '2026-12-02T03:00:00.000Z', since: '2026-12-01T03:00:00.000Z' },
    });
    // Both logins are over, and the game window with them.
    expect((await post(t.app, '/api/v1/member/credit', undefined, m.token)).body.code).toBe(7002);
    expect((await post(t.app, '/api/v1/member/credit', undefined, other.access_token)).body.code).toBe(7002);
    expect((await post(t.app, '/play/api/spin', { ticket, bet: 10 })).body.code).toBe(7002);
    const refresh = await call(t.app, 'POST', '/refreshtoken/true', {
      headers: { authorization: `Bearer ${m.refresh}`, 'content-type': 'multipart/form-data; boundary=b' },
      body: '--b--\r\n',
    });
    expect(refresh.body.code).toBe(7002);
    // The old token launches nothing.
    const relaunch = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001' },
      m.token,
    );
    expect(relaunch.body.code).toBe(7002);

    const refused = await loginAs(m.username);
    expect(refused.body).toMatchObject({
      code: 5002,
      result: { kind: 'timeout', until: '2026-12-02T03:00:00.000Z' },
    });
    expect(refused.body.access_token).toBeUndefined();
    expect(refused.body.message).toContain('until 2026-12-02T03:00:00.000Z');
    // A wrong password says only that: the break is told after the password checked out.
    expect((await loginAs(m.username, 'wrong-one')).body.code).toBe(5000);

    t.clock.advance(24 * H - 1);
    expect((await loginAs(m.username)).body.code).toBe(5002);
    t.clock.advance(1);
    const back = await loginAs(m.username);
    expect(back.body.code).toBe(0);
    expect((await state(back.body.access_token as string)).result.history[0]).toMatchObject({ kind: 'timeout' });
  });

  /** The operator's one-time login link for the member (admin `member login-link`): its token. */
  const loginLink = async (username: string, minutes: number) => {
    const out = await runCommand(
      t.db,
      ['member', 'login-link', username, '--minutes', String(minutes)],
      new Date(t.clock.now()),
    );
    return /token=([\w-]+)/.exec(out)![1]!;
  };
  const useLink = (token: string) => post(t.app, '/api/v1/member/login-url', { token, groupID: 'NKG01' });
  /** LINE's one-time login code for the member, after the sandbox consent. */
  const lineCode = async (username: string) => {
    const auth = await get(
      t.app,
      `/line/api/authorize?username=${username}&action=login&redirect_uri=http://localhost:4201/loginLine`,
    );
    const state = new URL(auth.body.result as string).searchParams.get('state')!;
    const consent = await t.app.inject({
      method: 'POST',
      url: '/sandbox/line/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${state}&decision=allow`,
    });
    return new URL(String(consent.headers.location)).searchParams.get('code')!;
  };
  const sessionsOf = async (username: string) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.username = $1',
        [username],
      )
    )[0]!.n;

  it('during a time-out a login link and a LINE login open no session; the link works once it ends', async () => {
    t.clock.ms = Date.parse('2026-12-05T03:00:00Z');
    const m = await member();
    expect((await takeBreak(m.token, '24h')).body.code).toBe(0);
    const sessions = await sessionsOf(m.username);
    t.clock.advance(23 * H);
    // A link the operator issues during the break, good for two hours.
    const link = await loginLink(m.username, 120);
    const refused = await useLink(link);
    expect(refused.body).toMatchObject({ code: 5002, result: { kind: 'timeout', until: '2026-12-06T03:00:00.000Z' } });
    expect(refused.body.access_token).toBeUndefined();
    const line = await post(t.app, '/line/api/login', { code: await lineCode(m.username), groupID: 'NKG01' });
    expect(line.body).toMatchObject({ code: 5002, result: { kind: 'timeout', until: '2026-12-06T03:00:00.000Z' } });
    expect(line.body.access_token).toBeUndefined();
    expect(await sessionsOf(m.username)).toBe(sessions);
    // The refusal did not spend the link: once the break is over it signs the member in, once.
    t.clock.advance(H);
    expect((await useLink(link)).body).toMatchObject({ code: 0, access_token: expect.any(String) });
    expect((await useLink(link)).body).toMatchObject({ code: 6000, result: { reason: 'used' } });
  });

  it('a self-excluded member gets no session from a login link or LINE, however long after', async () => {
    t.clock.ms = Date.parse('2026-12-07T03:00:00Z');
    const m = await member();
    expect((await takeBreak(m.token, '6m')).body.code).toBe(0);
    t.clock.advance(30 * 24 * H);
    const sessions = await sessionsOf(m.username);
    expect((await useLink(await loginLink(m.username, 15))).body).toMatchObject({
      code: 5002,
      result: { kind: 'self_exclusion', until: '2027-06-07T03:00:00.000Z' },
    });
    const line = await post(t.app, '/line/api/login', { code: await lineCode(m.username), groupID: 'NKG01' });
    expect(line.body).toMatchObject({ code: 5002, result: { kind: 'self_exclusion' } });
    expect(await sessionsOf(m.username)).toBe(sessions);
  });

  it('permanent self-exclusion never ends; the balance is withdrawable with a pass good for nothing else', async () => {
    t.clock.ms = Date.parse('2026-12-03T03:00:00Z');
    const m = await member();
    const taken = await takeBreak(m.token, 'permanent');
    expect(taken.body).toMatchObject({ code: 0, result: { kind: 'self_exclusion', until: null } });
    t.clock.advance(5 * 365 * 24 * H);
    expect((await loginAs(m.username)).body).toMatchObject({ code: 5002, result: { until: null } });

    const passFor = (password: string) =>
      post(t.app, '/api/v1/protection/withdraw-pass', { username: m.username, password, groupID: 'NKG01' });
    expect((await passFor('wrong-one')).body.code).toBe(5000);
    const granted = await passFor('secret123');
    expect(granted.body).toMatchObject({
      code: 0,
      result: { balance: 5000, break: { kind: 'self_exclusion', until: null }, account: { bank_id: 'kbank' } },
    });
    const pass = (granted.body.result as { pass: string }).pass;
    expect((granted.body.result as { account: { bank_no: string } }).account.bank_no).toMatch(/^x/);

    // The pass is no access token, and an access token is no pass.
    expect((await post(t.app, '/api/v1/member/credit', undefined, pass)).body.code).toBe(7002);
    expect(
      (await post(t.app, '/api/v1/member/game/launch', { client: 'PC', game_code: 'pgsoft-slot-001' }, pass)).body.code,
    ).toBe(7002);
    expect((await qr(t.app, pass, ch.qr[0]!, 100)).code).toBe(7002);
    const demo = await login(t.app);
    expect((await post(t.app, '/api/v1/protection/balance', { pass: demo.access_token })).body.code).toBe(7002);

    const out = await post(t.app, '/api/v1/protection/withdraw', { pass, balance: 4000 });
    expect(out.body).toMatchObject({ code: 0, result: { amount: 4000, balance: 1000, status: 'pending' } });
    expect((await post(t.app, '/api/v1/protection/balance', { pass })).body).toMatchObject({
      code: 0,
      result: { balance: 1000 },
    });
    // The withdrawal rules still hold (10-minute cooldown).
    expect((await post(t.app, '/api/v1/protection/withdraw', { pass, balance: 500 })).body.code).toBe(1005);
    t.clock.advance(15 * 60 + 1);
    expect((await post(t.app, '/api/v1/protection/balance', { pass })).body.code).toBe(7002);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('a member not on a break gets no pass; money arriving during a break is held, not credited', async () => {
    t.clock.ms = Date.parse('2026-12-10T03:00:00Z');
    const m = await member();
    const pass = await post(t.app, '/api/v1/protection/withdraw-pass', { username: m.username, password: 'secret123' });
    expect(pass.body.code).toBe(8000);
    const q = await qr(t.app, m.token, ch.qr[0]!, 300);
    await takeBreak(m.token, '1w');
    const before = await balanceOf(t.db, m.username);
    expect((await pay(q.result.merchantRef)).body).toMatchObject({ code: 5002, result: { status: 'failed' } });
    expect(
      (await post(t.app, '/sandbox/transfers', { type: 'bank', username: m.username, amount: 100 })).body,
    ).toMatchObject({ code: 5002, result: { status: 'held' } });
    expect(await balanceOf(t.db, m.username)).toBe(before);
    expect((await loginAs(m.username)).body.result).toMatchObject({ until: '2026-12-17T03:00:00.000Z' });
  });

  it('promotion notices stop for a member on a break: a token that outlived its login reads none', async () => {
    t.clock.ms = Date.parse('2026-12-20T03:00:00Z');
    const m = await member();
    const admin = (args: string[]) => post(t.app, '/admin/command', { args });
    await admin([
      'notice',
      'publish',
      '--group',
      'NKG01',
      '--type',
      'promotion',
      '--title',
      'RG promo',
      '--content',
      'x',
    ]);
    await admin(['notice', 'publish', '--group', 'NKG01', '--type', 'bank', '--title', 'RG bank', '--content', 'y']);
    const notices = () => gql(t.app, 'query { getNotifys(groupID: "NKG01") { title } }', undefined, m.token);
    const titles = ((await notices()).data!.getNotifys as { title: string }[]).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['RG promo', 'RG bank']));
    await takeBreak(m.token, '1m');
    // The break ended the session: its token, not yet expired, is refused as on every member call.
    const after = await notices();
    expect(after.data).toBeNull();
    expect(after.errors?.[0]?.extensions.code).toBe(7002);
  });
});

describe('reality check and statement', () => {
  it('stores the interval with its time and answers the net result of the games since the visit began', async () => {
    t.clock.ms = Date.parse('2027-01-05T03:00:00Z');
    const m = await member();
    expect((await post(t.app, '/api/v1/member/protection/reality-check', { minutes: 7 }, m.token)).body.code).toBe(
      8000,
    );
    const set = await post(t.app, '/api/v1/member/protection/reality-check', { minutes: 30 }, m.token);
    expect(set.body).toMatchObject({ code: 0, result: { reality_check: { minutes: 30 } } });
    const since = new Date(t.clock.now()).toISOString();
    const launched = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001' },
      m.token,
    );
    const ticket = new URL(launched.body.result as string).searchParams.get('ticket')!;
    for (let i = 0; i < 4; i++) expect((await post(t.app, '/play/api/spin', { ticket, bet: 10 })).body.code).toBe(0);
    const reality = await post(t.app, '/api/v1/member/protection/reality', { since }, m.token);
    const r = reality.body.result as { minutes: number; net: number; bets: number; wins: number; since: string };
    expect(r).toMatchObject({ minutes: 30, bets: 40, since });
    expect(r.net).toBe(r.wins - r.bets);
    expect(await balanceOf(t.db, m.username)).toBe(500_000 + r.net * 100);
    const off = await post(t.app, '/api/v1/member/protection/reality-check', { minutes: null }, m.token);
    expect(off.body.result).toMatchObject({ reality_check: { minutes: null } });
  });

  it('a statement totals deposits and withdrawals of the chosen Bangkok days, with the net', async () => {
    t.clock.ms = Date.parse('2027-02-10T03:00:00Z');
    const m = await member();
    const q = await qr(t.app, m.token, ch.qr[0]!, 700);
    await pay(q.result.merchantRef);
    expect((await post(t.app, '/api/v1/member/withdraw', { balance: 1200 }, m.token)).body.code).toBe(0);
    const statement = (from: string, to: string) =>
      post(t.app, '/api/v1/member/protection/statement', { from, to }, m.token);
    const today = await statement('2027-02-10', '2027-02-10');
    expect(today.body.result).toMatchObject({
      deposits: { count: 1, total: 700 },
      withdrawals: { count: 1, total: 1200 },
      net: -500,
      play: { bets: 0, wins: 0, net: 0 },
    });
    expect((await statement('2027-02-11', '2027-02-12')).body.result).toMatchObject({
      deposits: { count: 0, total: 0 },
      net: 0,
    });
    expect((await statement('2027-02-12', '2027-02-11')).body.code).toBe(8000);
    expect((await statement('2025-01-01', '2027-02-11')).body.code).toBe(8000);
  });

  it('records a consent with its policy version and times; the record cannot be edited', async () => {
    const m = await member();
    const res = await post(
      t.app,
      '/api/v1/member/protection/consent',
      { version: '2026-11', purposes: { chat: true, analytics: false }, decided_at: '2027-02-10T02:00:00Z' },
      m.token,
    );
    expect(res.body).toMatchObject({ code: 0, result: { version: '2026-11', current: true } });
    const [row] = await t.db.query<{ purposes: unknown; decided_at: Date }>(
      `SELECT c.purposes, c.decided_at FROM consent_records c JOIN members m ON m.id = c.member_id
       WHERE m.username = $1`,
      [m.username],
    );
    expect(row).toMatchObject({ purposes: { chat: true, analytics: false } });
    await expect(t.db.query(`UPDATE consent_records SET policy_version = 'x'`)).rejects.toThrow(/append-only/);
  });
});
