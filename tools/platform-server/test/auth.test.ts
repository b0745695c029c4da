import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';
import { REFRESH_RETRY_SECONDS } from '../src/auth/sessions.ts';

let t: TestServer;
beforeAll(async () => (t = await testServer()));
afterAll(() => t.close());

const newMember = (n: number, otp: { reference: string; code: string }) => ({
  username: `player${n}`,
  password: 'secret123',
  phone: `08${String(20000000 + n)}`,
  bank: 'kbank',
  bank_no: `55500${String(10000 + n)}`,
  firstname: 'ทดสอบ',
  lastname: 'Tester',
  line_id: `line${n}`,
  otp_reference: otp.reference,
  otp_code: otp.code,
  groupID: 'NKG01',
  age_confirmed: 20,
});

async function otpFor(phone: string, purpose: 'register' | 'forgot' = 'register') {
  const sent = await post(t.app, '/api/v1/member/otp', { phone, purpose });
  expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
  const inbox = await get(t.app, `/sandbox/otp?phone=${phone}`);
  const result = inbox.body.result as { otp: string; reference: string };
  expect(result.reference).toBe((sent.body.result as { reference: string }).reference);
  return { reference: result.reference, code: result.otp };
}

describe('login', () => {
  it('answers the auth session of spec §3', async () => {
    const res = await post(t.app, '/api/v1/member/login', { username: 'demo01', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 0,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      result: { username: 'demo01', _id: expect.any(String), limitSetting: { withdrawMin: 300, withdrawMax: 999999 } },
      groupID: 'NKG01',
      profile: {
        user: { username: 'demo01', bank_id: 'kbank', bank_no: '1234567890', group_bank: 'A' },
        min_withdraw: 300,
      },
    });
  });

  it('accepts the username in any case', async () => {
    expect((await post(t.app, '/api/v1/member/login', { username: ' DEMO02 ', password: 'demo1234' })).body.code).toBe(
      0,
    );
  });

  it('answers 5000 for a wrong password or an unknown user', async () => {
    expect((await post(t.app, '/api/v1/member/login', { username: 'nobody', password: 'whatever' })).body.code).toBe(
      5000,
    );
    expect((await post(t.app, '/api/v1/member/login', { username: 'demo02', password: 'wrong-pass' })).body.code).toBe(
      5000,
    );
    // a success resets the ladder
    expect((await post(t.app, '/api/v1/member/login', { username: 'demo02', password: 'demo1234' })).body.code).toBe(0);
  });

  it('answers 5001 for a disabled account and 1007 when the upline is locked', async () => {
    expect(
      (await post(t.app, '/api/v1/member/login', { username: 'disabled01', password: 'demo1234' })).body.code,
    ).toBe(5001);
    expect(
      (await post(t.app, '/api/v1/member/login', { username: 'downline01', password: 'demo1234' })).body.code,
    ).toBe(1007);
    // the wrong password still says 5000: the account state is not revealed to a guesser
    expect(
      (await post(t.app, '/api/v1/member/login', { username: 'disabled01', password: 'nope-nope' })).body.code,
    ).toBe(5000);
  });

  it('makes the member wait (3000) after 3 failures and locks the password (1008) after 5', async () => {
    const attempt = (password: string) => post(t.app, '/api/v1/member/login', { username: 'lockedupline', password });
    // Each wrong password says how many are left before the lock, so the site can warn before the last one.
    for (let i = 0; i < 3; i++)
      expect((await attempt('bad-password')).body).toMatchObject({ code: 5000, result: { remaining: 4 - i } });
    const wait = await attempt('demo1234');
    expect(wait.body).toMatchObject({ code: 3000, result: { wait: 60 } });
    t.clock.advance(61);
    expect((await attempt('bad-password')).body.code).toBe(5000);
    expect((await attempt('bad-password')).body.code).toBe(3000);
    t.clock.advance(61);
    expect((await attempt('bad-password')).body.code).toBe(1008);
    t.clock.advance(3600);
    expect((await attempt('demo1234')).body.code).toBe(1008);
  });

  it('answers 8000 for wrong types and missing fields', async () => {
    expect((await post(t.app, '/api/v1/member/login', { username: 123, password: ['x'] })).body.code).toBe(8000);
    const missing = await post(t.app, '/api/v1/member/login', {});
    expect(missing.body.code).toBe(8000);
    expect(missing.body.message).toMatch(/username/);
  });
});

