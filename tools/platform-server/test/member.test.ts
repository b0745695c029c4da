import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await testServer();
  token = (await login(t.app)).access_token;
});
afterAll(() => t.close());

describe('member data', () => {
  it('credit: balance in baht computed from satang', async () => {
    expect((await post(t.app, '/api/v1/member/credit', undefined, token)).body).toMatchObject({
      code: 0,
      result: { balance: 5000 },
    });
    await t.db.query(
      `UPDATE wallets SET balance_satang = 123456 WHERE member_id = (SELECT id FROM members WHERE username = 'demo01')`,
    );
    expect((await post(t.app, '/api/v1/member/credit', undefined, token)).body).toMatchObject({
      result: { balance: 1234.56 },
    });
    await t.db.query(
      `UPDATE wallets SET balance_satang = 500000 WHERE member_id = (SELECT id FROM members WHERE username = 'demo01')`,
    );
  });

  it('profile: user, the four channel lists in the §3 shapes, min_withdraw', async () => {
    const res = await post(t.app, '/api/v1/member/data/profile', undefined, token);
    const profile = res.body.result as Record<string, unknown>;
    expect(profile.user).toEqual(
      expect.objectContaining({
        username: 'demo01',
        bank: 'กสิกรไทย',
        bank_id: 'kbank',
        bank_no: '1234567890',
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        phone: '0811111101',
        group_bank: 'A',
        line_id: null,
      }),
    );
    expect(profile.min_withdraw).toBe(300);
    const bank = profile.bank as Record<string, unknown>[];
    expect(bank[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        img: expect.stringMatching(/^http:\/\/lobby\.test\/assets\//),
        provider: expect.any(String),
        min_deposit: 1,
        max_deposit: 45000,
        acc_name: expect.any(String),
        acc_no: expect.any(String),
        bank_id: 'kbank',
        bonus: expect.objectContaining({ is_bonus: false }),
      }),
    );
    const payment = profile.payment as Record<string, unknown>[];
    expect(payment.map((p) => [p.type, p.min_deposit, p.max_deposit])).toEqual([
      ['qr-code', 100, 2000],
      ['qr-code', 2001, 45000],
    ]);
    expect(payment[1]!.bonus).toEqual({ is_bonus: true, massage: expect.any(String), topshow: true });
    expect((profile.truewallet as Record<string, unknown>[])[0]).toMatchObject({ type: 'truewallet', min_deposit: 50 });
    expect((profile.usdt as Record<string, unknown>[])[0]).toMatchObject({
      type: 'usdt-type',
      network: 'USDT TRC20',
      exchange: 36.5,
      address: expect.any(String),
      img_network: expect.any(String),
    });
  });

  it('upgrade flag: check, then update clears it', async () => {
    expect((await post(t.app, '/api/v1/member/data/check-is-upgrade', undefined, token)).body).toMatchObject({
      code: 0,
      result: { is_upgrade: false },
    });
    await call(t.app, 'POST', '/admin/command', { body: { args: ['member', 'upgrade', 'demo01'] } });
    expect((await post(t.app, '/api/v1/member/data/check-is-upgrade', undefined, token)).body).toMatchObject({
      result: { is_upgrade: true },
    });
    expect((await post(t.app, '/api/v1/member/data/update-is-upgrade', undefined, token)).body.code).toBe(0);
    expect((await post(t.app, '/api/v1/member/data/check-is-upgrade', undefined, token)).body).toMatchObject({
      result: { is_upgrade: false },
    });
  });

  it('getMinWithdraw, payment lists, promotions, LINE contact, updateData', async () => {
    expect((await get(t.app, '/api/v1/member/getMinWithdraw', token)).body).toMatchObject({
      code: 0,
      min: 300,
      max: 999999,
    });
    const qr = await get(t.app, '/api/v1/member/payment/payment', token);
    expect((qr.body.result as { type: string }[]).every((c) => c.type === 'qr-code')).toBe(true);
    const usdt = await get(t.app, '/api/v1/member/payment/payment?type=usdt-type', token);
    expect((usdt.body.result as unknown[]).length).toBe(1);
    expect((await get(t.app, '/api/v1/member/payment/payment?type=cash', token)).body.code).toBe(8000);
    const wallet = await get(t.app, '/api/v1/member/payment/truewallet', token);
    expect(wallet.body.result).toEqual([expect.objectContaining({ type: 'truewallet' })]);
    const promo = await get(t.app, '/api/v3/member/getPromotion', token);
    const [list, count] = promo.body.result as [unknown[], number];
    expect(count).toBe(7);
    expect(list).toHaveLength(7);
    // Lotus Play hides the affiliate programme, and so its affiliate promotion.
    const publicList = await get(t.app, '/api/promotion/list?groupID=LTP01&lang=en&limit=2');
    expect(publicList.body).toMatchObject({ code: 0, total: 6 });
    expect((publicList.body.result as { title: string }[])[0]!.title).toBe('New member 100% bonus');
    expect((await get(t.app, '/api/promotion/list?limit=0')).body.code).toBe(8000);
    expect((await get(t.app, '/api/v3/member/getLineContact', token)).body).toMatchObject({
      code: 0,
      result: { line_id: '@nakhongold', url: expect.stringContaining('line.me') },
    });
    expect((await get(t.app, '/api/v3/member/updateData', token)).body).toMatchObject({
      code: 0,
      result: { balance: 5000, countFavourite: 0, countRecent: 0 },
    });
    expect((await get(t.app, '/api/v3/member/tournaments')).body.code).toBe(8000);
    const tournaments = await get(t.app, '/api/v3/member/tournaments?groupID=NKG01');
    expect((tournaments.body.result as { state: string }[]).map((x) => x.state).sort()).toEqual([
      'active',
      'coming',
      'ended',
      'ended',
    ]);
  });

  it('every member call needs a token (7002)', async () => {
    for (const url of [
      '/api/v1/member/data/profile',
      '/api/v1/member/data/check-is-upgrade',
      '/api/v1/member/data/update-is-upgrade',
    ]) {
      expect((await post(t.app, url)).body.code).toBe(7002);
    }
    for (const url of [
      '/api/v1/member/getMinWithdraw',
      '/api/v1/member/payment/payment',
      '/api/v1/member/payment/truewallet',
      '/api/v3/member/getPromotion',
      '/api/v3/member/getLineContact',
      '/api/v3/member/updateData',
    ]) {
      expect((await get(t.app, url)).body.code).toBe(7002);
    }
  });
});

