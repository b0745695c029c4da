import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAffiliateRollup } from '../src/affiliate/rollup.ts';
import type { Db } from '../src/db/db.ts';
import { bangkokDayStart } from '../src/wallet/money.ts';
import { testServer, type TestServer } from './helpers.ts';
import { ledgerProblems } from './money.ts';

// The daily affiliate roll-up (issue 19 item 4) is set-based and runs in batches of uplines, one transaction each. Its
// result must be what a straightforward recomputation from the raw bets gives, whatever the batch size, and a run
// that crashes half-way and is run again must end exactly where an uninterrupted run does.

const DAY = '2026-06-15';
const FROM = bangkokDayStart(DAY);
const TO = FROM + 86_400_000;
const SEED = Number(process.env.ROLLUP_SEED ?? 20260615);

/** A small deterministic PRNG (mulberry32), so a failure can be replayed with ROLLUP_SEED. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * 60 members in a random tree (some without an upline) across two brands with different commission rates, and 900
 * rounds around the day: bets and wins, settled, refused or rolled back, some just before or after the day.
 */
async function seedBets(db: Db, seed: number, tag: string, count = 900): Promise<void> {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const members: string[] = [];
  for (let i = 0; i < 60; i++) {
    const id = `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
    const upline = i > 0 && rnd() < 0.85 ? members[Math.floor(rnd() * i)]! : null;
    await db.query(
      `INSERT INTO members (id, username, password_hash, phone, firstname, lastname, group_id, upline_id,
         affiliate_code)
       VALUES ($1, $2, 'x', $3, 'Roll', 'Up', $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [id, `ru${i}`, `066${String(i).padStart(7, '0')}`, rnd() < 0.5 ? 'NKG01' : 'LTP01', upline, `aff-ru${i}`],
    );
    members.push(id);
  }
  const rows: unknown[][] = [];
  for (let k = 0; k < count; k++) {
    const at = FROM - 2 * 3600_000 + Math.floor(rnd() * (TO - FROM + 4 * 3600_000));
    rows.push([
      `${tag}-${k}`,
      rnd() < 0.8 ? 'bet' : 'win',
      pick(members),
      1 + Math.floor(rnd() * 500_000),
      pick(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'refused', 'rolled_back']),
      new Date(at),
    ]);
  }
  await db.query(
    `INSERT INTO game_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount_satang, status,
       fingerprint, created_at)
     SELECT 'rollup-test', r.tx, r.kind, r.member, r.tx, 'pgsoft-slot-001', r.amount, r.status, 'x', r.at
     FROM unnest($1::text[], $2::text[], $3::uuid[], $4::bigint[], $5::text[], $6::timestamptz[])
       AS r(tx, kind, member, amount, status, at)`,
    [0, 1, 2, 3, 4, 5].map((c) => rows.map((r) => r[c])),
  );
}

/** The commission rows the day should have, recomputed the plain way from every round. */
async function expected(db: Db): Promise<Map<string, { turnover: number; commission: number }>> {
  const rounds = await db.query<{
    member: string;
    upline: string | null;
    bp: number;
    kind: string;
    status: string;
    amount: number;
    at: Date;
  }>(
    `SELECT g.member_id::text AS member, m.upline_id::text AS upline, grp.affiliate_commission_bp AS bp, g.kind,
            g.status, g.amount_satang AS amount, g.created_at AS at
     FROM game_transactions g JOIN members m ON m.id = g.member_id JOIN groups grp ON grp.id = m.group_id`,
  );
  const turnover = new Map<string, { turnover: number; bp: number }>();
  for (const r of rounds) {
    if (r.kind !== 'bet' || r.status !== 'ok' || !r.upline) continue;
    if (r.at.getTime() < FROM || r.at.getTime() >= TO) continue;
    const key = `${r.upline}/${r.member}`;
    const sum = turnover.get(key) ?? { turnover: 0, bp: r.bp };
    sum.turnover += r.amount;
    turnover.set(key, sum);
  }
  return new Map(
    [...turnover].map(([key, v]) => [
      key,
      { turnover: v.turnover, commission: Math.floor((v.turnover * v.bp) / 10_000) },
    ]),
  );
}

/** Each upline's affiliate wallet holds exactly its commissions of the day (no withdrawals here); answers them. */
async function expectPaid(db: Db): Promise<[string, number][]> {
  const perUpline = new Map<string, number>();
  for (const [key, v] of await expected(db)) {
    const upline = key.split('/')[0]!;
    perUpline.set(upline, (perUpline.get(upline) ?? 0) + v.commission);
  }
  const paid = [...perUpline].filter(([, c]) => c > 0).sort(([x], [y]) => (x < y ? -1 : 1));
  const { balances } = await outcome(db);
  expect(balances.filter((w) => w.balance > 0).map((w) => [w.member, w.balance])).toEqual(paid);
  return paid;
}

