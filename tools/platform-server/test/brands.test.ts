import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, gql, login, post, testServer, type TestServer } from './helpers.ts';

// Brands are separate casinos: demo01 is a nakhon-gold (NKG01) member, demo02 a lotus-play (LTP01) member.
let t: TestServer;
beforeAll(async () => (t = await testServer()));
afterAll(() => t.close());

const loginVia = (username: string, password: string, groupID?: string) =>
  post(t.app, '/api/v1/member/login', { username, password, ...(groupID ? { groupID } : {}) });

describe('a member belongs to one brand', () => {
  it('a lotus-play member cannot log in on nakhon-gold; on its own site it can', async () => {
    const elsewhere = await loginVia('demo02', 'demo1234', 'NKG01');
    expect(elsewhere.body).toMatchObject({
      code: 5001,
      message: "this account belongs to another brand's site: log in there",
    });
    expect(elsewhere.body.access_token).toBeUndefined();
    expect((await loginVia('demo02', 'demo1234', 'LTP01')).body).toMatchObject({ code: 0, groupID: 'LTP01' });
    // A wrong password says only that: the brand check comes after the password.
    expect((await loginVia('demo02', 'wrong-one', 'NKG01')).body.code).toBe(5000);
    await t.db.query(`UPDATE members SET failed_logins = 0 WHERE username = 'demo02'`);
  });

  it('a session is refreshed only through its own brand', async () => {
    const session = await login(t.app, 'demo02');
    const refresh = (groupID: string) =>
      call(t.app, 'POST', '/refreshtoken/true', {
        headers: {
          authorization: `Bearer ${session.refresh_token}`,
          'content-type': 'multipart/form-data; boundary=b',
        },
        body: `--b\r\nContent-Disposition: form-data; name="groupID"\r\n\r\n${groupID}\r\n--b--\r\n`,
      });
    expect((await refresh('NKG01')).body).toMatchObject({
      code: 7002,
      message: "this session belongs to another brand's site: log in here",
    });
    expect((await refresh('LTP01')).body.code).toBe(0);
  });

  it('forgot-password through another brand: no account uses this phone there', async () => {
    const otp = await post(t.app, '/api/v1/member/otp', { phone: '0811111102', purpose: 'forgot', groupID: 'NKG01' });
    expect(otp.body.code).toBe(6006);
    const forgot = await post(t.app, '/api/v1/member/forgot-password', {
      phone: '0811111102',
      otp_reference: 'ABCD',
      otp_code: '123456',
      password: 'whatever1',
      groupID: 'NKG01',
    });
    expect(forgot.body.code).toBe(6006);
  });

  it("registering with another brand's referral code is refused, naming the field", async () => {
    const phone = '0861230001';
    expect((await post(t.app, '/api/v1/member/otp', { phone, purpose: 'register' })).body.code).toBe(0);
    const inbox = (await get(t.app, `/sandbox/otp?phone=${phone}`)).body.result as { otp: string; reference: string };
    const res = await post(t.app, '/api/v1/member/register', {
      username: 'crossbrand1',
      password: 'secret123',
      phone,
      bank: 'kbank',
      bank_no: '8881234567',
      firstname: 'Cross',
      lastname: 'Brand',
      affiliate_code: 'aff-demo01',
      groupID: 'LTP01',
      otp_reference: inbox.reference,
      otp_code: inbox.otp,
      age_confirmed: 20,
    });
    expect(res.body).toMatchObject({ code: 4000, message: expect.stringContaining('affiliate_code') });
    // The OTP was not spent on it.
    const [row] = await t.db.query<{ attempts: number }>('SELECT attempts FROM otps WHERE reference = $1', [
      inbox.reference,
    ]);
    expect(row!.attempts).toBe(0);
  });
});

describe("a token's group wins over the groupID a client sends", () => {
  it('GraphQL notices and games, REST games and promotions', async () => {
    const lotus = (await login(t.app, 'demo02')).access_token;
    const notices = '{ getNotifys(groupID: "%G") { id title } }';
    const own = await gql(t.app, notices.replace('%G', 'LTP01'));
    const other = await gql(t.app, notices.replace('%G', 'NKG01'));
    expect(own.data).not.toEqual(other.data);
    expect(await gql(t.app, notices.replace('%G', 'NKG01'), undefined, lotus)).toEqual(own);

    const promos = (await get(t.app, '/api/promotion/list?groupID=NKG01', lotus)).body.result as { code: string }[];
    expect(promos.length).toBeGreaterThan(0);
    expect(promos.every((p) => p.code.startsWith('LTP01-'))).toBe(true);

    // An unknown group is not an error for a member: its own brand is used.
    const lists = await post(t.app, '/api/v3/member/game/lists', { groupID: 'NOPE1', limit: 3 }, lotus);
    expect(lists.body.code).toBe(0);
    expect((await post(t.app, '/api/v3/member/game/lists', { groupID: 'NOPE1', limit: 3 })).body.code).toBe(8000);
    const gqlLists = await gql(t.app, '{ lists(groupID: "NOPE1", limit: 2) { code } }', undefined, lotus);
    expect(gqlLists.errors).toBeUndefined();
  });
});
