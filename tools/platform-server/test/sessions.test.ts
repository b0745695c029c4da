import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../src/config.ts';
import { pruneTables, startPruneTimer } from '../src/operator/prune.ts';
import { signProviderBody } from '../src/rounds/routes.ts';
import { call, get, gql, login, post, testServer, type TestServer } from './helpers.ts';

let t: TestServer;
beforeAll(async () => (t = await testServer({ sessionMaxAgeSeconds: 3 * 3600 })));
afterAll(() => t.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { exp: number; iat: number };
const refresh = (refreshToken: string) =>
  call(t.app, 'POST', '/refreshtoken/true', { headers: { authorization: `Bearer ${refreshToken}` } });

describe('absolute session lifetime', () => {
  it('rotation keeps a session alive only until its maximum age, then asks for a login', async () => {
    const first = await login(t.app, 'demo01');
    const openedAt = claimsOf(first.access_token).iat;
    let tokens = { access: first.access_token, refresh: first.refresh_token };
    // Refresh every 14 minutes for almost three hours: each rotation works…
    for (let i = 0; i < 12; i++) {
      t.clock.advance(14 * 60);
      const res = await refresh(tokens.refresh);
      expect(res.body.code).toBe(0);
      tokens = { access: res.body.access_token as string, refresh: res.body.refresh_token as string };
      expect(claimsOf(tokens.access).exp).toBeLessThanOrEqual(openedAt + 3 * 3600);
    }
    // …but none carries the session past three hours.
    t.clock.advance(14 * 60);
    expect((await refresh(tokens.refresh)).body).toMatchObject({
      code: 7003,
      message: 'session reached its maximum age, please log in again',
    });
    expect((await post(t.app, '/api/v1/member/credit', undefined, tokens.access)).body.code).not.toBe(0);
    expect((await refresh(tokens.refresh)).body.code).toBe(7002);
  });
});

describe('game launch tickets', () => {
  const launch = async (token: string) => {
    const res = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001', lang: 'en' },
      token,
    );
    expect(res.body.code).toBe(0);
    return new URL(res.body.result as string).searchParams.get('ticket')!;
  };
  let round = 0;
  const wallet = (
    path: 'bet' | 'win' | 'rollback' | 'balance',
    ticket: string,
    extra: Record<string, unknown> = {},
  ) => {
    round++;
    const raw = JSON.stringify({
      token: ticket,
      txId: `tx-${path}-${round}`,
      roundId: `round-${round}`,
      gameCode: 'pgsoft-slot-001',
      amount: 1,
      ...extra,
    });
    return call(t.app, 'POST', `/provider/wallet/${path}`, {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-provider-signature': signProviderBody(t.app.lobby.secrets.provider, raw),
      },
    });
  };
  const window = (ticket: string) => t.app.inject({ method: 'GET', url: `/play/pgsoft-slot-001?ticket=${ticket}` });

  it('fail after logout: no game window, no balance, no bet', async () => {
    const session = await login(t.app, 'demo01');
    const ticket = await launch(session.access_token);
    expect((await window(ticket)).statusCode).toBe(200);
    expect((await wallet('bet', ticket)).body.code).toBe(0);
    expect((await post(t.app, '/api/v1/member/logout', undefined, session.access_token)).body.code).toBe(0);
    expect((await window(ticket)).statusCode).toBe(403);
    expect((await wallet('balance', ticket)).body.code).toBe(7002);
    expect((await wallet('bet', ticket)).body.code).toBe(7002);
    expect((await post(t.app, '/play/api/spin', { ticket, bet: 1 })).body.code).toBe(7002);
  });

  it('fail after a password change, while the session itself and new tickets work', async () => {
    const session = await login(t.app, 'demo02');
    const before = await launch(session.access_token);
    const changed = await post(
      t.app,
      '/api/v1/member/change-password',
      { old_password: 'demo1234', new_password: 'demo5678', confirm_password: 'demo5678' },
      session.access_token,
    );
    expect(changed.body.code).toBe(0);
    expect((await wallet('bet', before)).body.code).toBe(7002);
    expect((await window(before)).statusCode).toBe(403);
    expect((await post(t.app, '/api/v1/member/credit', undefined, session.access_token)).body.code).toBe(0);
    const after = await launch(session.access_token);
    expect((await wallet('bet', after)).body.code).toBe(0);
  });

  it('wins and rollbacks check expiry: settled within an hour after the ticket expired, refused later', async () => {
    const ticket = await launch((await login(t.app, 'demo01')).access_token);
    const bet = await wallet('bet', ticket, { txId: 'late-bet', roundId: 'late-round' });
    expect(bet.body.code).toBe(0);
    t.clock.advance(3600 + 1800);
    expect((await wallet('bet', ticket)).body.code).toBe(7003);
    expect(
      (await wallet('win', ticket, { txId: 'late-win', roundId: 'late-round', betTxId: 'late-bet', amount: 2 })).body
        .code,
    ).toBe(0);
    t.clock.advance(3600);
    expect((await wallet('win', ticket, { roundId: 'late-round', amount: 2 })).body.code).toBe(7003);
    expect((await wallet('rollback', ticket, { roundId: 'late-round', betTxId: 'late-bet' })).body.code).toBe(7003);
  });
});

