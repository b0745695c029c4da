import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_RETRY_SECONDS } from '../src/auth/sessions.ts';
import { createServer } from '../src/server.ts';
import { TEST_HASHING } from './db-url.ts';
import { call, get, login, post, testServer, type TestServer } from './helpers.ts';

/** Two instances on one database, as behind a load balancer: every limit and token is shared. */
let a: TestServer;
let b: FastifyInstance;
beforeAll(async () => {
  a = await testServer();
  b = await createServer({
    db: a.db,
    seed: false,
    clock: a.clock,
    tokenSecret: 'test-secret',
    passwordHashing: TEST_HASHING,
    settingsCacheMs: 0,
    sandbox: true,
  });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const refresh = (app: FastifyInstance, token: string) =>
  call(app, 'POST', '/refreshtoken/true', { headers: { authorization: `Bearer ${token}` } });

describe('several instances share one database', () => {
  it('counts login failures across instances', async () => {
    for (const app of [a.app, b, a.app])
      expect((await post(app, '/api/v1/member/login', { username: 'demo02', password: 'bad-bad' })).body.code).toBe(
        5000,
      );
    expect((await post(b, '/api/v1/member/login', { username: 'demo02', password: 'demo1234' })).body.code).toBe(3000);
  });

  it('enforces the OTP wait across instances', async () => {
    expect((await post(a.app, '/api/v1/member/otp', { phone: '0840000001', purpose: 'register' })).body.code).toBe(0);
    expect((await post(b, '/api/v1/member/otp', { phone: '0840000001', purpose: 'register' })).body.code).toBe(6005);
    expect((await get(b, '/sandbox/otp?phone=0840000001')).body.code).toBe(0);
  });

  it('a double refresh through two instances at once is a retry (both get a pair); reuse later is caught', async () => {
    const session = await login(a.app);
    const answers = await Promise.all([refresh(a.app, session.refresh_token), refresh(b, session.refresh_token)]);
    expect(answers.map((r) => r.body.code)).toEqual([0, 0]);
    a.clock.advance(REFRESH_RETRY_SECONDS + 1);
    expect((await refresh(b, session.refresh_token)).body.code).toBe(7002);
    // The reuse ended the session for every instance and every token of it.
    expect((await refresh(a.app, answers[0]!.body.refresh_token as string)).body.code).toBe(7002);
  });

  it('sees operator switches flipped through the other instance', async () => {
    await call(a.app, 'POST', '/admin/command', { body: { args: ['maintenance', 'on'] } });
    expect((await get(b, '/')).body.code).toBe(0);
    await call(b, 'POST', '/admin/command', { body: { args: ['maintenance', 'off'] } });
    expect((await get(a.app, '/')).body.code).toBe(1);
  });
});
