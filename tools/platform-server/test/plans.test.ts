import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, GROUP } from '../bench/dataset.ts';
import { runAffiliateRollup } from '../src/affiliate/rollup.ts';
import type { Db, Queryable } from '../src/db/db.ts';
import type pg from 'pg';
// @ts-expect-error: node-postgres's helpers have no type declarations
import pgUtils from 'pg/lib/utils.js';
import { signProviderBody } from '../src/rounds/routes.ts';
import { createServer } from '../src/server.ts';
import { bangkokDay, addDays } from '../src/wallet/money.ts';
import { call, freshDb, post } from './helpers.ts';
import { TEST_HASHING } from './db-url.ts';

// Issue 19: every hot path's queries, as the server runs them, planned by PostgreSQL on a seeded data set (a few
// thousand members, tens of thousands of ledger entries and rounds, ANALYZEd): none may read a whole big table. The
// statements are recorded from the server's own Db while real requests run, then EXPLAINed with their own
// parameters, so the test follows the code. Statements inside the seamless wallet's SQL functions are planned by
// auto_explain while a bet runs. PostgreSQL only (PGlite has no planner statistics worth trusting).

/** Tables whose full scan grows with the platform's data. */
const BIG_TABLES = new Set([
  'members',
  'wallets',
  'ledger_entries',
  'ledger_transactions',
  'game_transactions',
  'deposits',
  'withdrawals',
  'sessions',
  'affiliate_commissions',
]);

interface Recorded {
  sql: string;
  params: readonly unknown[];
}

/** The Db the server gets: every statement it runs (in and out of transactions) is written down. */
function recording(db: Db, log: Recorded[]): Db {
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params, options) => {
      log.push({ sql, params: params ?? [] });
      return q.query(sql, params, options);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...wrap(db), kind: db.kind, transaction: (fn) => db.transaction((tx) => fn(wrap(tx))), close: db.close };
}

/** A parameter as a SQL literal, in the text node-postgres sends for it. */
const literal = (value: unknown) => pgUtils.escapeLiteral(String(pgUtils.prepareValue(value)));

type ExplainRow = { 'QUERY PLAN': { Plan: PlanNode }[] };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The big tables a plan reads whole. */
function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'] ?? '') ? [node['Relation Name']!] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

