import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';

// Guessing must not be raced: these run on PGlite and, with DATABASE_URL, on PostgreSQL's pool, where a
// read-then-write check once let 23 of 40 parallel OTP guesses be judged (limit 5). otp/verify counts the same way.
let t: TestServer;
beforeAll(async () => (t = await testServer()));
afterAll(() => t.close());

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

describe('OTP guesses', () => {
  it('40 concurrent wrong codes against one OTP: exactly 5 judged wrong, the rest told to ask anew', async () => {
    const phone = '0811111101';
    expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'forgot' })).body.code).toBe(0);
    const { otp, reference } = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as {
      otp: string;
      reference: string;
    };
    const wrong = otp === '000000' ? '000001' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(t.app, '/api/v1/member/forgot-password', {
          phone,
          otp_reference: reference,
          otp_code: wrong,
          password: 'newpass123',
        }),
      ),
    );
    expect(tally(answers.map((a) => a.body.code))).toEqual({ 6001: 5, 6006: 35 });
    // Even the right code is refused now: the OTP is spent.
    const right = await post(t.app, '/api/v1/member/forgot-password', {
      phone,
      otp_reference: reference,
      otp_code: otp,
      password: 'newpass123',
    });
    expect(right.body.code).toBe(6006);
    const [row] = await t.db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE reference = $1', [reference]);
    expect(row!.attempts).toBe(5);
  });

  it('40 concurrent wrong codes at otp/verify: exactly 5 judged, then register refuses the right one', async () => {
    const phone = '0871111102';
    expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(0);
    const { otp, reference } = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as {
      otp: string;
      reference: string;
    };
    const wrong = otp === '000000' ? '000001' : '000000';
    const verify = (code: string) =>
      post(t.app, '/api/v1/member/otp/verify', {
        phone,
        purpose: 'register',
        otp_reference: reference,
        otp_code: code,
      });
    const answers = await Promise.all(Array.from({ length: 40 }, () => verify(wrong)));
    expect(tally(answers.map((a) => a.body.code))).toEqual({ 6001: 5, 6006: 35 });
    expect((await verify(otp)).body.code).toBe(6006);
    const registered = await post(t.app, '/api/v1/member/register', {
      username: 'racer01',
      password: 'secret123',
      phone,
      bank: 'kbank',
      bank_no: '7771234567',
      firstname: 'Race',
      lastname: 'Verify',
      otp_reference: reference,
      otp_code: otp,
      groupID: 'NKG01',
      age_confirmed: 20,
    });
    expect(registered.body.code).toBe(6006);
    const [row] = await t.db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE reference = $1', [reference]);
    expect(row!.attempts).toBe(5);
  });

  it('the right code and 39 wrong ones at once: the right one is judged right, at most 5 wrong', async () => {
    const phone = '0871111103';
    expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(0);
    const { otp, reference } = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as {
      otp: string;
      reference: string;
    };
    const wrong = otp === '000000' ? '000001' : '000000';
    const verify = (code: string) =>
      post(t.app, '/api/v1/member/otp/verify', {
        phone,
        purpose: 'register',
        otp_reference: reference,
        otp_code: code,
      });
    const answers = await Promise.all([verify(otp), ...Array.from({ length: 39 }, () => verify(wrong))]);
    const [right, ...others] = answers.map((a) => a.body.code);
    // The right code may come after the fifth wrong one (6006); it is never judged wrong.
    expect([0, 6006]).toContain(right);
    expect(tally(others)[6001]).toBeLessThanOrEqual(5);
    expect(others.every((code) => code === 6001 || code === 6006)).toBe(true);
    const [row] = await t.db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE reference = $1', [reference]);
    expect(row!.attempts).toBeLessThanOrEqual(5);
  });
});

