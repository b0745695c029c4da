/**
 * npm run bench:scale — how each hot path's cost grows with the data (issue 19), on PostgreSQL.
 *
 * For each size (1× = 1,000 members, 100,000 ledger entries and rounds, 50 games, 10,000 deposits and withdrawals;
 * 10× and 100× multiply all of it; see bench/dataset.ts) a database lobby_scale_<size> is built once with set-based
 * SQL and reused by later runs. Against each, the server runs in a child process (pool 50) and every hot path is
 * loaded with 50 connections (autocannon, every answer checked): credit, profile, history page 1 and a deep page
 * (a whale's history, 90 % down, through the cursor), GraphQL lists (default, provider, A–Z, search), favourites,
 * recents, a bet, a withdrawal, the QR poll. The daily affiliate roll-up of one day is timed at each size. Then:
 * p50 / p99 / req/s per path and size, the growth p99(largest) / p99(smallest) per path and the worst; the credit
 * rate against bare Fastify (same run); a soak of mixed member traffic at 500 req/s on the largest size (RSS after
 * warm-up against the end, lost requests).
 *
 * Options: --sizes 1,10,100   --paths credit,bet,…   --seconds 10 (per path)   --soak-seconds 300 (0: none)
 *          --soak-rate 500   --connections 50   --rebuild (build the data sets again)   --build-only
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; the data sets get their own
 * databases there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { runAffiliateRollup } from '../src/affiliate/rollup.ts';
import { AccessTokens, sha256 } from '../src/auth/tokens.ts';
import { REPO_ROOT, systemClock } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';
import type { Db } from '../src/db/db.ts';
import { encodeCursor } from '../src/db/keyset.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { applyGroups } from '../src/groups/apply.ts';
import { workspaceGroups } from '../src/groups/workspace.ts';
import { seed } from '../src/seed/seed.ts';
import { HISTORY_SQL } from '../src/wallet/history.ts';
import { WalletDirectory } from '../src/wallet/ledger.ts';
import { addDays, bangkokDay } from '../src/wallet/money.ts';
import { analyzeDataset, buildDataset, DATASET_VERSION, GROUP, sizeOf } from './dataset.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1,10,100' },
    paths: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    'soak-seconds': { type: 'string', default: '300' },
    'soak-rate': { type: 'string', default: '500' },
    connections: { type: 'string', default: '50' },
    rebuild: { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
  },
});
const sizes = args.sizes
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
if (sizes.some((s) => !Number.isInteger(s) || s < 1)) throw new Error(`--sizes: whole numbers ≥ 1, got ${args.sizes}`);
const seconds = Number(args.seconds);
const soakSeconds = Number(args['soak-seconds']);
const soakRate = Number(args['soak-rate']);
const connections = Number(args.connections);
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const urlOf = (database: string) => {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
};
const tokenSecret = randomBytes(16).toString('hex');
const providerSecret = randomBytes(16).toString('hex');
const run = Date.now().toString(36);
const log = (line = '') => console.log(line);

// ---------------------------------------------------------------------------------------------------------------
// Data sets

/** The data set of one size: built when missing (or of another generator version), else reused. */
async function dataset(size: number): Promise<string> {
  const name = `lobby_scale_${size}`;
  const admin = openPostgres({ connectionString: base, poolSize: 1 });
  try {
    const [exists] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists && !args.rebuild) {
      const db = openPostgres({ connectionString: urlOf(name), poolSize: 2 });
      try {
        const [meta] = await db
          .query<{ version: number }>('SELECT version FROM scale_meta')
          .catch(() => [] as { version: number }[]);
        if (meta?.version === DATASET_VERSION) {
          const applied = await migrate(db);
          if (applied.length) {
            log(`  ${name}: applied ${applied.join(', ')}`);
            await analyzeDataset(db);
          }
          return name;
        }
      } finally {
        await db.close();
      }
    }
    log(`building ${name} (${JSON.stringify(sizeOf(size))})`);
    const started = performance.now();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${name}`);
    const db = openPostgres({ connectionString: urlOf(name), poolSize: 2 });
    try {
      await migrate(db);
      await seed(db, { demoMembers: true });
      await applyGroups(db, await workspaceGroups(REPO_ROOT), {
        demoMembers: true,
        passwordHashing: { memoryCost: 1024, timeCost: 1 },
        now: new Date(),
      });
      await buildDataset(db, sizeOf(size), { log });
      const analyzing = performance.now();
      await analyzeDataset(db);
      log(`  VACUUM ANALYZE (${((performance.now() - analyzing) / 1000).toFixed(1)} s)`);
      await db.exec(`CREATE TABLE scale_meta AS SELECT ${DATASET_VERSION} AS version, now() AS built_at`);
    } finally {
      await db.close();
    }
    log(`  built in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
    return name;
  } finally {
    await admin.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server and the members it serves

async function startServer(mode: 'bare' | 'lobby', database = ''): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./target.ts', import.meta.url)), mode, database && urlOf(database)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TOKEN_SECRET: tokenSecret, PROVIDER_SECRET: providerSecret },
    },
  );
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    const m = /READY (\S+)/.exec(out);
    if (m) return { url: m[1]!, child };
  }
  throw new Error(`${mode} server did not start`);
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Resident memory of a process (kB → MB), from /proc. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

