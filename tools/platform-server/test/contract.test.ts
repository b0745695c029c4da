import { rules } from '@lobby/contract';
import { routes, type RouteKey } from '@lobby/contract/routes';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { get, login, post, testServer, type TestServer } from './helpers.ts';

/**
 * The contract (libs/contract) is what the server serves: the OpenAPI document generated from it validates as
 * OpenAPI 3.1, a member's ordinary calls answer exactly the contract's answer schemas, and values the site's form
 * rules pass are values the server takes.
 */
let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await testServer();
  token = (await login(t.app, 'demo01')).access_token;
});
afterAll(() => t.close());

/** The call answered code 0 in exactly the route's answer shape. */
function expectContractAnswer(route: RouteKey, body: unknown) {
  expect(body, route).toMatchObject({ code: 0 });
  const answer = (routes[route] as { answer?: z.core.$ZodType }).answer!;
  const parsed = z.safeParse(answer, body);
  expect(parsed.success ? '' : z.prettifyError(parsed.error), route).toBe('');
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1 and describes every route the server registered', async () => {
    const res = await get(t.app, '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors, 'OpenAPI 3.1 validation').toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual([...new Set(t.app.registeredRoutes)].sort());
  });

  it('carries the request schema, the answer schema and the codes of a route', async () => {
    const doc = (await get(t.app, '/openapi.json')).body as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const login = doc.paths['/api/v1/member/login']!.post!;
    expect(JSON.stringify(login.requestBody)).toContain('"username"');
    expect(JSON.stringify(login.responses)).toContain('"access_token"');
    expect(String(login.description)).toContain('1008');
    const register = JSON.stringify(doc.paths['/api/v1/member/register']!.post!.requestBody);
    // The rules of spec §5 are in the document: username, phone and the bank list.
    expect(register).toContain('^[a-z0-9_]{4,20}$');
    expect(register).toContain('^0[689]\\\\d{8}$');
    expect(register).toContain('"kbank"');
  });

  it('is browsable in sandbox mode only, as a page without scripts that sends CSP', async () => {
    const page = await get(t.app, '/docs');
    expect(page.status).toBe(200);
    expect(page.raw.headers['content-type']).toContain('text/html');
    expect(page.raw.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.raw.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.raw.body).not.toMatch(/<script/i);
    expect(page.raw.body).toContain('/api/v1/member/login');
    const production = await testServer({ sandbox: false });
    try {
      expect((await get(production.app, '/docs')).status).toBe(404);
      const doc = (await get(production.app, '/openapi.json')).body as unknown as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).not.toContain('/sandbox/otp');
      expect(Object.keys(doc.paths)).toContain('/api/v1/member/login');
    } finally {
      await production.close();
    }
  });
});

