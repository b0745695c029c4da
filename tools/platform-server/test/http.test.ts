import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await testServer();
  token = (await login(t.app)).access_token;
});
afterAll(() => t.close());

const admin = (...args: string[]) =>
  call(t.app, 'POST', '/admin/command', { body: { args }, headers: { 'content-type': 'application/json' } });

describe('bad input never yields a 5xx or a stack trace', () => {
  const endpoints = [
    '/api/v1/member/login',
    '/api/v1/member/register',
    '/api/v1/member/otp',
    '/api/v1/member/otp/verify',
    '/api/v1/member/forgot-password',
    '/api/v1/member/change-password',
    '/api/v1/member/credit',
    '/api/v1/member/data/profile',
    '/api/v3/member/game/lists',
    '/api/v3/member/game/categorys',
    '/api/v1/member/game/launch',
    '/graphql',
    '/api/v1/member/withdraw',
    '/api/v1/member/payment/qr',
    '/api/v1/member/payment/transfer',
    '/api/v1/member/data/dataHistory',
    '/api/aff/withdraw',
    '/api/aff/reportDetailTransaction',
    '/play/api/spin',
    '/gateway/payments/callback',
    '/provider/wallet/bet',
  ];
  const bodies: [string, Record<string, string>, string][] = [
    ['malformed JSON', { 'content-type': 'application/json' }, '{"username": '],
    ['a JSON array', { 'content-type': 'application/json' }, '[1,2,3]'],
    ['a JSON string', { 'content-type': 'application/json' }, '"hello"'],
    ['an oversized body', { 'content-type': 'application/json' }, JSON.stringify({ username: 'x'.repeat(70_000) })],
    ['an unknown content type', { 'content-type': 'application/xml' }, '<a/>'],
    [
      'wrong types',
      { 'content-type': 'application/json' },
      JSON.stringify({ username: { $ne: 1 }, phone: 81, client: 'TV', groupID: 5, query: 7 }),
    ],
    ['prototype poisoning', { 'content-type': 'application/json' }, '{"__proto__": {"admin": true}}'],
  ];
  for (const url of endpoints) {
    for (const [name, headers, payload] of bodies) {
      it(`${url} with ${name}`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, authorization: `Bearer ${token}` },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json();
        const code = url === '/graphql' ? body.errors?.[0]?.extensions?.code : body.code;
        // Calls that take no input ignore a well-formed but meaningless body.
        const takesNoInput =
          ['/api/v1/member/credit', '/api/v1/member/data/profile'].includes(url) && res.statusCode === 200;
        // dataHistory's fields are all optional: unknown ones are ignored, a non-object body is refused.
        const optionalOnly = url === '/api/v1/member/data/dataHistory' && res.statusCode === 200;
        expect(takesNoInput ? [0] : optionalOnly ? [0, 8000] : [4000, 8000, 7002]).toContain(code);
        expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+|node_modules|stack/);
      });
    }
  }

  it('answers an unknown path with 404 and code 8000', async () => {
    const res = await get(t.app, '/api/v1/member/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 8000, message: expect.stringMatching(/no such endpoint/) });
  });

  it('accepts an empty JSON body on calls that need none', async () => {
    const res = await call(t.app, 'POST', '/api/v1/member/credit', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '',
    });
    expect(res.body.code).toBe(0);
  });

  it('accepts url-encoded and multipart forms', async () => {
    const form = await call(t.app, 'POST', '/api/v1/member/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo01&password=demo1234',
    });
    expect(form.body.code).toBe(0);
    const boundary = 'xyz';
    const multipart = await call(t.app, 'POST', '/api/v1/member/login', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo01\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\ndemo1234\r\n` +
        `--${boundary}--\r\n`,
    });
    expect(multipart.body.code).toBe(0);
  });

  it('refuses file uploads cleanly', async () => {
    const boundary = 'xyz';
    const res = await call(t.app, 'POST', '/api/v1/member/login', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body:
        `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(8000);
  });
});

describe('CORS', () => {
  it('allows the brand origins and refuses others', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/member/credit',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight 204 with methods, headers, max age; a malformed one 400; every answer varies', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.body).toBe('');
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:4200',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
    // A preflight to a path the server does not have is still answered (the browser then gets the 404 itself).
    const anyPath = await t.app.inject({
      method: 'OPTIONS',
      url: '/no/such/path',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(anyPath.statusCode).toBe(204);
    const malformed = await t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'http://x.example' },
    });
    expect(malformed.statusCode).toBe(400);
    const plain = await t.app.inject({ method: 'POST', url: '/api/v1/member/credit', payload: {} });
    expect(plain.headers).toMatchObject({ vary: 'Origin', 'access-control-allow-credentials': 'true' });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('operator switches', () => {
  it('answers the root GET with code 0 only while maintenance is on, and blocks the API meanwhile', async () => {
    expect((await get(t.app, '/')).body).toMatchObject({ code: 1, result: { maintenance: false } });
    expect((await admin('maintenance', 'on')).body.code).toBe(0);
    expect((await get(t.app, '/')).body).toMatchObject({
      code: 0,
      result: { maintenance: true, time: '12:00 - 16:00' },
    });
    expect((await post(t.app, '/api/v1/member/credit', undefined, token)).body.code).toBe(9998);
    expect((await post(t.app, '/graphql', { query: '{ getFavouriteAndRecent { countRecent } }' })).body).toMatchObject({
      errors: [{ extensions: { code: 9998 } }],
    });
    expect((await get(t.app, '/assets/games/pgsoft-slot-001.svg')).status).toBe(200);
    expect((await admin('maintenance', 'off')).body.code).toBe(0);
    expect((await get(t.app, '/')).body.code).toBe(1);
    expect((await post(t.app, '/api/v1/member/credit', undefined, token)).body.code).toBe(0);
  });

  it('closes the site (profile and root say so)', async () => {
    await admin('site', 'closed');
    expect((await get(t.app, '/')).body).toMatchObject({ result: { siteClosed: true } });
    expect((await post(t.app, '/api/v1/member/data/profile', undefined, token)).body).toMatchObject({
      result: { site_closed: true },
    });
    await admin('site', 'open');
    expect((await post(t.app, '/api/v1/member/data/profile', undefined, token)).body).toMatchObject({
      result: { site_closed: false },
    });
  });

  it('rejects unknown commands with the usage text', async () => {
    const res = await admin('explode');
    expect(res.body.code).toBe(8000);
    expect(res.body.message).toMatch(/maintenance on\|off/);
  });
});
