/**
 * npm run bench:wallet — the money paths on PostgreSQL, a server child process with a 50-connection
 * pool, autocannon in this process:
 *   1. provider bet callbacks (signed, a new transaction id each), 50 connections — goal ≥ 1,500/s, p99 ≤ 60 ms
 *   2. withdrawals (cooldown and daily limits switched off for the run, or 1005 would answer), 50 connections
 *   3. 1,000 members polling is_deposit every 2 s, each on its own timer and connection (≈ 500 req/s) —
 *      goal p99 ≤ 50 ms
 * Every answer is checked: a body that is not code 0 counts as a failure.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is only used to create a throw-away
 * database lobby_wbench_<pid>, dropped at the end. BENCH_SECONDS sets each run's length (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { AccessTokens, sha256 } from '../src/auth/tokens.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { HOUSE_WALLET, post, walletIdByCode } from '../src/wallet/ledger.ts';

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS) || 10;
/** BENCH_ONLY=bet,withdraw,poll runs a subset (default all three). */
const phases = new Set((process.env.BENCH_ONLY ?? 'bet,withdraw,poll').split(','));
const skipped: Outcome = { rate: 0, p50: 0, p99: 0, failed: 0 };
const MEMBERS = 1000;
const BETTORS = 200;
const dbName = `lobby_wbench_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const tokenSecret = randomBytes(16).toString('hex');
const providerSecret = randomBytes(16).toString('hex');

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./target.ts', import.meta.url)), 'lobby', dbUrl],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Not NODE_ENV=production: that refuses the sandbox, whose demo member the bench copies.
      env: { ...process.env, TOKEN_SECRET: tokenSecret, PROVIDER_SECRET: providerSecret },
    },
  );
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const m = /READY (\S+)/.exec(out);
    if (m) return { url: m[1]!, child };
  }
  throw new Error('server did not start');
}

interface BenchMember {
  id: string;
  username: string;
  token: string;
  ticket: string;
  depositId: number;
}

/** 1,000 members with wallets, bank accounts, live sessions, 1,000,000 baht each and a pending QR deposit. */
async function setUp(db: ReturnType<typeof openPostgres>): Promise<BenchMember[]> {
  await db.exec(`
    INSERT INTO members (username, password_hash, phone, firstname, lastname, group_id, affiliate_code)
    SELECT 'bench' || i, (SELECT password_hash FROM members WHERE username = 'demo01'), '07' || lpad(i::text, 8, '0'),
      'Bench', 'Member', 'NKG01', 'aff-bench' || i
    FROM generate_series(1, ${MEMBERS}) AS i;
    INSERT INTO member_bank_accounts (member_id, bank_id, bank_no, acc_name)
    SELECT id, 'kbank', '66' || lpad(substr(username, 6), 8, '0'), 'Bench Member'
    FROM members WHERE username LIKE 'bench%';
    INSERT INTO wallets (kind, code, member_id)
    SELECT 'member', 'member:' || id, id FROM members WHERE username LIKE 'bench%';
    UPDATE groups SET withdraw_cooldown_seconds = 0, withdraw_daily_count = NULL, withdraw_daily_amount_satang = NULL
    WHERE id = 'NKG01';
  `);
  const rows = await db.query<{ id: string; username: string; wallet_id: number }>(
    `SELECT m.id::text AS id, m.username, w.id AS wallet_id
     FROM members m JOIN wallets w ON w.member_id = m.id AND w.kind = 'member'
     WHERE m.username LIKE 'bench%' ORDER BY m.username`,
  );
  await db.transaction(async (tx) => {
    const house = (await walletIdByCode(tx, HOUSE_WALLET))!;
    await post(tx, {
      kind: 'opening-balance',
      idempotencyKey: 'bench:opening',
      at: new Date(),
      postings: [
        { walletId: house, amount: -rows.length * 100_000_000 },
        ...rows.map((r) => ({ walletId: r.wallet_id, amount: 100_000_000 })),
      ],
    });
  });
  const [channel] = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM payment_channels WHERE group_id = 'NKG01' AND type = 'qr-code' ORDER BY sort LIMIT 1`,
  );
  const tokens = new AccessTokens(tokenSecret);
  const tickets = new AccessTokens(`launch:${tokenSecret}`);
  const iat = Math.floor(Date.now() / 1000);
  const members: BenchMember[] = [];
  for (const r of rows) {
    const [session] = await db.query<{ id: string }>(
      'INSERT INTO sessions (member_id, created_at) VALUES ($1, now()) RETURNING id::text AS id',
      [r.id],
    );
    const [deposit] = await db.query<{ id: number }>(
      `INSERT INTO deposits (merchant_ref, member_id, channel_id, channel_type, source, amount_satang, status,
         poll_token_hash, debug_key, expires_at, created_at)
       VALUES ($1, $2, $3, 'qr-code', 'qr', 50000, 'pending', $4, $5, now() + interval '1 day', now())
       RETURNING id::int AS id`,
      [`BENCH${r.username}`, r.id, channel!.id, sha256('poll-token'), `xdk_${r.username}`],
    );
    const claims = { sub: r.id, sid: session!.id, usr: r.username, grp: 'NKG01', iat, exp: iat + 3600 };
    members.push({
      id: r.id,
      username: r.username,
      token: tokens.sign(claims),
      ticket: tickets.sign(claims),
      depositId: deposit!.id,
    });
  }
  return members;
}