describe.skipIf(!process.env.DATABASE_URL)('hot query plans on a seeded PostgreSQL', () => {
  let db: Db & { pool?: pg.Pool };
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const log: Recorded[] = [];
  /** What each hot path ran. */
  const paths = new Map<string, Recorded[]>();
  /** The whale (member 1): the deep history. */
  let token: string;
  let ticket: string;
  /** The upline with the most days of affiliate income. */
  let leader: string;
  let leaderDay: string;

  beforeAll(async () => {
    ({ db, drop } = await freshDb());
    await buildDataset(
      db,
      {
        members: 3_000,
        ledgerEntries: 40_000,
        rounds: 30_000,
        games: 0,
        deposits: 6_000,
        withdrawals: 4_000,
        whales: 10,
      },
      { days: 30 },
    );
    // Withdrawals go through to the ledger (no cooldown refusal), as in the bench.
    await db.exec(`UPDATE groups SET withdraw_cooldown_seconds = 0, withdraw_daily_count = NULL,
      withdraw_daily_amount_satang = NULL WHERE id = '${GROUP}'`);
    app = await createServer({
      db: recording(db, log),
      seed: false,
      tokenSecret: 'plans-secret',
      providerSecret: 'plans-provider-secret',
      passwordHashing: TEST_HASHING,
      settingsCacheMs: 0,
      sandbox: true,
      affiliateTimer: false,
      pruneTimer: false,
    });
    // A week of affiliate income, so the affiliate pages have rows to page through.
    const today = bangkokDay(Date.now());
    for (let d = 7; d >= 1; d--) await runAffiliateRollup(app.lobby, addDays(today, -d));
    await db.exec('VACUUM ANALYZE');
    const tokenOf = async (where: string) => {
      const [row] = await db.query<{ id: string; sid: string; username: string }>(
        `SELECT s.member_id::text AS id, s.session_id::text AS sid, m.username
         FROM scale_members s JOIN members m ON m.id = s.member_id WHERE ${where}`,
      );
      const iat = Math.floor(Date.now() / 1000);
      const claims = { sub: row!.id, sid: row!.sid, usr: row!.username, grp: GROUP, iat, exp: iat + 3600 };
      return { token: app.lobby.tokens.sign(claims), ticket: app.lobby.tickets.sign({ ...claims, tep: 0 }) };
    };
    ({ token, ticket } = await tokenOf('s.i = 1'));
    const [busiest] = await db.query<{ upline: string; day: string }>(
      `SELECT upline_id::text AS upline, to_char(max(day), 'YYYY-MM-DD') AS day FROM affiliate_commissions
       GROUP BY upline_id ORDER BY count(DISTINCT day) DESC, upline_id LIMIT 1`,
    );
    leader = (await tokenOf(`s.member_id = '${busiest!.upline}'`)).token;
    leaderDay = busiest!.day;
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** Runs one hot path and keeps what it ran. */
  async function path(name: string, run: () => Promise<unknown>) {
    log.length = 0;
    await run();
    paths.set(name, [...log]);
  }
  const ok = async (res: Promise<{ body: { code: number; message: string } }>) => {
    const body = (await res).body;
    expect(body, JSON.stringify(body).slice(0, 300)).toMatchObject({ code: 0 });
    return body as unknown as { result: Record<string, unknown> & { next?: string } };
  };
  const provider = (path: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    return call(app, 'POST', `/provider/wallet/${path}`, {
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-provider-signature': signProviderBody('plans-provider-secret', raw),
      },
    });
  };
  const lists = (args: string) =>
    post(
      app,
      '/graphql',
      { query: `query { lists(groupID: "${GROUP}", limit: 20, ${args}) { _id code favourite recent } }` },
      token,
    );

  it('every hot path reads the big tables through indexes', { timeout: 300_000 }, async () => {
    await path('credit', () => ok(post(app, '/api/v1/member/credit', {}, token)));
    await path('profile', () => ok(post(app, '/api/v1/member/data/profile', {}, token)));
    let next = '';
    await path('history page 1', async () => {
      next = (await ok(post(app, '/api/v1/member/data/dataHistory', { limit: 20 }, token))).result.next!;
    });
    expect(next).toBeTruthy();
    await path('history deep page (cursor)', () =>
      ok(post(app, '/api/v1/member/data/dataHistory', { limit: 20, cursor: next, offset: 400 }, token)),
    );
    await path('history deep page (offset)', () =>
      ok(post(app, '/api/v1/member/data/dataHistory', { limit: 20, offset: 500 }, token)),
    );
    for (const [name, args] of [
      ['lists default', 'type: "slot", sort: 1'],
      ['lists provider', 'type: "slot", category: "pgsoft"'],
      ['lists A-Z', 'type: "slot", sort: 5, language: "en"'],
      ['lists search', 'search: "dragon"'],
      ['favourites', 'favourite: true'],
      ['recents', 'recent: true'],
    ] as const)
      await path(name, async () => expect((await lists(args)).body).not.toHaveProperty('errors'));
    await path('bet', () =>
      ok(
        provider('bet', {
          token: ticket,
          txId: 'plans-bet-1',
          roundId: 'plans-r1',
          gameCode: 'pgsoft-slot-001',
          amount: 5,
        }),
      ),
    );
    await path('withdrawal', () => ok(post(app, '/api/v1/member/withdraw', { balance: 300 }, token)));
    const [channel] = await db.query<{ id: number }>(
      `SELECT id::int AS id FROM payment_channels WHERE group_id = $1 AND type = 'qr-code' ORDER BY sort, id LIMIT 1`,
      [GROUP],
    );
    let qr = { id: 0, token: '', x_debug_key: '' };
    await path('QR request', async () => {
      const body = (await ok(
        post(app, '/api/v1/member/payment/qr', { action: 'get_qr', id: channel!.id, amount: 500 }, token),
      )) as unknown as {
        result: { id: number };
        token: string;
        x_debug_key: string;
      };
      qr = { id: body.result.id, token: body.token, x_debug_key: body.x_debug_key };
    });
    await path('QR poll', () => ok(post(app, '/api/v1/member/payment/qr', { action: 'is_deposit', ...qr }, token)));
    await path('affiliate leader', () => ok(post(app, '/api/aff/getDetailLeader', {}, leader)));
    let members = '';
    await path('affiliate members page 1', async () => {
      members = (await ok(post(app, '/api/aff/memberList', { limit: 1 }, leader))).result.next!;
    });
    await path('affiliate members after a cursor', () =>
      ok(post(app, '/api/aff/memberList', { limit: 1, cursor: members }, leader)),
    );
    await path('affiliate transactions', () => ok(post(app, '/api/aff/transaction', { limit: 1 }, leader)));
    let days = '';
    await path('affiliate report', async () => {
      days = (await ok(post(app, '/api/aff/reportTransaction', { limit: 1 }, leader))).result.next!;
    });
    await path('affiliate report after a cursor', () =>
      ok(post(app, '/api/aff/reportTransaction', { limit: 1, cursor: days }, leader)),
    );
    await path('affiliate report of a day', () =>
      ok(post(app, '/api/aff/reportDetailTransaction', { date: leaderDay }, leader)),
    );
    expect(members && days).toBeTruthy();

    const found: string[] = [];
    let explained = 0;
    // Each statement twice: planned for its own parameters, and as the generic plan a prepared statement settles on
    // after a few runs (the server prepares its hot statements).
    const client = await db.pool!.connect();
    try {
      for (const [name, statements] of paths) {
        expect({ name, statements: statements.length }).not.toEqual({ name, statements: 0 });
        for (const { sql, params } of statements) {
          if (/^\s*SELECT pg_advisory/i.test(sql)) continue;
          const custom = await client.query(`EXPLAIN (FORMAT JSON) ${sql}`, params as unknown[]);
          await client.query(`SET plan_cache_mode = force_generic_plan; PREPARE plan_check AS ${sql}`);
          // EXECUTE takes its arguments as literals, written as the driver would send them.
          const args = params.map((v) => (v === null || v === undefined ? 'NULL' : literal(v))).join(', ');
          const generic = await client.query(`EXPLAIN (FORMAT JSON) EXECUTE plan_check${args ? `(${args})` : ''}`);
          await client.query('DEALLOCATE plan_check; RESET plan_cache_mode');
          explained++;
          for (const [kind, res] of [
            ['', custom],
            [' (generic plan)', generic],
          ] as const)
            for (const table of seqScans((res.rows[0] as ExplainRow)['QUERY PLAN'][0]!.Plan))
              found.push(`${name}${kind}: Seq Scan on ${table} in ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
        }
      }
    } finally {
      client.release();
    }
    expect(found).toEqual([]);
    expect(explained).toBeGreaterThan(40);
  });

  it('a full read of a big table is caught (the check itself works on this data)', async () => {
    const [row] = await db.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      'EXPLAIN (FORMAT JSON) SELECT * FROM ledger_entries WHERE amount_satang = $1',
      [12345],
    );
    expect(seqScans(row!['QUERY PLAN'][0]!.Plan)).toEqual(['ledger_entries']);
  });

  it('the statements inside the seamless wallet functions (bet, win) read by key', { timeout: 60_000 }, async () => {
    const notices: string[] = [];
    const client = await db.pool!.connect();
    client.on('notice', (n) => notices.push(n.message ?? ''));
    try {
      await client.query(`LOAD 'auto_explain'`);
      await client.query(`SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on;
        SET auto_explain.log_format = 'json'; SET client_min_messages = log`);
      const bet = paths.get('bet')!.find((s) => /FROM game_bet\(/.test(s.sql))!;
      expect(bet).toBeDefined();
      await client.query('BEGIN');
      for (const fn of ['game_bet', 'game_win']) {
        const params = [...bet.params];
        params[1] = `plans-${fn}-replay`;
        await client.query(bet.sql.replace('game_bet(', `${fn}(`), params);
      }
      await client.query('ROLLBACK');
    } finally {
      await client.query('RESET client_min_messages');
      client.release(true);
    }
    const plans = notices
      .map((n) => /plan:\s*([\s\S]*)$/.exec(n)?.[1])
      .filter((p): p is string => p !== undefined)
      .map((p) => JSON.parse(p) as { 'Query Text': string; Plan: PlanNode });
    // Each function: the claim, the wallet update, the ledger rows and the answer, planned one by one.
    expect(plans.length).toBeGreaterThan(6);
    expect(plans.some((p) => /UPDATE wallets/.test(p['Query Text']))).toBe(true);
    expect(plans.flatMap((p) => seqScans(p.Plan).map((table) => `${table} in ${p['Query Text']}`))).toEqual([]);
  });
});
