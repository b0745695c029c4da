/**
 * Tests that fail when money is lost or paid twice: concurrent withdrawals of the same balance,
 * the same idempotency key thirty times at once, and a seeded random mix with injected database
 * faults and a restart in the middle. Run on PGlite (interleaved async transactions on one
 * connection) and on PostgreSQL (a pool of real connections) alike.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../src/db/db.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { signGatewayBody } from '../src/payments/gateway.ts';
import { signProviderBody } from '../src/rounds/routes.ts';
import { createServer } from '../src/server.ts';
import { TEST_HASHING, withDatabase } from './db-url.ts';
import { call, copyTemplate, FakeClock, login, pgliteSnapshot, post, testServer, type TestServer } from './helpers.ts';
import { balanceOf, channelIds, ledgerProblems, qr, setBalance } from './money.ts';

type Res = Awaited<ReturnType<typeof call>>;

function providerCall(app: FastifyInstance, path: string, body: Record<string, unknown>) {
  const raw = JSON.stringify({ gameCode: 'pgsoft-slot-001', ...body });
  return call(app, 'POST', `/provider/wallet/${path}`, {
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-provider-signature': signProviderBody(app.lobby.secrets.provider, raw),
    },
  });
}

async function ticketOf(app: FastifyInstance, token: string) {
  const res = await post(
    app,
    '/api/v1/member/game/launch',
    { client: 'PC', game_code: 'pgsoft-slot-001', lang: 'th' },
    token,
  );
  return new URL(res.body.result as string).searchParams.get('ticket')!;
}

describe('concurrency', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await testServer({ accessTokenTtlSeconds: 30 * 24 * 3600 });
    token = (await login(t.app)).access_token;
  });
  afterAll(() => t.close());

  const memberEntries = async () => {
    const [row] = await t.db.query<{ s: number }>(
      `SELECT coalesce(sum(e.amount_satang), 0)::bigint AS s
       FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id JOIN members m ON m.id = w.member_id
       WHERE m.username = 'demo01' AND w.kind = 'member'`,
    );
    return row!.s;
  };

  it('50 concurrent withdrawals of the full balance: exactly one succeeds; the ledger moves by that', async () => {
    const balance = await balanceOf(t.db, 'demo01');
    const entriesBefore = await memberEntries();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, '/api/v1/member/withdraw', { balance: balance / 100 }, token)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.every((c) => c === 0 || c === 1005 || c === 1001)).toBe(true);
    expect(await balanceOf(t.db, 'demo01')).toBe(0);
    expect((await memberEntries()) - entriesBefore).toBe(-balance);
    const [count] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals`);
    expect(count!.n).toBe(1);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('without the cooldown, 50 concurrent withdrawals of a third of the balance pay exactly three', async () => {
    await t.db.query(
      `UPDATE groups SET withdraw_cooldown_seconds = 0, withdraw_daily_count = NULL, withdraw_daily_amount_satang = NULL
       WHERE id = 'NKG01'`,
    );
    await setBalance(t.db, 'demo01', 300_000);
    const entriesBefore = await memberEntries();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, '/api/v1/member/withdraw', { balance: 1000 }, token)),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === 1001)).toHaveLength(47);
    expect(await balanceOf(t.db, 'demo01')).toBe(0);
    expect((await memberEntries()) - entriesBefore).toBe(-300_000);
    await t.db.query(
      `UPDATE groups SET withdraw_cooldown_seconds = 600, withdraw_daily_count = 10,
         withdraw_daily_amount_satang = 200000000
       WHERE id = 'NKG01'`,
    );
    t.clock.advance(601);
  });

  const thirtyAtOnce = async (send: () => Promise<Res>) => {
    const answers = await Promise.all(Array.from({ length: 30 }, send));
    for (const a of answers) expect(a.raw.body).toBe(answers[0]!.raw.body);
    return answers[0]!.body;
  };

  it('the same key 30 times at once — settle (gateway callback, sandbox payer): one credit, same answers', async () => {
    await setBalance(t.db, 'demo01', 0);
    const ch = await channelIds(t.db);
    const q = await qr(t.app, token, ch.qr[0]!, 500);
    const raw = JSON.stringify({
      event: 'qr.paid',
      txnId: 'same-settle',
      merchantRef: q.result.merchantRef,
      amount: '500',
    });
    const ts = Math.floor(t.clock.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'x-gateway-timestamp': String(ts),
      'x-gateway-signature': signGatewayBody(t.app.lobby.secrets.gateway, ts, raw),
    };
    expect(
      await thirtyAtOnce(() => call(t.app, 'POST', '/gateway/payments/callback', { body: raw, headers })),
    ).toMatchObject({ code: 0, result: { credited: 500 } });
    expect(await balanceOf(t.db, 'demo01')).toBe(50_000);
    const q2 = await qr(t.app, token, ch.qr[0]!, 600);
    expect(
      (
        await thirtyAtOnce(() =>
          post(t.app, `/sandbox/payments/${q2.result.merchantRef}/pay`, { txnId: 'same-sandbox' }),
        )
      ).code,
    ).toBe(0);
    const transfer = await thirtyAtOnce(() =>
      post(t.app, '/sandbox/transfers', { type: 'bank', username: 'demo01', amount: 700, txnId: 'same-transfer' }),
    );
    expect(transfer).toMatchObject({ code: 0, result: { credited: 700 } });
    expect(await balanceOf(t.db, 'demo01')).toBe(180_000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('the same key 30 times at once — bet, win, rollback, withdraw, approve: one effect each', async () => {
    const ticket = await ticketOf(t.app, token);
    const bet = await thirtyAtOnce(() =>
      providerCall(t.app, 'bet', { token: ticket, txId: 'same-bet', roundId: 'same-r', amount: 100 }),
    );
    expect(bet).toMatchObject({ code: 0, result: { balance: 1700 } });
    const win = await thirtyAtOnce(() =>
      providerCall(t.app, 'win', { token: ticket, txId: 'same-win', roundId: 'same-r', amount: 250 }),
    );
    expect(win).toMatchObject({ code: 0, result: { balance: 1950 } });
    const rb = await thirtyAtOnce(() =>
      providerCall(t.app, 'rollback', { token: ticket, txId: 'same-rb', roundId: 'same-r', betTxId: 'same-bet' }),
    );
    expect(rb).toMatchObject({ code: 0, refunded: 100, result: { balance: 2050 } });
    const early = await thirtyAtOnce(() =>
      providerCall(t.app, 'rollback', { token: ticket, txId: 'same-rb2', roundId: 'same-r2', betTxId: 'same-bet2' }),
    );
    expect(early).toMatchObject({ code: 0, refunded: 0 });
    expect(
      await thirtyAtOnce(() =>
        providerCall(t.app, 'bet', { token: ticket, txId: 'same-bet2', roundId: 'same-r2', amount: 100 }),
      ),
    ).toMatchObject({ code: 8101 });
    expect(await balanceOf(t.db, 'demo01')).toBe(205_000);

    const wd = await thirtyAtOnce(() =>
      call(t.app, 'POST', '/api/v1/member/withdraw', {
        body: { balance: 2000 },
        token,
        headers: { 'idempotency-key': 'same-withdraw' },
      }),
    );
    expect(wd).toMatchObject({ code: 0, result: { balance: 50 } });
    const id = (wd.result as { id: number }).id;
    expect(
      await thirtyAtOnce(() => post(t.app, `/sandbox/withdrawals/${id}/reject`, { reason: 'test' })),
    ).toMatchObject({ code: 0, result: { balance: 2050 } });
    expect(await balanceOf(t.db, 'demo01')).toBe(205_000);
    const [n] = await t.db.query<{ bets: number; txns: number }>(
      `SELECT (SELECT count(*)::int FROM game_transactions WHERE tx_id LIKE 'same-%') AS bets,
              (SELECT count(*)::int FROM ledger_transactions WHERE idempotency_key LIKE 'game:%:same-%') AS txns`,
    );
    expect(n).toEqual({ bets: 5, txns: 3 });
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});

/** A tiny seeded generator (mulberry32): the mix is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Wraps a database so that a fraction of statements inside transactions fail, and a fraction of committed transactions
 * lose their answer.
 */