interface Member {
  token: string;
  ticket: string;
  deposit: number;
  debugKey: string;
}

/**
 * 1,000 members spread over the data set (tokens signed with the server's key, a pending QR each to poll) and the
 * whales' deep history cursors (90 % down their history).
 */
async function members(db: Db, size: number) {
  const total = sizeOf(size).members;
  const step = Math.max(1, Math.floor(total / 1000));
  const rows = await db.query<{ i: number; id: string; sid: string; username: string }>(
    `SELECT s.i, s.member_id::text AS id, s.session_id::text AS sid, m.username
     FROM scale_members s JOIN members m ON m.id = s.member_id WHERE (s.i - 1) % $1 = 0 ORDER BY s.i LIMIT 1000`,
    [step],
  );
  const [channel] = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM payment_channels WHERE group_id = $1 AND type = 'qr-code' ORDER BY sort, id LIMIT 1`,
    [GROUP],
  );
  const deposits = await db.query<{ id: number; member: string }>(
    `INSERT INTO deposits (merchant_ref, member_id, channel_id, channel_type, source, amount_satang, status,
       poll_token_hash, debug_key, expires_at, created_at)
     SELECT 'SCB${run}' || r.id, r.id::uuid, $2, 'qr-code', 'qr', 50000, 'pending', $3, 'xdk_${run}_' || r.id,
       now() + interval '1 day', now()
     FROM unnest($1::text[]) AS r(id)
     RETURNING id::int AS id, member_id::text AS member`,
    [rows.map((r) => r.id), channel!.id, sha256('poll-token')],
  );
  const depositOf = new Map(deposits.map((d) => [d.member, d.id]));
  const tokens = new AccessTokens(tokenSecret);
  const tickets = new AccessTokens(`launch:${tokenSecret}`);
  const iat = Math.floor(Date.now() / 1000);
  const hot: Member[] = rows.map((r) => {
    const claims = { sub: r.id, sid: r.sid, usr: r.username, grp: GROUP, iat, exp: iat + 86_400 };
    return {
      token: tokens.sign(claims),
      ticket: tickets.sign({ ...claims, tep: 0 }),
      deposit: depositOf.get(r.id)!,
      debugKey: `xdk_${run}_${r.id}`,
    };
  });
  // The whales: members 1…10 hold 1 % each of all deposits and withdrawals; their page 90 % down, by cursor.
  const whales = await db.query<{ id: string; sid: string; username: string }>(
    `SELECT s.member_id::text AS id, s.session_id::text AS sid, m.username
     FROM scale_members s JOIN members m ON m.id = s.member_id WHERE s.i <= $1 ORDER BY s.i`,
    [sizeOf(size).whales],
  );
  const deep: { token: string; cursor: string; depth: number }[] = [];
  for (const w of whales) {
    const history = await db.query<{ key_at: string; src: string; num: number }>(HISTORY_SQL.first, [w.id, 100_000, 0]);
    const at = Math.floor(history.length * 0.9);
    const row = history[at]!;
    const claims = { sub: w.id, sid: w.sid, usr: w.username, grp: GROUP, iat, exp: iat + 86_400 };
    deep.push({ token: tokens.sign(claims), cursor: encodeCursor([row.key_at, row.src, row.num]), depth: at });
  }
  return { hot, deep };
}

// ---------------------------------------------------------------------------------------------------------------
// Load

interface Outcome {
  rate: number;
  p50: number;
  p99: number;
  failed: number;
}

type Next = () => { path: string; body: string; headers: Record<string, string> };

async function load(
  url: string,
  next: Next,
  options: { duration?: number; amount?: number; overallRate?: number; good?: RegExp },
) {
  const good = options.good ?? /^\{"code":0[,}]/;
  let bad = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request) => ({ ...request, ...next() }),
      onResponse: (status, body) => {
        if (status !== 200 || !good.test(body)) bad++;
      },
    },
  ];
  const r = await autocannon({
    url,
    connections,
    requests,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  return { r, bad };
}

async function measure(url: string, next: Next, good?: RegExp): Promise<Outcome> {
  // A short warm-up fills the pool, JIT and statement caches before measuring.
  await load(url, next, { duration: 2, good });
  const { r, bad } = await load(url, next, { duration: seconds, good });
  return {
    rate: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // A non-2xx answer is among `bad` (onResponse sees every answer); errors and time-outs got none.
    failed: bad + r.errors + r.timeouts,
  };
}

const json = { 'content-type': 'application/json' };
const auth = (token: string) => ({ ...json, authorization: `Bearer ${token}` });
const GRAPHQL_OK = /^\{"data":\{"lists":\[/;
const lists = (args: string) =>
  JSON.stringify({
    query:
      `query { lists(groupID: "${GROUP}", limit: 20, ${args}) ` +
      '{ _id code nameTh nameEn img hot new freespin favourite recent } }',
  });

/** Every hot path: what one request of it is, for a member taken in turn. */
function paths(hot: Member[], deep: { token: string; cursor: string }[]) {
  let n = 0;
  const member = () => hot[n++ % hot.length]!;
  const sign = (raw: string) => createHmac('sha256', providerSecret).update(raw).digest('hex');
  const post = (path: string, body: unknown, token = member().token) => ({
    path,
    body: JSON.stringify(body),
    headers: auth(token),
  });
  const graphql = (args: string) => () => ({ path: '/graphql', body: lists(args), headers: auth(member().token) });
  let bets = 0;
  const all: { name: string; next: Next; good?: RegExp }[] = [
    { name: 'credit', next: () => post('/api/v1/member/credit', {}) },
    { name: 'profile', next: () => post('/api/v1/member/data/profile', {}) },
    { name: 'history page 1', next: () => post('/api/v1/member/data/dataHistory', { limit: 20 }) },
    {
      name: 'history deep page',
      next: () => {
        const w = deep[n++ % deep.length]!;
        return post('/api/v1/member/data/dataHistory', { limit: 20, cursor: w.cursor }, w.token);
      },
    },
    { name: 'lists default', next: graphql('type: "slot", sort: 1'), good: GRAPHQL_OK },
    { name: 'lists provider', next: graphql('type: "slot", category: "pgsoft"'), good: GRAPHQL_OK },
    { name: 'lists A-Z', next: graphql('type: "slot", sort: 5, language: "th"'), good: GRAPHQL_OK },
    { name: 'lists search', next: graphql('search: "dragon"'), good: GRAPHQL_OK },
    { name: 'favourites', next: graphql('favourite: true'), good: GRAPHQL_OK },
    { name: 'recents', next: graphql('recent: true'), good: GRAPHQL_OK },
    {
      name: 'bet',
      next: () => {
        bets++;
        const body = JSON.stringify({
          token: member().ticket,
          txId: `scale-${run}-${bets}`,
          roundId: `scale-${run}-r${bets}`,
          gameCode: 'pgsoft-slot-001',
          amount: 1,
        });
        return { path: '/provider/wallet/bet', body, headers: { ...json, 'x-provider-signature': sign(body) } };
      },
    },
    { name: 'withdrawal', next: () => post('/api/v1/member/withdraw', { balance: 300 }) },
    {
      name: 'QR poll',
      next: () => {
        const m = member();
        return post(
          '/api/v1/member/payment/qr',
          { action: 'is_deposit', id: m.deposit, token: 'poll-token', x_debug_key: m.debugKey },
          m.token,
        );
      },
    },
  ];
  return all;
}

/** Mixed member traffic for the soak: mostly reads, some money. */
function mixed(all: ReturnType<typeof paths>): { next: Next; good: RegExp } {
  const weights: Record<string, number> = {
    credit: 30,
    profile: 8,
    'history page 1': 8,
    'lists default': 12,
    'lists search': 4,
    favourites: 4,
    recents: 4,
    'QR poll': 20,
    bet: 6,
    withdrawal: 4,
  };
  const deck = all.flatMap((p) => Array.from({ length: weights[p.name] ?? 0 }, () => p.next));
  let k = 0;
  return { next: () => deck[(k = (k * 7 + 13) % deck.length)]!(), good: /^\{"(code":0[,}]|data":\{"lists":\[)/ };
}

// ---------------------------------------------------------------------------------------------------------------

const results = new Map<string, Map<number, Outcome>>();
const rollups: { size: number; day: string; seconds: number; uplines: number }[] = [];
let bareRate = 0;
let creditAtBare: Outcome | undefined;
const wanted = args.paths ? new Set(args.paths.split(',').map((p) => p.trim())) : undefined;

log(
  `bench:scale — PostgreSQL ${new URL(base).host}, sizes ${sizes.map((s) => `${s}×`).join(' ')}, ${connections} ` +
    `connections, ${seconds} s per path\n`,
);
const databases = new Map<number, string>();
for (const size of sizes) databases.set(size, await dataset(size));
if (args['build-only']) process.exit(0);

let soakTarget: { url: string; child: ChildProcess; mixed: ReturnType<typeof mixed> } | undefined;
for (const size of sizes) {
  const name = databases.get(size)!;
  const db = openPostgres({ connectionString: urlOf(name), poolSize: 4 });
  // The roll-up of the oldest whole day of the data set not rolled up yet (each run takes the next one; once all are
  // done, the last one again, which finds nothing new), timed alone (no load).
  const [built] = await db.query<{ built: Date }>('SELECT built_at AS built FROM scale_meta');
  const lastDay = addDays(bangkokDay(built!.built.getTime()), -1);
  let day = addDays(lastDay, -28);
  const done = new Set(
    (await db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM affiliate_rollups`)).map(
      (r) => r.day,
    ),
  );
  while (done.has(day) && day < lastDay) day = addDays(day, 1);
  const ctx = { db, clock: systemClock, wallets: new WalletDirectory(db) } as unknown as AppContext;
  const started = performance.now();
  const summary = await runAffiliateRollup(ctx, day);
  rollups.push({ size, day, seconds: (performance.now() - started) / 1000, uplines: summary.uplines });
  log(
    `${size}×: affiliate roll-up of ${day}: ${rollups.at(-1)!.seconds.toFixed(1)} s, ${summary.uplines} uplines, ` +
      `${summary.commission.toLocaleString('en')} baht${summary.ran ? '' : ' (already rolled up: nothing new)'}`,
  );

  const { hot, deep } = await members(db, size);
  await db.close();
  if (size === sizes[0] && (!wanted || wanted.has('credit'))) {
    const bare = await startServer('bare');
    const r = await measure(`${bare.url}/`, () => ({ path: '/', body: '', headers: {} }), /hello/);
    bareRate = r.rate;
    await stop(bare.child);
    log(`${size}×: bare Fastify hello world ${r.rate.toFixed(0)} req/s, p99 ${r.p99} ms`);
  }
  const server = await startServer('lobby', name);
  // After the server's start (which applies the brands' group.json): no cooldown or daily limits, as in bench:wallet,
  // else nearly every withdrawal would be 1005.
  const rules = openPostgres({ connectionString: urlOf(name), poolSize: 1 });
  await rules.exec(`UPDATE groups SET withdraw_cooldown_seconds = 0, withdraw_daily_count = NULL,
    withdraw_daily_amount_satang = NULL WHERE id = '${GROUP}'`);
  await rules.close();
  const all = paths(hot, deep);
  for (const p of all) {
    if (wanted && !wanted.has(p.name)) continue;
    const outcome = await measure(server.url, p.next, p.good);
    if (!results.has(p.name)) results.set(p.name, new Map());
    results.get(p.name)!.set(size, outcome);
    if (p.name === 'credit' && size === sizes[0]) creditAtBare = outcome;
    log(
      `${size}×: ${p.name.padEnd(18)} ${outcome.rate.toFixed(0).padStart(6)} req/s   ` +
        `p50 ${String(outcome.p50).padStart(4)} ms` +
        `   p99 ${String(outcome.p99).padStart(4)} ms${outcome.failed ? `   (${outcome.failed} failed)` : ''}`,
    );
  }
  if (size === sizes.at(-1) && soakSeconds > 0) soakTarget = { ...server, mixed: mixed(all) };
  else await stop(server.child);
}