describe('LINE service and sandbox', () => {
  it('authorize → consent page → linked; check answers 0 only when linked', async () => {
    expect((await get(t.app, '/line/api/check?username=demo01')).body.code).toBe(1);
    const auth = await get(
      t.app,
      '/line/api/authorize?username=demo01&action=link&redirect_uri=http://localhost:4200/profile',
      token,
    );
    expect(auth.body).toMatchObject({
      code: 0,
      result: expect.stringMatching(/^http:\/\/lobby\.test\/sandbox\/line\/consent\?state=/),
    });
    const path = new URL(auth.body.result as string).pathname + new URL(auth.body.result as string).search;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('demo01');
    const state = new URL(auth.body.result as string).searchParams.get('state')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/sandbox/line/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${state}&decision=allow`,
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://localhost:4200/profile?line=linked&username=demo01');
    expect((await get(t.app, '/line/api/check?username=demo01')).body.code).toBe(0);
    // a used state cannot be replayed
    const again = await t.app.inject({
      method: 'POST',
      url: '/sandbox/line/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${state}`,
    });
    expect(again.json().code).toBe(8000);
  });

  it('refuses foreign redirects, unknown users and another member’s token', async () => {
    expect(
      (await get(t.app, '/line/api/authorize?username=demo01&redirect_uri=https://evil.example/x')).body.code,
    ).toBe(8000);
    expect((await get(t.app, '/line/api/authorize?username=ghost')).body.code).toBe(8000);
    expect((await get(t.app, '/line/api/authorize?username=demo02', token)).body.code).toBe(7002);
    expect((await get(t.app, '/line/api/authorize?username=demo01&action=dance')).body.code).toBe(8000);
  });

  it('sandbox OTP inbox: 8000 when nothing was sent', async () => {
    expect((await get(t.app, '/sandbox/otp?phone=0812223333')).body.code).toBe(8000);
    expect((await get(t.app, '/sandbox/otp?phone=abc')).body.code).toBe(8000);
  });
});

describe('sandbox off (production)', () => {
  it('has no sandbox routes and keeps OTP codes out of the outbox', async () => {
    const prod = await (await import('./helpers.ts')).testServer({ sandbox: false });
    try {
      expect((await get(prod.app, '/sandbox/otp?phone=0811111101')).status).toBe(404);
      expect((await post(prod.app, '/api/v1/member/otp', { phone: '0830000001', purpose: 'register' })).body.code).toBe(
        0,
      );
      const [sms] = await prod.db.query<{ otp_code: string | null; body: string }>(
        `SELECT otp_code, body FROM sms_outbox WHERE phone = '0830000001'`,
      );
      expect(sms!.otp_code).toBeNull();
      expect(sms!.body).not.toMatch(/\d{6}/);
    } finally {
      await prod.close();
    }
  });
});

describe('LINE login', () => {
  it('consent with action=login gives a one-time code that logs the member in', async () => {
    const auth = await get(
      t.app,
      '/line/api/authorize?username=demo02&action=login&redirect_uri=http://localhost:4201/loginLine',
    );
    const state = new URL(auth.body.result as string).searchParams.get('state')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/sandbox/line/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${state}&decision=allow`,
    });
    const target = new URL(String(confirm.headers.location));
    expect(target.origin + target.pathname).toBe('http://localhost:4201/loginLine');
    const code = target.searchParams.get('code')!;
    const session = await post(t.app, '/line/api/login', { code });
    expect(session.body).toMatchObject({
      code: 0,
      groupID: 'LTP01',
      result: { username: 'demo02' },
      access_token: expect.any(String),
    });
    expect((await post(t.app, '/line/api/login', { code })).body.code).toBe(7002);
    expect((await post(t.app, '/line/api/login', {})).body.code).toBe(8000);
    expect((await get(t.app, '/line/api/check?username=demo02')).body.code).toBe(0);
  });
});