describe('otp and register', () => {
  it('registers with an OTP from the sandbox inbox and logs the member in', async () => {
    const otp = await otpFor('0820000001');
    const res = await post(t.app, '/api/v1/member/register', { ...newMember(1, otp), phone: '0820000001' });
    expect(res.body).toMatchObject({
      code: 0,
      groupID: 'NKG01',
      result: { username: 'player1' },
      profile: { user: { bank_id: 'kbank', line_id: 'line1' } },
    });
    const credit = await post(t.app, '/api/v1/member/credit', undefined, res.body.access_token as string);
    expect(credit.body).toMatchObject({ code: 0, result: { balance: 0 } });
    // the OTP is single-use
    const again = await post(t.app, '/api/v1/member/register', { ...newMember(2, otp), phone: '0820000001' });
    expect(again.body.code).toBe(6002);
  });

  it('registers into the brand given by groupID, with an affiliate code', async () => {
    const otp = await otpFor('0820000003');
    const res = await post(t.app, '/api/v1/member/register', {
      ...newMember(3, otp),
      phone: '0820000003',
      groupID: 'LTP01',
      affiliate_code: 'aff-demo02',
    });
    expect(res.body).toMatchObject({ code: 0, groupID: 'LTP01' });
    const [row] = await t.db.query<{ upline: string }>(
      `SELECT u.username AS upline FROM members m JOIN members u ON u.id = m.upline_id WHERE m.username = 'player3'`,
    );
    expect(row?.upline).toBe('demo02');
  });

  it('waits a minute between OTPs (6005) and caps them per hour (6005)', async () => {
    const phone = '0820000010';
    expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(0);
    const soon = await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' });
    expect(soon.body).toMatchObject({ code: 6005, result: { wait: 60 } });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61);
      expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(0);
    }
    t.clock.advance(61);
    expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(6005);
  });

  it('rejects a wrong code (6001), then too many wrong codes (6006), and an expired OTP (6000)', async () => {
    const phone = '0820000011';
    const otp = await otpFor(phone);
    const wrong = otp.code === '000000' ? '111111' : '000000';
    const body = { ...newMember(11, { reference: otp.reference, code: wrong }), phone };
    for (let i = 0; i < 5; i++) expect((await post(t.app, '/api/v1/member/register', body)).body.code).toBe(6001);
    expect((await post(t.app, '/api/v1/member/register', { ...body, otp_code: otp.code })).body.code).toBe(6006);

    t.clock.advance(61);
    const fresh = await otpFor(phone);
    t.clock.advance(301);
    expect((await post(t.app, '/api/v1/member/register', { ...newMember(11, fresh), phone })).body).toMatchObject({
      code: 6000,
      field: 'otp_code',
    });
  });

  it('answers 6002 for a taken phone, bank account or username, 6000 for a used LINE ID, with the field', async () => {
    expect((await post(t.app, '/api/v1/member/otp', { phone: '0811111101', purpose: 'register' })).body).toMatchObject({
      code: 6002,
      field: 'phone',
    });
    const phone = '0820000020';
    const otp = await otpFor(phone);
    const base = { ...newMember(20, otp), phone };
    const register = async (patch: Record<string, string>) =>
      (await post(t.app, '/api/v1/member/register', { ...base, ...patch })).body;
    expect(await register({ bank: 'kbank', bank_no: '1234567890' })).toMatchObject({ code: 6002, field: 'bank_no' });
    expect(await register({ username: 'demo01' })).toMatchObject({ code: 6002, field: 'username' });
    expect(await register({ phone: '0811111102' })).toMatchObject({ code: 6002, field: 'phone' });
    expect(await register({ line_id: 'line1' })).toMatchObject({ code: 6000, field: 'line_id' });
    expect((await post(t.app, '/api/v1/member/register', base)).body.code).toBe(0);
  });

  it('answers 9998 for a phone flagged for identity verification', async () => {
    expect((await post(t.app, '/api/v1/member/otp', { phone: '0899999998', purpose: 'register' })).body.code).toBe(
      9998,
    );
    expect((await post(t.app, '/api/v1/member/otp', { phone: '0899999998', purpose: 'forgot' })).body.code).toBe(9998);
  });

  it('answers 4000 with a clear message for each §5 rule', async () => {
    const otp = { reference: 'ABCD', code: '123456' };
    const base = newMember(30, otp);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ phone: '0712345678' }, /phone must be 10 digits starting with 06, 08 or 09/],
      [{ phone: '081234567' }, /phone/],
      [{ password: '12345' }, /at least 6/],
      [{ bank: 'mybank' }, /bank must be one of/],
      [{ bank_no: '123456789' }, /10 to 12 digits/],
      [{ bank_no: '1234567890123' }, /10 to 12 digits/],
      [{ firstname: '  ' }, /firstname is required/],
      [{ lastname: undefined }, /lastname/],
      [{ otp_code: '12' }, /otp_code/],
    ];
    for (const [patch, message] of cases) {
      const res = await post(t.app, '/api/v1/member/register', { ...base, ...patch });
      expect(res.body.code, JSON.stringify(patch)).toBe(4000);
      expect(res.body.message).toMatch(message);
    }
    expect((await post(t.app, '/api/v1/member/otp', { phone: '0812345678', purpose: 'login' })).body.code).toBe(4000);
    expect((await post(t.app, '/api/v1/member/otp', 'not json at all')).body.code).toBe(4000);
  });
});