describe('CORS and proxies', () => {
  const savedOrigins = process.env.CORS_ORIGINS;
  afterEach(() => {
    if (savedOrigins === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = savedOrigins;
  });

  it('allows localhost origins only in sandbox mode', async () => {
    const preflight = (app: typeof t.app, origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/member/credit',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(t.app, 'http://localhost:4200')).headers['access-control-allow-origin']).toBe(
      'http://localhost:4200',
    );
    process.env.CORS_ORIGINS = 'https://nakhon.example, http://localhost:4300';
    const config = resolveConfig({ sandbox: false });
    expect(config.corsOrigins).toEqual(['https://nakhon.example']);
    expect(config.warnings).toEqual([expect.stringContaining('localhost origins are allowed only with SANDBOX=on')]);
    expect(resolveConfig({ sandbox: true }).corsOrigins).toContain('http://localhost:4300');
    const prod = await testServer({ sandbox: false });
    try {
      expect(
        (await preflight(prod.app, 'http://localhost:4200')).headers['access-control-allow-origin'],
      ).toBeUndefined();
      expect((await preflight(prod.app, 'https://nakhon.example')).headers['access-control-allow-origin']).toBe(
        'https://nakhon.example',
      );
    } finally {
      await prod.close();
    }
  });

  it('TRUST_PROXY as a hop count takes the proxy-written entry, never the left-most one a client forged', async () => {
    const proxied = await testServer({ trustProxy: 1 });
    try {
      await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/member/login',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
        payload: { username: 'demo01', password: 'nope' },
      });
      const keys = await proxied.db.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE 'login-ip:%'`);
      expect(keys.map((k) => k.key)).toEqual(['login-ip:203.0.113.7']);
    } finally {
      await proxied.close();
    }
  });
});

describe('pruning', () => {
  it('deletes spent rate limits, keys, OTPs and SMS; keeps what money or a live flow still needs', async () => {
    const now = t.clock.now();
    const ago = (hours: number) => new Date(now - hours * 3600_000);
    await t.db.query(`DELETE FROM rate_limits`);
    await t.db.query(`INSERT INTO rate_limits (key, window_start, hits) VALUES ('old', $1, 3), ('new', $2, 1)`, [
      ago(3),
      ago(0.5),
    ]);
    await t.db.query(
      `INSERT INTO idempotency_keys (key, fingerprint, answer, created_at) VALUES
        ('withdraw:m:auto-1', 'f', '{}', $1), ('withdraw:m:mine', 'f', '{}', $1), ('withdraw:m:old', 'f', '{}', $2),
        ('gateway:GW1', 'f', '{}', $2)`,
      [ago(30), ago(8 * 24)],
    );
    await t.db.query(
      `INSERT INTO otps (phone, purpose, reference, code_hash, created_at, expires_at) VALUES
        ('0800000001', 'register', 'OLD1', 'h', $1, $1), ('0800000001', 'register', 'NEW1', 'h', $2, $2)`,
      [ago(30), ago(0)],
    );
    await t.db.query(
      `INSERT INTO sms_outbox (phone, body, created_at) VALUES ('0800000001', 'old', $1), ('0800000001', 'new', $2)`,
      [ago(30), ago(1)],
    );
    const deleted = await pruneTables(t.app.lobby);
    expect(deleted).toMatchObject({ rate_limits: 1, idempotency_keys: 2, otps: 1, sms_outbox: 1 });
    expect((await t.db.query(`SELECT key FROM rate_limits`)).map((r) => r.key)).toEqual(['new']);
    const keys = await t.db.query<{ key: string }>(
      `SELECT key FROM idempotency_keys WHERE key IN ('withdraw:m:auto-1', 'withdraw:m:mine', 'withdraw:m:old',
         'gateway:GW1') ORDER BY key`,
    );
    expect(keys.map((k) => k.key)).toEqual(['gateway:GW1', 'withdraw:m:mine']);
    expect(
      (await t.db.query<{ reference: string }>(`SELECT reference FROM otps WHERE phone = '0800000001'`)).map(
        (r) => r.reference,
      ),
    ).toEqual(['NEW1']);
  });
});

describe('the prune schedule', () => {
  it('runs a minute after start, then every 10 minutes, one at a time; logs errors and goes on', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let failNext = false;
      let release: (() => void) | undefined;
      const db = {
        query: async (sql: string) => {
          if (!sql.startsWith('DELETE FROM rate_limits')) return [];
          runs++;
          if (failNext) {
            failNext = false;
            throw new Error('database gone');
          }
          await new Promise<void>((resolve) => (release = resolve));
          return [];
        },
      } as unknown as Parameters<typeof startPruneTimer>[0]['db'];
      const errors: unknown[] = [];
      const timer = startPruneTimer({ db, clock: { now: () => Date.now() } }, (error) => errors.push(error));

      await vi.advanceTimersByTimeAsync(59_000);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toBe(1);
      // Still running at the 10-minute tick: that tick is skipped, not stacked.
      await vi.advanceTimersByTimeAsync(9 * 60_000);
      expect(runs).toBe(1);
      release?.();
      await vi.advanceTimersByTimeAsync(0);
      failNext = true;
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(runs).toBe(2);
      expect(errors).toEqual([new Error('database gone')]);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(runs).toBe(3);
      release?.();
      timer.stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(runs).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GraphQL query limits', () => {
  const codeOf = (res: Awaited<ReturnType<typeof gql>>) => res.errors?.[0]?.extensions.code;

  it('refuses a query past the depth limit', async () => {
    const deep = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }';
    const res = await gql(t.app, deep);
    expect([codeOf(res), res.errors?.[0]?.message]).toEqual([8000, 'query too deep: 9 levels, at most 8']);
    expect(codeOf(await gql(t.app, '{ __schema { types { fields { type { ofType { name } } } } } }'))).toBeUndefined();
  });

  it('refuses more than 10 aliases', async () => {
    const many = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: getFavouriteAndRecent { countRecent }`).join(' ')} }`;
    expect(codeOf(await gql(t.app, many(10)))).toBeUndefined();
    const res = await gql(t.app, many(11));
    expect([codeOf(res), res.errors?.[0]?.message]).toEqual([8000, 'too many aliases: 11, at most 10']);
  });

  it('refuses a query costing more than one full page of games', async () => {
    const fields = '_id type category code img language nameTh nameEn freespin hot new categoryName handle';
    const one = `{ listsPage(groupID: "NKG01", limit: 200) { total items { ${fields} } } }`;
    const onePage = await gql(t.app, one);
    expect(onePage.errors).toBeUndefined();
    const list = (alias: string) => `${alias}: lists(groupID: "NKG01", limit: $n) { ${fields} }`;
    const two = `query($n: Int) { ${list('a')} ${list('b')} }`;
    expect(codeOf(await gql(t.app, two, { n: 200 }))).toBe(8000);
    expect(codeOf(await gql(t.app, two, { n: 20 }))).toBeUndefined();
  });
});

describe('HTML pages', () => {
  it('the game window may be framed by the brand sites only, and runs its script by nonce', async () => {
    const token = (await login(t.app, 'demo01')).access_token;
    const launched = await post(
      t.app,
      '/api/v1/member/game/launch',
      { client: 'PC', game_code: 'pgsoft-slot-001' },
      token,
    );
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(launched.body.result as string).pathname + new URL(launched.body.result as string).search,
    });
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:4200 http://localhost:4201");
    expect(csp).toContain("connect-src 'self'");
  });

  it('the sandbox LINE consent page and error pages cannot be framed and run no script', async () => {
    const consent = await get(t.app, '/sandbox/line/consent?state=unknown');
    const csp = String(consent.raw.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(consent.raw.headers['x-content-type-options']).toBe('nosniff');
  });
});