describe('login ladder under a burst', () => {
  it('40 parallel wrong passwords: 3 judged, then 3000; one more per wait; locked at the fifth', async () => {
    const guess = (password: string) => post(t.app, '/api/v1/member/login', { username: 'demo02', password });
    const burst = async (n: number) =>
      tally((await Promise.all(Array.from({ length: n }, () => guess('wrong-guess')))).map((a) => a.body.code));
    expect(await burst(40)).toEqual({ 5000: 3, 3000: 37 });
    t.clock.advance(61);
    expect(await burst(10)).toEqual({ 5000: 1, 3000: 9 });
    t.clock.advance(61);
    const fifth = await burst(10);
    expect(fifth[1008]).toBeGreaterThanOrEqual(1);
    expect(fifth[5000]).toBeUndefined();
    const [row] = await t.db.query<{ failed_logins: number; password_locked: boolean }>(
      `SELECT failed_logins, password_locked FROM members WHERE username = 'demo02'`,
    );
    expect(row).toEqual({ failed_logins: 5, password_locked: true });
    // The right password no longer helps: an operator has to unlock it.
    expect((await guess('demo1234')).body.code).toBe(1008);
  });

  it('a right password resets the count, a wait is served only after the third failure', async () => {
    const guess = (password: string) => post(t.app, '/api/v1/member/login', { username: 'demo01', password });
    for (let i = 0; i < 2; i++) expect((await guess('nope')).body.code).toBe(5000);
    expect((await guess('demo1234')).body.code).toBe(0);
    for (let i = 0; i < 3; i++) expect((await guess('nope')).body.code).toBe(5000);
    const waiting = await guess('demo1234');
    expect(waiting.body).toMatchObject({ code: 3000, result: { wait: 60 } });
    t.clock.advance(61);
    expect((await guess('demo1234')).body.code).toBe(0);
  });
});

describe('change-password', () => {
  it('throttles the old password: 5 judged per 15 minutes, in parallel too', async () => {
    let session = await login(t.app, 'demo01');
    const change = (old: string) =>
      post(
        t.app,
        '/api/v1/member/change-password',
        { old_password: old, new_password: 'brandnew1', confirm_password: 'brandnew1' },
        session.access_token,
      );
    const answers = await Promise.all(Array.from({ length: 20 }, () => change('not-it')));
    expect(tally(answers.map((a) => a.body.code))).toEqual({ 5000: 5, 3000: 15 });
    expect((await change('demo1234')).body.code).toBe(3000);
    t.clock.advance(15 * 60 + 1);
    session = await login(t.app, 'demo01');
    expect((await change('demo1234')).body.code).toBe(0);
  });
});

describe('ceilings come before anything that reveals an account', () => {
  it('OTP, register and forgot-password: the per-IP ceiling answers before "taken" or "no such phone"', async () => {
    const strict = await testServer({ ipLimits: { loginsPerMinute: 100, otpsPerHour: 1, formsPerHour: 1 } });
    try {
      // An unknown phone first spends the one allowed OTP…
      expect(
        (await post(strict.app, '/api/v1/member/otp', { phone: '0850000001', purpose: 'register' })).body.code,
      ).toBe(0);
      // …so a registered phone now gets the ceiling, not 6002 "already registered".
      expect(
        (await post(strict.app, '/api/v1/member/otp', { phone: '0811111101', purpose: 'register' })).body.code,
      ).toBe(6005);
      const forgot = (phone: string) =>
        post(strict.app, '/api/v1/member/forgot-password', {
          phone,
          otp_reference: 'ABCD',
          otp_code: '123456',
          password: 'whatever1',
        });
      expect((await forgot('0811111101')).body.code).toBe(6000);
      // Not 6006 "no account uses this phone".
      expect((await forgot('0859999999')).body.code).toBe(6005);
    } finally {
      await strict.close();
    }
  });
});

describe('refresh', () => {
  it('two tabs refreshing with one token at once both get a pair; the session stays alive', async () => {
    // A server of its own: the suites above lock and re-password the demo members.
    const own = await testServer();
    try {
      const session = await login(own.app, 'demo01');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(own.app, 'POST', '/refreshtoken/true', {
            headers: { authorization: `Bearer ${session.refresh_token}` },
          }),
        ),
      );
      expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0]);
      expect(new Set(answers.map((a) => a.body.refresh_token)).size).toBe(4);
      for (const answer of answers) {
        const credit = await post(own.app, '/api/v1/member/credit', undefined, answer.body.access_token as string);
        expect(credit.body.code).toBe(0);
      }
    } finally {
      await own.close();
    }
  });
});