describe('forgot and change password', () => {
  it('tells a locked member the truth: the new password is set, the lock stays until support lifts it', async () => {
    const joined = await otpFor('0820000009');
    await post(t.app, '/api/v1/member/register', { ...newMember(9, joined), phone: '0820000009' });
    const admin = (args: string[]) => t.app.inject({ method: 'POST', url: '/admin/command', payload: { args } });
    expect((await admin(['member', 'lock-password', 'player9'])).json()).toMatchObject({ code: 0 });
    const otp = await otpFor('0820000009', 'forgot');
    const res = await post(t.app, '/api/v1/member/forgot-password', {
      phone: '0820000009',
      otp_reference: otp.reference,
      otp_code: otp.code,
      password: 'newpass77',
    });
    expect(res.body).toMatchObject({ code: 0, result: { locked: true } });
    expect(res.body.message).toMatch(/stays locked/);
    expect((await post(t.app, '/api/v1/member/login', { username: 'player9', password: 'newpass77' })).body.code).toBe(
      1008,
    );
    expect((await admin(['member', 'unlock', 'player9'])).json()).toMatchObject({ code: 0 });
    expect((await post(t.app, '/api/v1/member/login', { username: 'player9', password: 'newpass77' })).body.code).toBe(
      0,
    );
  });

  it('resets the password with an OTP and ends the old sessions', async () => {
    const old = await login(t.app, 'demo02');
    expect((await post(t.app, '/api/v1/member/otp', { phone: '0899000000', purpose: 'forgot' })).body.code).toBe(6006);
    const otp = await otpFor('0811111102', 'forgot');
    const res = await post(t.app, '/api/v1/member/forgot-password', {
      phone: '0811111102',
      otp_reference: otp.reference,
      otp_code: otp.code,
      password: 'newpass99',
    });
    expect(res.body).toMatchObject({ code: 0, result: { username: 'demo02', locked: false } });
    expect((await post(t.app, '/api/v1/member/credit', undefined, old.access_token)).body.code).toBe(7002);
    expect((await post(t.app, '/api/v1/member/login', { username: 'demo02', password: 'demo1234' })).body.code).toBe(
      5000,
    );
    expect((await post(t.app, '/api/v1/member/login', { username: 'demo02', password: 'newpass99' })).body.code).toBe(
      0,
    );
    expect((await post(t.app, '/api/v1/member/forgot-password', { phone: '0811111102' })).body.code).toBe(4000);
  });

  it('changes the password when the old one is right', async () => {
    const session = await login(t.app, 'demo01');
    const change = (body: unknown) => post(t.app, '/api/v1/member/change-password', body, session.access_token);
    expect((await change({ old_password: 'wrong-one', new_password: 'another1' })).body.code).toBe(5000);
    expect(
      (await change({ old_password: 'demo1234', new_password: 'another1', confirm_password: 'another2' })).body.code,
    ).toBe(8000);
    expect((await change({ old_password: 'demo1234', new_password: '123' })).body.code).toBe(8000);
    expect(
      (await change({ old_password: 'demo1234', new_password: 'another1', confirm_password: 'another1' })).body.code,
    ).toBe(0);
    expect((await post(t.app, '/api/v1/member/login', { username: 'demo01', password: 'another1' })).body.code).toBe(0);
    // this session survives its own password change
    expect((await post(t.app, '/api/v1/member/credit', undefined, session.access_token)).body.code).toBe(0);
    expect((await change({ old_password: 'another1', new_password: 'demo1234' })).body.code).toBe(0);
  });
});