function withFaults(db: Db, rate: () => number, random: () => number): Db {
  const fault = (where: string) => {
    if (random() < rate()) throw Object.assign(new Error(`injected fault: ${where}`), { injected: true });
  };
  const inner = (q: Queryable): Queryable => ({
    query: async (sql, params, options) => {
      fault('statement');
      return q.query(sql, params, options);
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    kind: db.kind,
    query: async (sql, params, options) => {
      fault('autocommit statement');
      return db.query(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
    transaction: async (fn) => {
      const result = await db.transaction((tx) => fn(inner(tx)));
      fault('after commit, before the answer');
      return result;
    },
    close: () => db.close(),
  };
}

describe('seeded random mix with injected faults and a restart', () => {
  // Its own database so it can be restarted: on PGlite a dump reloaded into a new instance, on
  // PostgreSQL a new pool on the same database.
  const url = process.env.DATABASE_URL;
  const name = `lobby_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  let db: Db;
  let admin: Db | undefined;
  const open = async (snapshot?: Blob): Promise<Db> => {
    if (url) return openPostgres({ connectionString: withDatabase(url, name), poolSize: 10 });
    return openPglite({ snapshot: snapshot ?? (await pgliteSnapshot()) });
  };
  beforeAll(async () => {
    if (url) {
      admin = openPostgres({ connectionString: url, poolSize: 1 });
      await copyTemplate(admin, name);
    }
    db = await open();
  });
  afterAll(async () => {
    await db.close();
    if (admin) {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  });

  it('keeps every balance equal to its ledger and to the model, none negative', { timeout: 240_000 }, async () => {
    const random = seeded(4207);
    const faultRandom = seeded(99);
    let faultRate = 0;
    const clock = new FakeClock(Date.parse('2026-05-10T05:00:00Z'));
    const boot = (database: Db) =>
      createServer({
        db: withFaults(database, () => faultRate, faultRandom),
        seed: false,
        clock,
        tokenSecret: 'test-secret',
        passwordHashing: TEST_HASHING,
        settingsCacheMs: 0,
        sandbox: true,
        accessTokenTtlSeconds: 30 * 24 * 3600,
        affiliateTimer: false,
        pruneTimer: false,
      });
    let app = await boot(db);

    // Twelve players: the two demo members and ten more sharing demo01's password hash.
    const [demo] = await db.query<{ password_hash: string }>(
      `SELECT password_hash FROM members WHERE username = 'demo01'`,
    );
    const names = ['demo01', 'demo02'];
    for (let i = 0; i < 10; i++) {
      const username = `mix${i}`;
      const [m] = await db.query<{ id: string }>(
        `INSERT INTO members (username, password_hash, phone, firstname, lastname, group_id, affiliate_code, upline_id)
         VALUES ($1, $2, $3, 'Mix', 'Player', $4, $5, (SELECT id FROM members WHERE username = 'demo01')) RETURNING id`,
        [
          username,
          demo!.password_hash,
          `08300000${String(i).padStart(2, '0')}`,
          i % 2 ? 'LTP01' : 'NKG01',
          `aff-${username}`,
        ],
      );
      await db.query(
        `INSERT INTO member_bank_accounts (member_id, bank_id, bank_no, acc_name)
         VALUES ($1, 'kbank', $2, 'Mix Player')`,
        [m!.id, `77700000${String(i).padStart(2, '0')}`],
      );
      await db.query(`INSERT INTO wallets (kind, code, member_id) VALUES ('member', 'member:' || $1::text, $1::uuid)`, [
        m!.id,
      ]);
      names.push(username);
    }
    await db.query(`UPDATE groups SET withdraw_cooldown_seconds = 120, withdraw_daily_count = 1000`);
    const expected = new Map<string, number>();
    for (const n of names) {
      // 2,000 baht each: some withdrawals and bets run out of money (1001).
      await setBalance(db, n, 200_000);
      expected.set(n, 200_000);
    }
    const tokens = new Map<string, string>();
    for (const n of names) tokens.set(n, (await login(app, n)).access_token);
    const tickets = new Map<string, string>();
    const relaunch = async () => {
      for (const n of names) tickets.set(n, await ticketOf(app, tokens.get(n)!));
    };
    await relaunch();
    const groupOf = new Map(
      names.map((n, i) => [n, i >= 2 && (i - 2) % 2 ? 'LTP01' : n === 'demo02' ? 'LTP01' : 'NKG01']),
    );
    const channels = { NKG01: await channelIds(db, 'NKG01'), LTP01: await channelIds(db, 'LTP01') };

    // Each effect counts once, however many identical answers arrive.
    const counted = new Set<string>();
    const add = (key: string, member: string, delta: number) => {
      if (counted.has(key)) return;
      counted.add(key);
      expected.set(member, expected.get(member)! + delta);
    };
    const stats = { ops: 0, faults: 0, codes: new Map<number, number>() };
    /** Sends until an answer that is not an injected fault arrives (the client's retry with the same key). */
    const send = async (request: () => Promise<Res>): Promise<Res> => {
      for (let attempt = 1; ; attempt++) {
        const res = await request();
        if (res.body.code !== 9999) {
          stats.codes.set(res.body.code, (stats.codes.get(res.body.code) ?? 0) + 1);
          return res;
        }
        stats.faults++;
        if (attempt > 30) throw new Error('too many faults in a row');
      }
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const bets: { member: string; txId: string; amount: number }[] = [];
    const withdrawals: { member: string; id: number; amount: number }[] = [];
    let seq = 0;

    const operation = (): (() => Promise<void>) => {
      const member = pick(names);
      const token = tokens.get(member)!;
      const roll = random();
      const n = ++seq;
      if (roll < 0.1) {
        const amount = 100 + Math.floor(random() * 4000);
        const qrChannel = channels[groupOf.get(member) as 'NKG01'].qr[0]!;
        const txnId = `mix-pay-${n}`;
        return async () => {
          const q = await send(() =>
            post(app, '/api/v1/member/payment/qr', { action: 'get_qr', id: qrChannel, amount }, token),
          );
          if (q.body.code !== 0) return;
          const ref = (q.body.result as { merchantRef: string }).merchantRef;
          const paid = await send(() => post(app, `/sandbox/payments/${ref}/pay`, { txnId }));
          if (paid.body.code === 0)
            add(`pay:${txnId}`, member, Math.round((paid.body.result as { credited: number }).credited * 100));
        };
      }
      if (roll < 0.18) {
        const amount = 1 + Math.floor(random() * 40000);
        const txnId = `mix-transfer-${n}`;
        return async () => {
          const res = await send(() =>
            post(app, '/sandbox/transfers', { type: 'bank', username: member, amount, txnId }),
          );
          if (res.body.code === 0)
            add(`transfer:${txnId}`, member, Math.round((res.body.result as { credited: number }).credited * 100));
        };
      }
      if (roll < 0.3) {
        const amount = 300 + Math.floor(random() * 3000);
        const key = `mix-wd-${n}`;
        return async () => {
          const res = await send(() =>
            call(app, 'POST', '/api/v1/member/withdraw', {
              body: { balance: amount },
              token,
              headers: { 'idempotency-key': key },
            }),
          );
          if (res.body.code === 0) {
            add(`withdraw:${key}`, member, -amount * 100);
            withdrawals.push({ member, id: (res.body.result as { id: number }).id, amount });
          }
        };
      }
      if (roll < 0.36 && withdrawals.length > 0) {
        const w = pick(withdrawals);
        const decision = random() < 0.5 ? 'approve' : 'reject';
        return async () => {
          const res = await send(() => post(app, `/sandbox/withdrawals/${w.id}/${decision}`, { reason: 'mix' }));
          if (res.body.code === 0 && decision === 'reject') add(`reject:${w.id}`, w.member, w.amount * 100);
        };
      }
      if (roll < 0.75) {
        const amount = 1 + Math.floor(random() * 500);
        const txId = `mix-bet-${n}`;
        bets.push({ member, txId, amount });
        const copies = random() < 0.1 ? 3 : 1;
        return async () => {
          await Promise.all(
            Array.from({ length: copies }, async () => {
              const res = await send(() =>
                providerCall(app, 'bet', { token: tickets.get(member), txId, roundId: `round-${n}`, amount }),
              );
              if (res.body.code === 0) add(`bet:${txId}`, member, -amount * 100);
            }),
          );
        };
      }
      if (roll < 0.92) {
        const amount = Math.floor(random() * 1500);
        const txId = `mix-win-${n}`;
        return async () => {
          const res = await send(() =>
            providerCall(app, 'win', { token: tickets.get(member), txId, roundId: `round-${n}`, amount }),
          );
          if (res.body.code === 0) add(`win:${txId}`, member, amount * 100);
        };
      }
      // Rollback a recent bet — or one not sent yet (its late bet must then be refused).
      const target =
        random() < 0.8 && bets.length > 0 ? pick(bets.slice(-40)) : { member, txId: `mix-bet-${n + 3}`, amount: 0 };
      const txId = `mix-rb-${n}`;
      return async () => {
        const res = await send(() =>
          providerCall(app, 'rollback', {
            token: tickets.get(target.member),
            txId,
            roundId: 'rb',
            betTxId: target.txId,
          }),
        );
        if (res.body.code === 0)
          add(`rollback:${txId}`, target.member, Math.round((res.body.refunded as number) * 100));
      };
    };

    const batches = 120;
    for (let b = 0; b < batches; b++) {
      faultRate = 0.03;
      const ops = Array.from({ length: 20 }, operation);
      stats.ops += ops.length;
      await Promise.all(ops.map((op) => op()));
      clock.advance(Math.floor(random() * 90));
      if (b % 30 === 29) {
        faultRate = 0;
        await relaunch();
      }
      if (b === batches / 2) {
        // Restart: the server goes away and the database process with it.
        faultRate = 0;
        await app.close();
        if (db.kind === 'pglite') {
          const dump = await (db as Db & { pglite: import('@electric-sql/pglite').PGlite }).pglite.dumpDataDir('none');
          await db.close();
          db = await open(dump);
        } else {
          await db.close();
          db = await open();
        }
        app = await boot(db);
      }
    }
    faultRate = 0;
    await app.close();

    expect(stats.ops).toBeGreaterThanOrEqual(2400);
    expect(stats.faults).toBeGreaterThan(20);
    expect(await ledgerProblems(db)).toEqual([]);
    for (const n of names)
      expect({ member: n, balance: await balanceOf(db, n) }).toEqual({ member: n, balance: expected.get(n) });
    // Every code seen is one the money paths are meant to give.
    expect([...stats.codes.keys()].every((c) => [0, 98, 1001, 1005, 8000, 8100, 8101].includes(c))).toBe(true);
    expect(stats.codes.get(1001)).toBeGreaterThan(0);
    expect(stats.codes.get(0)).toBeGreaterThan(1500);
  });
});
