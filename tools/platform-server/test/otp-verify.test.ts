import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, testServer, type TestServer } from './helpers.ts';

// POST /api/v1/member/otp/verify: the site checks the code on the OTP step; register and forgot-password check it
// again and consume it. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
let t: TestServer;
beforeAll(async () => (t = await testServer()));
afterAll(() => t.close());

const VERIFY = '/api/v1/member/otp/verify';

async function otpFor(phone: string, purpose: 'register' | 'forgot' = 'register') {
  const sent = await post(t.app, '/api/v1/member/otp', { phone, purpose });
  expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
  const inbox = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as { otp: string; reference: string };
  return { reference: inbox.reference, code: inbox.otp, wrong: inbox.otp === '000000' ? '000001' : '000000' };
}

const verify = (phone: string, reference: string, code: string, extra: Record<string, unknown> = {}) =>
  post(t.app, VERIFY, { phone, purpose: 'register', otp_reference: reference, otp_code: code, ...extra });

const registration = (phone: string, n: number, reference: string, code: string) => ({
  username: `verify${n}`,
  password: 'secret123',
  phone,
  bank: 'kbank',
  bank_no: `77700${String(10000 + n)}`,
  firstname: 'ทดสอบ',
  lastname: 'Verify',
  otp_reference: reference,
  otp_code: code,
  groupID: 'NKG01',
  age_confirmed: 20,
});

const attemptsOf = async (reference: string) =>
  (await t.db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE reference = $1', [reference]))[0]!.attempts;

describe('POST /api/v1/member/otp/verify', () => {
  it('answers 0 for the right code without using it up; register then consumes it', async () => {
    const phone = '0870000001';
    const otp = await otpFor(phone);
    expect((await verify(phone, otp.reference, otp.code)).body).toEqual({ code: 0, message: 'OTP code is correct' });
    // Asked again (Back and Next on the site): still good, and a right code is not counted.
    expect((await verify(phone, otp.reference.toLowerCase(), otp.code)).body.code).toBe(0);
    expect(await attemptsOf(otp.reference)).toBe(0);
    const registered = await post(t.app, '/api/v1/member/register', registration(phone, 1, otp.reference, otp.code));
    expect(registered.body.code).toBe(0);
    expect((await verify(phone, otp.reference, otp.code)).body).toMatchObject({ code: 6000, field: 'otp_code' });
  });

  it('answers 6001 for a wrong code, and register still checks the code it is sent', async () => {
    const phone = '0870000002';
    const otp = await otpFor(phone);
    expect((await verify(phone, otp.reference, otp.wrong)).body).toMatchObject({ code: 6001 });
    expect((await verify(phone, otp.reference, otp.code)).body.code).toBe(0);
    // A verified code does not make register take another one.
    const wrong = await post(t.app, '/api/v1/member/register', registration(phone, 2, otp.reference, otp.wrong));
    expect(wrong.body.code).toBe(6001);
    expect(await attemptsOf(otp.reference)).toBe(2);
  });

  it('four wrong codes, then the right one verified and registered: only wrong codes use up the five', async () => {
    const phone = '0870000003';
    const otp = await otpFor(phone);
    for (let i = 0; i < 4; i++) expect((await verify(phone, otp.reference, otp.wrong)).body.code).toBe(6001);
    expect((await verify(phone, otp.reference, otp.code)).body.code).toBe(0);
    const registered = await post(t.app, '/api/v1/member/register', registration(phone, 3, otp.reference, otp.code));
    expect(registered.body.code).toBe(0);
  });

  it('answers 6006 after five wrong codes, even for the right one', async () => {
    const phone = '0870000004';
    const otp = await otpFor(phone);
    for (let i = 0; i < 5; i++) expect((await verify(phone, otp.reference, otp.wrong)).body.code).toBe(6001);
    expect((await verify(phone, otp.reference, otp.code)).body.code).toBe(6006);
    const registered = await post(t.app, '/api/v1/member/register', registration(phone, 4, otp.reference, otp.code));
    expect(registered.body.code).toBe(6006);
  });

  it('answers 6000 for an expired OTP, an unknown reference and another purpose’s code', async () => {
    const phone = '0870000005';
    const otp = await otpFor(phone);
    expect((await verify(phone, 'ZZZZ', otp.code)).body).toMatchObject({ code: 6000, field: 'otp_code' });
    expect((await verify('0870000006', otp.reference, otp.code)).body.code).toBe(6000);
    t.clock.advance(301);
    expect((await verify(phone, otp.reference, otp.code)).body).toMatchObject({ code: 6000, field: 'otp_code' });
  });

  it('forgot: checks the brand and the account like forgot-password (6006), then the code', async () => {
    const phone = '0811111101';
    const otp = await otpFor(phone, 'forgot');
    const forgot = { purpose: 'forgot' };
    expect((await verify(phone, otp.reference, otp.code, forgot)).body.code).toBe(0);
    expect((await verify(phone, otp.reference, otp.code, { ...forgot, groupID: 'NKG01' })).body.code).toBe(0);
    expect((await verify(phone, otp.reference, otp.code, { ...forgot, groupID: 'LTP01' })).body.code).toBe(6006);
    // A register code is no forgot code.
    expect((await verify(phone, otp.reference, otp.code)).body.code).toBe(6000);
    const reset = await post(t.app, '/api/v1/member/forgot-password', {
      phone,
      otp_reference: otp.reference,
      otp_code: otp.code,
      password: 'demo1234',
    });
    expect(reset.body.code).toBe(0);
  });

  it('answers 4000 naming the field for input that breaks a rule', async () => {
    expect((await verify('0870000007', 'AB', '123456')).body).toMatchObject({
      code: 4000,
      message: expect.stringContaining('otp_reference'),
    });
    expect((await verify('0870000007', 'ABCD', '12345')).body).toMatchObject({
      code: 4000,
      message: expect.stringContaining('otp_code'),
    });
    expect((await verify('0270000007', 'ABCD', '123456')).body).toMatchObject({
      code: 4000,
      message: expect.stringContaining('phone'),
    });
    const purpose = await post(t.app, VERIFY, {
      phone: '0870000007',
      purpose: 'login',
      otp_reference: 'ABCD',
      otp_code: '123456',
    });
    expect(purpose.body).toMatchObject({ code: 4000, message: expect.stringContaining('purpose') });
  });
});