/** What the roll-up left: the day's commission rows, the affiliate credits in the ledger and the wallets' balances. */
async function outcome(db: Db) {
  const rows = await db.query<{ key: string; turnover: number; commission: number }>(
    `SELECT upline_id || '/' || downline_id AS key, turnover_satang AS turnover, commission_satang AS commission
     FROM affiliate_commissions WHERE day = $1 ORDER BY 1`,
    [DAY],
  );
  const credits = await db.query<{ key: string; amount: number }>(
    `SELECT t.idempotency_key AS key, e.amount_satang AS amount FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id JOIN wallets w ON w.id = e.wallet_id AND w.kind = 'affiliate'
     WHERE t.kind = 'affiliate-commission' ORDER BY 1`,
  );
  const balances = await db.query<{ member: string; balance: number }>(
    `SELECT member_id::text AS member, balance_satang AS balance FROM wallets WHERE kind = 'affiliate' ORDER BY 1`,
  );
  return { rows, credits, balances };
}

describe('the daily affiliate roll-up', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([testServer(), testServer()]);
    for (const t of [a, b]) {
      await t.db.exec(`UPDATE groups SET affiliate_commission_bp = CASE id WHEN 'NKG01' THEN 50 ELSE 137 END`);
      await seedBets(t.db, SEED, 'r1');
      t.clock.ms = TO + 11 * 3600_000;
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('equals a straightforward recomputation from the raw rounds, in batches of any size', async () => {
    const summary = await runAffiliateRollup(a.app.lobby, DAY, undefined, { batchSize: 4 });
    const want = await expected(a.db);
    const got = await outcome(a.db);
    expect(new Map(got.rows.map((r) => [r.key, { turnover: r.turnover, commission: r.commission }]))).toEqual(want);
    // Every upline's affiliate wallet holds its commissions, each credited once.
    const paid = await expectPaid(a.db);
    expect(summary).toMatchObject({
      day: DAY,
      ran: true,
      complete: true,
      uplines: paid.length,
      commission: paid.reduce((s, [, c]) => s + c, 0) / 100,
    });
    expect(paid.length).toBeGreaterThan(8);
    expect(await ledgerProblems(a.db)).toEqual([]);
    // Run again: nothing new, nothing moves.
    expect(await runAffiliateRollup(a.app.lobby, DAY, undefined, { batchSize: 7 })).toMatchObject({
      ran: false,
      commission: summary.commission,
    });
    expect(await outcome(a.db)).toEqual(got);
  });

  it('a run that crashes after a batch, run again, ends where an uninterrupted run does', async () => {
    let batches = 0;
    const crash = runAffiliateRollup(b.app.lobby, DAY, undefined, {
      batchSize: 4,
      afterBatch: (n) => {
        batches = n;
        if (n === 2) throw new Error('crash after batch 2');
      },
    });
    await expect(crash).rejects.toThrow('crash after batch 2');
    expect(batches).toBe(2);
    // Half-way: some credits are in, the day is claimed but not complete, so the timer would run it again.
    const half = await outcome(b.db);
    expect(half.credits.length).toBeGreaterThan(0);
    expect(half.rows.length).toBeLessThan((await outcome(a.db)).rows.length);
    const [row] = await b.db.query<{ complete: boolean }>('SELECT complete FROM affiliate_rollups WHERE day = $1', [
      DAY,
    ]);
    expect(row).toEqual({ complete: false });
    const rerun = await runAffiliateRollup(b.app.lobby, DAY, undefined, { batchSize: 4 });
    expect(rerun).toMatchObject({ ran: true, complete: true });
    expect(await outcome(b.db)).toEqual(await outcome(a.db));
    await expectPaid(b.db);
    expect(await ledgerProblems(b.db)).toEqual([]);
  });

  it('bets arriving after a run are topped up by the next run, still equal to the recomputation', async () => {
    // Both servers: more bets of the day arrive; a's runs again in batches of 1, b's in one batch.
    for (const [t, size] of [
      [a, 1],
      [b, 5_000],
    ] as const) {
      await seedBets(t.db, SEED + 1, 'r2', 300);
      const summary = await runAffiliateRollup(t.app.lobby, DAY, undefined, { batchSize: size });
      expect(summary.ran).toBe(true);
      const got = await outcome(t.db);
      expect(new Map(got.rows.map((r) => [r.key, { turnover: r.turnover, commission: r.commission }]))).toEqual(
        await expected(t.db),
      );
      await expectPaid(t.db);
      expect(await ledgerProblems(t.db)).toEqual([]);
    }
    expect(await outcome(a.db)).toEqual(await outcome(b.db));
  });
});
