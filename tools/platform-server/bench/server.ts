/**
 * npm run bench:server — one run on PostgreSQL with 50 connections:
 * bare Fastify hello-world rate, authenticated /api/v1/member/credit rate + p99, GraphQL lists
 * rate + p99, and the credit/bare ratio (goal ≥ 50 %, p99 ≤ 25 ms on the 2-core machine).
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is only used to create a
 * throw-away database lobby_bench_<pid>, dropped at the end. BENCH_SECONDS sets each run's length; BENCH_CPU_PROF=<dir>
 * writes a CPU profile of each server there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openPostgres } from '../src/db/postgres.ts';

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = 50;
const dbName = `lobby_bench_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

async function start(mode: 'bare' | 'lobby'): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each server, written there when it stops.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      fileURLToPath(new URL('./target.ts', import.meta.url)),
      mode,
      dbUrl,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // Not NODE_ENV=production: that refuses the sandbox, whose demo member the bench logs in as.
      env: { ...process.env },
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

async function load(title: string, opts: autocannon.Options) {
  // A short warm-up fills the pool, JIT and statement caches before measuring.
  await autocannon({ ...opts, duration: 2, connections });
  const r = await autocannon({ ...opts, duration: seconds, connections });
  const non2xx = r.non2xx + r.errors + r.timeouts + (r.mismatches ?? 0);
  console.log(
    `${title.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   ` +
      `p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms` +
      (non2xx ? `   (${non2xx} failed)` : ''),
  );
  return r;
}

const admin = openPostgres({ connectionString: base, poolSize: 1 });
await admin.exec(`CREATE DATABASE ${dbName}`);
try {
  console.log(`bench: ${connections} connections, ${seconds} s per run, PostgreSQL ${dbName}, pool 50\n`);
  const bare = await start('bare');
  const bareResult = await load('bare Fastify hello world', { url: `${bare.url}/` });
  await stop(bare.child);

  const lobby = await start('lobby');
  const loginRes = await fetch(`${lobby.url}/api/v1/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
  });
  const { access_token: token } = (await loginRes.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Every measured answer must equal this one (autocannon counts a different body as a failure),
  // so an error answered with HTTP 200 cannot pass for speed.
  const expected = async (url: string, body: string) => {
    const text = await (await fetch(url, { method: 'POST', headers: auth, body })).text();
    if (!text.startsWith('{"code":0') && !text.startsWith('{"data":{'))
      throw new Error(`${url} answered ${text.slice(0, 200)}`);
    return text;
  };
  const creditUrl = `${lobby.url}/api/v1/member/credit`;
  const credit = await load('POST /api/v1/member/credit', {
    url: creditUrl,
    method: 'POST',
    headers: auth,
    body: '{}',
    expectBody: await expected(creditUrl, '{}'),
  });
  const query =
    'query { lists(groupID: "NKG01", type: "slot", limit: 20, sort: 1) { ' +
    '_id code nameTh nameEn img hot new freespin favourite recent } }';
  const listsBody = JSON.stringify({ query });
  const lists = await load('GraphQL lists (logged in)', {
    url: `${lobby.url}/graphql`,
    method: 'POST',
    headers: auth,
    body: listsBody,
    expectBody: await expected(`${lobby.url}/graphql`, listsBody),
  });
  await stop(lobby.child);

  const ratio = credit.requests.average / bareResult.requests.average;
  console.log(
    `\ncredit / bare = ${(ratio * 100).toFixed(1)} %  (goal ≥ 50 %)   ` +
      `credit p99 ${credit.latency.p99} ms (goal ≤ 25 ms)   lists p99 ${lists.latency.p99} ms`,
  );
} finally {
  await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.close();
}