describe('tokens', () => {
  const refresh = (token?: string, multipart = true) => {
    const boundary = '----lobby';
    return call(t.app, 'POST', '/refreshtoken/true', {
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(multipart ? { 'content-type': `multipart/form-data; boundary=${boundary}` } : {}),
      },
      body: multipart
        ? `--${boundary}\r\nContent-Disposition: form-data; name="refresh"\r\n\r\ntrue\r\n--${boundary}--\r\n`
        : undefined,
    });
  };

  it('expires the access token (7003) and refreshes it with the rotating refresh token', async () => {
    const session = await login(t.app, 'demo01');
    t.clock.advance(15 * 60 + 1);
    expect((await post(t.app, '/api/v1/member/credit', undefined, session.access_token)).body.code).toBe(7003);
    const next = await refresh(session.refresh_token);
    expect(next.body).toMatchObject({ code: 0, access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(next.body.refresh_token).not.toBe(session.refresh_token);
    expect((await post(t.app, '/api/v1/member/credit', undefined, next.body.access_token as string)).body.code).toBe(0);
    // without a multipart body as well
    const third = await refresh(next.body.refresh_token as string, false);
    expect(third.body.code).toBe(0);
  });

  it('revokes the whole family when a used refresh token comes back after the retry grace (7002)', async () => {
    const session = await login(t.app, 'demo01');
    const first = await refresh(session.refresh_token);
    expect(first.body.code).toBe(0);
    t.clock.advance(REFRESH_RETRY_SECONDS + 1);
    const replay = await refresh(session.refresh_token);
    expect(replay.body.code).toBe(7002);
    expect((await refresh(first.body.refresh_token as string)).body.code).toBe(7002);
    expect((await post(t.app, '/api/v1/member/credit', undefined, first.body.access_token as string)).body.code).toBe(
      7002,
    );
  });

  it('a refresh whose answer was lost: the token again within the grace gets a pair, and both pairs work', async () => {
    const session = await login(t.app, 'demo01');
    const lost = await refresh(session.refresh_token);
    expect(lost.body.code).toBe(0);
    t.clock.advance(REFRESH_RETRY_SECONDS - 1);
    const retried = await refresh(session.refresh_token);
    expect(retried.body).toMatchObject({ code: 0, refresh_token: expect.any(String) });
    expect(retried.body.refresh_token).not.toBe(lost.body.refresh_token);
    expect((await post(t.app, '/api/v1/member/credit', undefined, retried.body.access_token as string)).body.code).toBe(
      0,
    );
    // The pair whose answer was lost is good too (two tabs that refreshed at once each keep theirs).
    expect((await refresh(lost.body.refresh_token as string)).body.code).toBe(0);
    // The grace runs from the first use, not from the retry.
    t.clock.advance(2);
    expect((await refresh(session.refresh_token)).body.code).toBe(7002);
  });

  it('within the grace, each pair still rotates once: its second use later is reuse', async () => {
    const session = await login(t.app, 'demo01');
    const first = await refresh(session.refresh_token);
    const retried = await refresh(session.refresh_token);
    expect(retried.body.code).toBe(0);
    expect((await refresh(retried.body.refresh_token as string)).body.code).toBe(0);
    t.clock.advance(REFRESH_RETRY_SECONDS + 1);
    expect((await refresh(retried.body.refresh_token as string)).body.code).toBe(7002);
    // The reuse ended the session for every token of it, the first pair's too.
    expect((await refresh(first.body.refresh_token as string)).body.code).toBe(7002);
  });

  it('answers 7002 for missing, forged or garbage tokens and 7003 for an expired refresh token', async () => {
    expect((await refresh(undefined)).body.code).toBe(7002);
    expect((await refresh('rt_garbage')).body.code).toBe(7002);
    expect((await post(t.app, '/api/v1/member/credit')).body.code).toBe(7002);
    expect((await post(t.app, '/api/v1/member/credit', undefined, 'garbage')).body.code).toBe(7002);
    const session = await login(t.app, 'demo01');
    const [body, sig] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 9999 })).toString('base64url')}.${sig}`;
    expect((await post(t.app, '/api/v1/member/credit', undefined, forged)).body.code).toBe(7002);
    expect(
      (
        await call(t.app, 'POST', '/api/v1/member/credit', {
          headers: { authorization: `Token ${session.access_token}` },
        })
      ).body.code,
    ).toBe(0);
    t.clock.advance(31 * 24 * 3600);
    expect((await refresh(session.refresh_token)).body.code).toBe(7003);
  });

  it('logs out: the session is gone at once, even for the unexpired access token', async () => {
    const session = await login(t.app, 'demo01');
    expect((await post(t.app, '/api/v1/member/logout', undefined, session.access_token)).body.code).toBe(0);
    expect((await post(t.app, '/api/v1/member/credit', undefined, session.access_token)).body.code).toBe(7002);
    expect((await refresh(session.refresh_token)).body.code).toBe(7002);
  });
});

describe('per-IP ceilings', () => {
  it('answers 3000 for too many logins and 6005 for too many OTPs from one address', async () => {
    const strict = await (
      await import('./helpers.ts')
    ).testServer({ ipLimits: { loginsPerMinute: 2, otpsPerHour: 1, formsPerHour: 100 } });
    try {
      for (let i = 0; i < 2; i++)
        expect(
          (await post(strict.app, '/api/v1/member/login', { username: 'demo01', password: 'demo1234' })).body.code,
        ).toBe(0);
      expect(
        (await post(strict.app, '/api/v1/member/login', { username: 'demo01', password: 'demo1234' })).body.code,
      ).toBe(3000);
      expect(
        (await post(strict.app, '/api/v1/member/otp', { phone: '0850000001', purpose: 'register' })).body.code,
      ).toBe(0);
      expect(
        (await post(strict.app, '/api/v1/member/otp', { phone: '0850000002', purpose: 'register' })).body.code,
      ).toBe(6005);
    } finally {
      await strict.close();
    }
  });
});

describe('refresh with an empty FormData body (what axios sends from the browser)', () => {
  it('rotates', async () => {
    const session = await login(t.app, 'demo01');
    const res = await call(t.app, 'POST', '/refreshtoken/true', {
      headers: {
        authorization: `Bearer ${session.refresh_token}`,
        'content-type': 'multipart/form-data; boundary=----WebKitFormBoundaryabc',
      },
      body: '------WebKitFormBoundaryabc--\r\n',
    });
    expect(res.body.code).toBe(0);
  });
});