// The table, the growth per path and the worst.
const first = sizes[0]!;
const last = sizes.at(-1)!;
const cell = (o: Outcome | undefined) =>
  o ? `${o.rate.toFixed(0).padStart(6)} ${String(o.p50).padStart(4)} ${String(o.p99).padStart(4)}` : ' '.repeat(16);
log(`\n${'path'.padEnd(18)} ${sizes.map((s) => `${`${s}×: req/s  p50  p99`.padStart(21)}`).join(' ')}   growth`);
let worst: { name: string; ratio: number } | undefined;
for (const [name, bySize] of results) {
  const from = bySize.get(first);
  const to = bySize.get(last);
  const ratio = from && to && first !== last ? to.p99 / Math.max(1, from.p99) : undefined;
  if (ratio !== undefined && (!worst || ratio > worst.ratio)) worst = { name, ratio };
  const failed = [...bySize.values()].reduce((s, o) => s + o.failed, 0);
  log(
    `${name.padEnd(18)} ${sizes.map((s) => cell(bySize.get(s)).padStart(21)).join(' ')}   ` +
      `${ratio === undefined ? '—' : `${ratio.toFixed(2)}×`}${failed ? `  (${failed} failed answers)` : ''}`,
  );
}
if (worst) log(`\nworst growth p99(${last}×) / p99(${first}×): ${worst.name} ${worst.ratio.toFixed(2)}× (goal ≤ 1.5×)`);
for (const r of rollups)
  log(`affiliate roll-up at ${r.size}×: ${r.seconds.toFixed(1)} s for ${r.uplines} uplines (goal ≤ 60 s at 100×)`);