interface Outcome {
  rate: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(
  title: string,
  url: string,
  connections: number,
  next: () => { path: string; body: string; headers: Record<string, string> },
): Promise<Outcome> {
  let failed = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request) => ({ ...request, ...next() }),
      onResponse: (status, body) => {
        if (status !== 200 || !body.startsWith('{"code":0')) failed++;
      },
    },
  ];
  // A short warm-up fills the pool, JIT and statement caches before measuring.
  await autocannon({ url, connections, duration: 2, requests });
  failed = 0;
  const r = await autocannon({ url, connections, duration: seconds, requests });
  failed += r.non2xx + r.errors + r.timeouts;
  console.log(
    `${title.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms` +
      (failed ? `   (${failed} failed)` : ''),
  );
  return { rate: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed };
}

/**
 * 1,000 members polling is_deposit every 2 s, spread as real members are: each polls on its own
 * timer from a random start, over its own keep-alive connection, and waits for the answer. (A
 * rate-limited autocannon run sends each second's quota in one burst, which measures the burst.)
 */
async function pollingMembers(url: string, members: BenchMember[]): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: members.length });
  const target = new URL('/api/v1/member/payment/qr', url);
  const send = (m: BenchMember) =>
    new Promise<boolean>((resolve) => {
      const body = JSON.stringify({
        action: 'is_deposit',
        id: m.depositId,
        token: 'poll-token',
        x_debug_key: `xdk_${m.username}`,
      });
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${m.token}`,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(res.statusCode === 200 && text.startsWith('{"code":0')));
        },
      );
      req.on('error', () => resolve(false));
      req.end(body);
    });
  const run = async (durationMs: number, record: boolean) => {
    const latencies: number[] = [];
    let failed = 0;
    const until = performance.now() + durationMs;
    await Promise.all(
      members.map(async (m) => {
        let next = performance.now() + Math.random() * 2000;
        for (;;) {
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
          if (performance.now() >= until) return;
          const started = performance.now();
          const good = await send(m);
          if (record) {
            latencies.push(performance.now() - started);
            if (!good) failed++;
          }
          next += 2000;
        }
      }),
    );
    return { latencies, failed };
  };
  await run(4000, false);
  const { latencies, failed } = await run(seconds * 1000, true);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const outcome = { rate: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failed };
  console.log(
    `${'is_deposit, 1,000 members every 2 s'.padEnd(40)} ${outcome.rate.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${String(outcome.p50).padStart(3)} ms   p99 ${String(outcome.p99).padStart(3)} ms` +
      (failed ? `   (${failed} failed)` : ''),
  );
  return outcome;
}

const admin = openPostgres({ connectionString: base, poolSize: 1 });
await admin.exec(`CREATE DATABASE ${dbName}`);
let server: { url: string; child: ChildProcess } | undefined;
const db = openPostgres({ connectionString: dbUrl, poolSize: 4 });
try {
  server = await startServer();
  const members = await setUp(db);
  console.log(`bench:wallet — PostgreSQL ${dbName}, server pool 50, ${seconds} s per run, ${MEMBERS} members\n`);

  let n = 0;
  const sign = (raw: string) => createHmac('sha256', providerSecret).update(raw).digest('hex');
  const bets = !phases.has('bet')
    ? skipped
    : await load('provider bet callback (50 conn.)', server.url, 50, () => {
        n++;
        const m = members[n % BETTORS]!;
        const body = JSON.stringify({
          token: m.ticket,
          txId: `bench-bet-${n}`,
          roundId: `bench-round-${n}`,
          gameCode: 'pgsoft-slot-001',
          amount: 1,
        });
        return {
          path: '/provider/wallet/bet',
          body,
          headers: { 'content-type': 'application/json', 'x-provider-signature': sign(body) },
        };
      });

  let w = 0;
  const withdrawals = !phases.has('withdraw')
    ? skipped
    : await load('POST /api/v1/member/withdraw (50 conn.)', server.url, 50, () => {
        const m = members[w++ % MEMBERS]!;
        return {
          path: '/api/v1/member/withdraw',
          body: '{"balance":300}',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
        };
      });

  const polls = !phases.has('poll') ? skipped : await pollingMembers(server.url, members);

  const [books] = await db.query<{ bad: number }>(
    `SELECT count(*)::int AS bad FROM wallet_figures
     WHERE kind IN ('member', 'affiliate') AND (materialised_satang <> ledger_satang OR materialised_satang < 0)`,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    [
      '',
      `bets      ${bets.rate.toFixed(0)}/s (goal ≥ 1,500/s: ${verdict(bets.rate >= 1500)}), ` +
        `p99 ${bets.p99} ms (goal ≤ 60 ms: ${verdict(bets.p99 <= 60)})`,
      `withdraw  ${withdrawals.rate.toFixed(0)}/s, p99 ${withdrawals.p99} ms ` +
        '(no goal set; same atomic step as the 50-concurrent test)',
      `polling   ${polls.rate.toFixed(0)}/s (goal 500/s: ${verdict(polls.rate >= 475)}), ` +
        `p99 ${polls.p99} ms (goal ≤ 50 ms: ${verdict(polls.p99 <= 50)})`,
      `failed answers: ${bets.failed + withdrawals.failed + polls.failed}; ` +
        `wallets whose balance differs from the ledger after the run: ${books!.bad}`,
    ].join('\n'),
  );
} finally {
  if (server) {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  }
  await db.close();
  await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.close();
}