describe("a member's calls answer the contract", () => {
  it.each<[RouteKey, 'GET' | 'POST', string, unknown]>([
    ['POST /api/v1/member/credit', 'POST', '/api/v1/member/credit', undefined],
    ['POST /api/v1/member/data/profile', 'POST', '/api/v1/member/data/profile', undefined],
    ['POST /api/v1/member/data/check-is-upgrade', 'POST', '/api/v1/member/data/check-is-upgrade', undefined],
    ['GET /api/v1/member/getMinWithdraw', 'GET', '/api/v1/member/getMinWithdraw', undefined],
    ['GET /api/v1/member/payment/payment', 'GET', '/api/v1/member/payment/payment?type=usdt-type', undefined],
    ['GET /api/v1/member/payment/truewallet', 'GET', '/api/v1/member/payment/truewallet', undefined],
    ['GET /api/v3/member/getPromotion', 'GET', '/api/v3/member/getPromotion?lang=en', undefined],
    ['GET /api/promotion/list', 'GET', '/api/promotion/list', undefined],
    ['GET /api/v3/member/getLineContact', 'GET', '/api/v3/member/getLineContact', undefined],
    ['GET /api/v3/member/updateData', 'GET', '/api/v3/member/updateData', undefined],
    ['GET /api/v3/member/tournaments', 'GET', '/api/v3/member/tournaments', undefined],
    ['POST /api/v1/member/data/dataHistory', 'POST', '/api/v1/member/data/dataHistory', {}],
    ['POST /api/v3/member/game/categorys', 'POST', '/api/v3/member/game/categorys', { type: 'slot' }],
    ['POST /api/v3/member/game/lists', 'POST', '/api/v3/member/game/lists', { groupID: 'NKG01', limit: 3 }],
    ['POST /api/v1/member/game/launch', 'POST', '/api/v1/member/game/launch', { client: 'PC', gameID: '1' }],
    ['POST /api/aff/getDetailLeader', 'POST', '/api/aff/getDetailLeader', undefined],
    ['POST /api/aff/reportTransaction', 'POST', '/api/aff/reportTransaction', {}],
    ['GET /line/api/check', 'GET', '/line/api/check?username=demo01', undefined],
  ])('%s', async (route, method, url, body) => {
    const res = method === 'GET' ? await get(t.app, url, token) : await post(t.app, url, body, token);
    // LINE check answers 1 for "not linked", which its answer schema includes.
    expectContractAnswer(route, route === 'GET /line/api/check' ? { ...res.body, code: 0 } : res.body);
  });

  it('login, OTP, OTP check, register, QR, withdraw and change-password', async () => {
    expectContractAnswer(
      'POST /api/v1/member/login',
      (await post(t.app, '/api/v1/member/login', { username: 'demo02', password: 'demo1234' })).body,
    );
    const otp = await post(t.app, '/api/v1/member/otp', { phone: '0830000009', purpose: 'register' });
    expectContractAnswer('POST /api/v1/member/otp', otp.body);
    const inbox = (await get(t.app, '/sandbox/otp?phone=0830000009')).body;
    expectContractAnswer('GET /sandbox/otp', inbox);
    const sms = inbox.result as { otp: string; reference: string };
    const verified = await post(t.app, '/api/v1/member/otp/verify', {
      phone: '0830000009',
      purpose: 'register',
      otp_reference: sms.reference,
      otp_code: sms.otp,
      groupID: 'NKG01',
    });
    expectContractAnswer('POST /api/v1/member/otp/verify', verified.body);
    const registered = await post(t.app, '/api/v1/member/register', {
      username: 'contract01',
      password: 'secret123',
      phone: '0830000009',
      bank: 'scb',
      bank_no: '555-1-23456-7',
      firstname: 'สมหญิง',
      lastname: 'ทดสอบ',
      groupID: 'NKG01',
      otp_reference: sms.reference,
      otp_code: sms.otp,
      age_confirmed: 20,
    });
    expectContractAnswer('POST /api/v1/member/register', registered.body);
    const qr = await post(t.app, '/api/v1/member/payment/qr', { action: 'get_qr', id: 1, amount: 500 }, token);
    expectContractAnswer('POST /api/v1/member/payment/qr', qr.body);
    const {
      result,
      token: pollToken,
      x_debug_key,
    } = qr.body as unknown as {
      result: { id: number };
      token: string;
      x_debug_key: string;
    };
    const poll = await post(
      t.app,
      '/api/v1/member/payment/qr',
      { action: 'is_deposit', id: result.id, token: pollToken, x_debug_key },
      token,
    );
    expectContractAnswer('POST /api/v1/member/payment/qr', poll.body);
    expectContractAnswer(
      'POST /api/v1/member/withdraw',
      (await post(t.app, '/api/v1/member/withdraw', { balance: 300 }, token)).body,
    );
    const changed = await post(
      t.app,
      '/api/v1/member/change-password',
      { old_password: 'demo1234', new_password: 'demo12345', confirm_password: 'demo12345' },
      token,
    );
    expectContractAnswer('POST /api/v1/member/change-password', changed.body);
  });
});

describe("the site's form rules are the server's", () => {
  it('takes what the forms pass and refuses (4000 naming the field) what they refuse', async () => {
    const form = {
      username: 'Rule_Check1',
      password: 'abcdef',
      phone: '0612345678',
      bank: 'gsb',
      bank_no: '1234 5678 901',
      firstname: "Anne-Marie O'Neil",
      lastname: 'ใจดี',
      line_id: 'rule.check@x',
      otp_reference: 'ZZZZ',
      otp_code: '000000',
      groupID: 'NKG01',
      age_confirmed: 20,
    };
    expect(rules.newUsername(form.username)).toBeUndefined();
    expect(rules.phone(form.phone)).toBeUndefined();
    expect(rules.bankNo(form.bank_no)).toBeUndefined();
    expect(rules.firstname(form.firstname)).toBeUndefined();
    expect(rules.lineId(form.line_id)).toBeUndefined();
    // Shape accepted: the server goes on to the OTP, which this body does not have.
    const taken = await post(t.app, '/api/v1/member/register', form);
    expect(taken.body.code).toBe(6000);

    expect(rules.phone('0212345678')).toBe('phoneInvalid');
    const refused = await post(t.app, '/api/v1/member/register', { ...form, phone: '0212345678' });
    expect(refused.body).toMatchObject({ code: 4000, message: expect.stringContaining('phone') });
  });
});