if (creditAtBare && bareRate)
  log(
    `credit / bare Fastify at ${first}× = ${((creditAtBare.rate / bareRate) * 100).toFixed(1)} % ` +
      `(${creditAtBare.rate.toFixed(0)} / ${bareRate.toFixed(0)} req/s; goal ≥ 50 %)`,
  );

if (soakTarget) {
  const { child, url, mixed: traffic } = soakTarget;
  const warmUp = Math.min(30, Math.max(5, Math.floor(soakSeconds / 10)));
  log(`\nsoak: ${soakSeconds} s of mixed member traffic at ${soakRate} req/s on ${last}× (warm-up ${warmUp} s)`);
  const samples: { at: number; mb: number }[] = [];
  const started = performance.now();
  const timer = setInterval(
    () => samples.push({ at: (performance.now() - started) / 1000, mb: rssMb(child.pid!) }),
    1000,
  );
  // A fixed number of requests at the rate (not a duration, which would cut the last ones off): every request sent
  // is answered, or counted lost.
  const { r, bad } = await load(url, traffic.next, {
    amount: soakSeconds * soakRate,
    overallRate: soakRate,
    good: traffic.good,
  });
  clearInterval(timer);
  const end = rssMb(child.pid!);
  const afterWarmUp = samples.find((s) => s.at >= warmUp)?.mb ?? samples[0]!.mb;
  // Not answered (errors, time-outs, never sent back), or answered with anything but success.
  const lost = Math.max(0, soakSeconds * soakRate - r.requests.total) + bad;
  log(
    `  ${r.requests.total} answered of ${soakSeconds * soakRate} ` +
      `(${(r.requests.total / soakSeconds).toFixed(0)} req/s), ` +
      `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms\n` +
      `  RSS after warm-up ${afterWarmUp.toFixed(0)} MB, at the end ${end.toFixed(0)} MB ` +
      `(${(((end - afterWarmUp) / afterWarmUp) * 100).toFixed(1)} %, goal: at most 10 % above; a leak only grows), ` +
      `max ${Math.max(...samples.map((s) => s.mb)).toFixed(0)} MB\n  lost requests: ${lost}`,
  );
  await stop(child);
}
