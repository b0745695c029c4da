import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../src/http/errors.ts';
import { call, gql, login, post, testServer, type TestServer } from './helpers.ts';

// Each of these answered HTTP 500 / 9999 before: input is refused centrally with 8000 and a clear message.
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await testServer();
  token = (await login(t.app, 'demo01')).access_token;
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('a NUL byte', () => {
  it('in login username (JSON and form) answers 8000 naming the field', async () => {
    const json = await post(t.app, '/api/v1/member/login', { username: `demo${NUL}01`, password: 'demo1234' });
    expect([json.status, json.body.code]).toEqual([200, 8000]);
    expect(json.body.message).toContain('username: text may not contain the NUL character');
    const form = await call(t.app, 'POST', '/api/v1/member/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo%0001&password=x',
    });
    expect([form.status, form.body.code]).toEqual([200, 8000]);
  });

  it('in register and OTP answers their bad-input code 4000', async () => {
    const res = await post(t.app, '/api/v1/member/otp', { phone: `08${NUL}`, purpose: 'register' });
    expect([res.status, res.body.code]).toEqual([200, 4000]);
  });

  it('in groupID: REST lists and categorys, GraphQL variables and an inline literal', async () => {
    for (const url of ['/api/v3/member/game/lists', '/api/v3/member/game/categorys']) {
      const res = await post(t.app, url, { groupID: `NKG${NUL}01` });
      expect([url, res.status, res.body.code]).toEqual([url, 200, 8000]);
    }
    const byVariable = await gql(t.app, 'query($g: String!) { lists(groupID: $g) { code } }', { g: `N${NUL}` });
    expect(byVariable.errors?.[0]?.extensions.code).toBe(8000);
    // The GraphQL string escape reaches the resolver as a real NUL: the database refuses it, we answer 8000.
    for (const query of [
      '{ lists(groupID: "N\\u0000") { code } }',
      '{ categorys(groupID: "N\\u0000") { code } }',
      '{ getNotifys(groupID: "N\\u0000") { id } }',
    ]) {
      // As a visitor: a member's own brand wins over any groupID sent.
      const res = await post(t.app, '/graphql', { query });
      expect([query, res.status, (res.body.errors as { extensions: { code: number } }[])[0]!.extensions.code]).toEqual([
        query,
        200,
        8000,
      ]);
    }
  });

  it('in a game code: launch and the game window', async () => {
    const launch = await post(t.app, '/api/v1/member/game/launch', { client: 'PC', game_code: `x${NUL}` }, token);
    expect([launch.status, launch.body.code]).toEqual([200, 8000]);
    const window = await call(t.app, 'GET', '/play/sandbox%00slot?ticket=x');
    expect(window.status).toBeLessThan(500);
  });

  it('in a query string and a JSON key', async () => {
    const query = await call(t.app, 'GET', '/api/promotion/list?groupID=N%00');
    expect([query.status, query.body.code]).toEqual([200, 8000]);
    const key = await post(t.app, '/api/v1/member/login', `{"user${NUL}name":"demo01","password":"x"}`);
    expect(key.body.code).toBe(8000);
  });
});

describe('faults the router answers itself', () => {
  it('a path parameter past 100 characters gets the envelope too (found by the fuzzer)', async () => {
    const res = await call(t.app, 'POST', `/sandbox/payments/${'x'.repeat(120)}/pay`, { body: {} });
    expect([res.status, res.body.code, res.body.message]).toEqual([414, 8000, 'a path segment is too long']);
  });
});

describe('an impossible date', () => {
  it.each(['2024-13-45', '2026-02-30', '2026-00-10', '0000-01-00'])(
    'affiliate reports refuse %s with 8000',
    async (date) => {
      const detail = await post(t.app, '/api/aff/reportDetailTransaction', { date }, token);
      expect([detail.status, detail.body.code, detail.body.message]).toEqual([200, 8000, 'date: no such date']);
      const report = await post(t.app, '/api/aff/reportTransaction', { from: date }, token);
      expect([report.status, report.body.code]).toEqual([200, 8000]);
      const to = await post(t.app, '/api/aff/reportTransaction', { to: date }, token);
      expect([to.status, to.body.code]).toEqual([200, 8000]);
    },
  );

  it('a real leap day passes', async () => {
    const res = await post(t.app, '/api/aff/reportDetailTransaction', { date: '2024-02-29' }, token);
    expect(res.body).toMatchObject({ code: 0, result: { date: '2024-02-29' } });
  });
});

describe('database data errors', () => {
  it('map to 8000 (or the route bad-input code), never 9999', async () => {
    const app = Fastify();
    installErrorHandling(app);
    const dataError = (code: string) => Object.assign(new Error('date/time field value out of range'), { code });
    app.get('/date', async () => {
      throw dataError('22008');
    });
    app.post('/form', { config: { badInputCode: 4000 } }, async () => {
      throw dataError('22021');
    });
    app.get('/other', async () => {
      throw Object.assign(new Error('connection lost'), { code: '08006' });
    });
    const date = await app.inject({ method: 'GET', url: '/date' });
    expect([date.statusCode, date.json().code]).toEqual([200, 8000]);
    const form = await app.inject({ method: 'POST', url: '/form' });
    expect(form.json().code).toBe(4000);
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect([other.statusCode, other.json().code]).toEqual([500, 9999]);
    await app.close();
  });
});
