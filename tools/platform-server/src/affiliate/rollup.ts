import { nowDate, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { HOUSE_WALLET, postBatch, stageLedgerBatch } from '../wallet/ledger.ts';
import { addDays, BANGKOK_OFFSET_MS, bangkokDay, bangkokDayStart } from '../wallet/money.ts';

/** Spec §9: affiliate data updates once a day at 11:00 (Bangkok). */
export const ROLLUP_HOUR = 11;
const ROLLUP_LOCK = 4_207_011;
const DAY_MS = 86_400_000;

/** The latest business day whose roll-up is due: yesterday once it is 11:00, else the day before. */
export function dueDay(nowMs: number): string {
  const hour = new Date(nowMs + BANGKOK_OFFSET_MS).getUTCHours();
  return addDays(bangkokDay(nowMs), hour >= ROLLUP_HOUR ? -1 : -2);
}

/** When the next roll-up runs (for the leader page's "updated daily at 11:00"). */
export function nextRollupAt(nowMs: number): Date {
  const today11 = bangkokDayStart(bangkokDay(nowMs)) + ROLLUP_HOUR * 3600_000;
  return new Date(today11 > nowMs ? today11 : today11 + DAY_MS);
}

export interface RollupSummary {
  day: string;
  /** Uplines credited for the day so far. */
  uplines: number;
  /** Baht credited for the day so far (this run and the ones before it). */
  commission: number;
  /** false: nothing new to credit (the day was rolled up before and no settled bet was added since). */
  ran: boolean;
  /**
   * The day had ended when this run read it (by the server's clock, whatever `at` says), so no bet of it can come
   * later: its commission is final. A run of a day still going (the sandbox's early run) pays what it sees so far, and
   * the member's history shows that commission in progress until the regular run has counted the whole day.
   */
  complete: boolean;
}

export interface RollupOptions {
  /** Uplines per transaction (default 2,000): each batch commits on its own, so a crash loses one batch at most. */
  batchSize?: number;
  /** Called after each batch has committed (1, 2, …); tests crash the run here. */
  afterBatch?: (batch: number) => void | Promise<void>;
}

/**
 * The day's bets (settled: not refused, not rolled back) of the downline of the uplines in (lo, hi], per upline and
 * downline, read member by member through game_transactions (member_id, created_at).
 */
const FRESH = `INSERT INTO rollup_fresh (upline_id, downline_id, turnover, bp)
  SELECT m.upline_id, m.id, sum(g.amount_satang)::bigint, grp.affiliate_commission_bp
  FROM members m JOIN groups grp ON grp.id = m.group_id JOIN game_transactions g ON g.member_id = m.id
  WHERE m.upline_id > $1 AND m.upline_id <= $2
    AND g.kind = 'bet' AND g.status = 'ok' AND g.created_at >= $3 AND g.created_at < $4
  GROUP BY m.upline_id, m.id, grp.affiliate_commission_bp`;

/**
 * One batch's commissions in one statement: each (day, upline, downline) row whose turnover grew is written with the
 * larger commission (never less than was paid), and each upline's credit — what the rows gained — is staged for the
 * ledger under `affiliate:commission:{day}:{upline}`, or with the day's new total appended when the upline was paid
 * for that day before. $1 day, $2 credited at, $3 complete, $4 the house wallet, $5 the day as text.
 */
const CREDIT = `WITH priced AS (
    SELECT f.upline_id, f.downline_id, f.turnover, f.turnover * f.bp / 10000 AS commission,
           c.turnover_satang AS prior_turnover, c.commission_satang AS prior_commission
    FROM rollup_fresh f LEFT JOIN affiliate_commissions c
      ON c.day = $1 AND c.upline_id = f.upline_id AND c.downline_id = f.downline_id
  ), changed AS (
    SELECT * FROM priced WHERE prior_turnover IS NULL OR turnover > prior_turnover
  ), written AS (
    INSERT INTO affiliate_commissions (day, upline_id, downline_id, turnover_satang, commission_satang, credited_at,
      complete)
    SELECT $1, upline_id, downline_id, turnover, commission, $2, $3 FROM changed
    ON CONFLICT (day, upline_id, downline_id) DO UPDATE SET turnover_satang = excluded.turnover_satang,
      commission_satang = greatest(affiliate_commissions.commission_satang, excluded.commission_satang),
      credited_at = excluded.credited_at, complete = affiliate_commissions.complete OR excluded.complete
    RETURNING 1
  ), added AS (
    SELECT upline_id, sum(greatest(0, commission - coalesce(prior_commission, 0)))::bigint AS added
    FROM changed GROUP BY upline_id
  ), earlier AS (
    SELECT upline_id, sum(commission_satang)::bigint AS earlier FROM affiliate_commissions
    WHERE day = $1 AND upline_id IN (SELECT upline_id FROM added) GROUP BY upline_id
  ), credits AS (
    SELECT a.upline_id, a.added,
           'affiliate:commission:' || $5 || ':' || a.upline_id
             || CASE WHEN coalesce(e.earlier, 0) > 0 THEN ':' || (e.earlier + a.added) ELSE '' END AS key
    FROM added a LEFT JOIN earlier e USING (upline_id) WHERE a.added > 0
  ), staged AS (
    INSERT INTO ledger_batch (key, wallet_id, amount)
    SELECT c.key, w.id, c.added FROM credits c JOIN wallets w ON w.code = 'affiliate:' || c.upline_id
    UNION ALL
    SELECT c.key, $4::bigint, -c.added FROM credits c
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM written)::int AS changed, (SELECT count(*) FROM staged)::int AS postings`;

/**
 * Credits each upline's affiliate wallet with its commission on the settled bets (not refused, not rolled back) its
 * downline placed during one Bangkok business day. A second run of a day credits only what the first did not see
 * (a day rolled up early in the sandbox, then again at 11:00): each (day, upline, downline) row keeps the turnover and
 * commission credited so far, a run posts the difference, and never takes back (a rollback after the roll-up keeps
 * what was paid). The first credit of a (day, upline) has the ledger key `affiliate:commission:{day}:{upline}`, a
 * later top-up that key with the new total, so every credit is posted once. A run while the day is still going
 * (possible only through the sandbox) marks what it credits incomplete; the first run after the day's end marks the
 * whole day complete (and the timer runs every incomplete day again once it is due).
 *
 * Set-based and resumable: the uplines are taken in batches (by id), each batch one transaction of a few statements
 * (the day's turnover, the commission rows, the ledger postings in bulk) under the roll-up's lock. The first
 * transaction claims the day's affiliate_rollups row (incomplete); the last one completes it with the day's totals.
 * A run that dies half-way leaves whole batches behind and the day incomplete, so the timer runs it again, and the
 * batches already done credit nothing twice.
 */
export async function runAffiliateRollup(
  ctx: AppContext,
  day = dueDay(ctx.clock.now()),
  at = nowDate(ctx),
  options: RollupOptions = {},
): Promise<RollupSummary> {
  const from = new Date(bangkokDayStart(day));
  const to = new Date(from.getTime() + DAY_MS);
  // Bets are recorded as they happen, so once the server's clock has passed the day's end the day is whole.
  const complete = ctx.clock.now() >= to.getTime();
  const house = await ctx.wallets.system(HOUSE_WALLET);
  const bounds = await ctx.db.query<{ upline_id: string }>(
    `SELECT upline_id::text AS upline_id FROM (
       SELECT upline_id, row_number() OVER (ORDER BY upline_id) AS n, count(*) OVER () AS uplines
       FROM (SELECT DISTINCT upline_id FROM members WHERE upline_id IS NOT NULL) u
     ) b WHERE n % $1 = 0 OR n = uplines ORDER BY upline_id`,
    [options.batchSize ?? 2_000],
  );
  let claimed: boolean | undefined;
  let changed = false;
  /** Every transaction of the run: the lock, then (the first time) the claim of the day's row. */
  const locked = async <T>(work: (tx: Queryable) => Promise<T>) =>
    ctx.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
      if (claimed === undefined) {
        const row = await tx.query(
          `INSERT INTO affiliate_rollups (day, ran_at, uplines, commission_satang, complete)
           VALUES ($1, $2, 0, 0, false) ON CONFLICT (day) DO NOTHING RETURNING 1`,
          [day, at],
        );
        claimed = row.length > 0;
      }
      return work(tx);
    });
  let lo = '00000000-0000-0000-0000-000000000000';
  for (const [i, { upline_id: hi }] of bounds.entries()) {
    await locked(async (tx) => {
      await tx.exec(
        `CREATE TEMP TABLE IF NOT EXISTS rollup_fresh (upline_id uuid, downline_id uuid, turnover bigint, bp integer)
         ON COMMIT DROP`,
      );
      await tx.query(FRESH, [lo, hi, from, to]);
      await tx.query(
        `INSERT INTO wallets (kind, code, member_id)
         SELECT DISTINCT 'affiliate', 'affiliate:' || upline_id, upline_id FROM rollup_fresh
         ON CONFLICT (code) DO NOTHING`,
      );
      await stageLedgerBatch(tx);
      const [done] = await tx.query<{ changed: number; postings: number }>(CREDIT, [day, at, complete, house, day]);
      if (done!.changed > 0) changed = true;
      if (done!.postings > 0) await postBatch(tx, { kind: 'affiliate-commission', memo: `commission for ${day}`, at });
    });
    lo = hi;
    await options.afterBatch?.(i + 1);
  }
  return locked(async (tx) => {
    // The day's end has passed: what earlier (early) runs credited is the whole day's commission now.
    if (complete) {
      const finished = await tx.query(
        'UPDATE affiliate_commissions SET complete = true WHERE day = $1 AND NOT complete RETURNING 1',
        [day],
      );
      if (finished.length > 0) changed = true;
    }
    const [totals] = await tx.query<{ paid: number; total: number }>(
      `SELECT count(*) FILTER (WHERE s > 0)::int AS paid, coalesce(sum(s), 0)::bigint AS total
       FROM (SELECT sum(commission_satang) AS s FROM affiliate_commissions WHERE day = $1 GROUP BY upline_id) u`,
      [day],
    );
    const [rolled] = await tx.query<{ complete: boolean }>(
      `UPDATE affiliate_rollups SET ran_at = $2, uplines = $3, commission_satang = $4, complete = complete OR $5
       WHERE day = $1 RETURNING complete`,
      [day, at, totals!.paid, totals!.total, complete],
    );
    return {
      day,
      uplines: totals!.paid,
      commission: totals!.total / 100,
      ran: claimed === true || changed,
      complete: rolled!.complete,
    };
  });
}

/**
 * Rolls up every due day not rolled up yet (a server that was down catches up, at most 31 days), and a day rolled up
 * while it was still going (the sandbox's early run) once more when due, for the bets placed after the early run.
 */
export async function catchUpAffiliateRollups(ctx: AppContext): Promise<RollupSummary[]> {
  const due = dueDay(ctx.clock.now());
  const oldest = addDays(due, -30);
  const incomplete = await ctx.db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM affiliate_rollups WHERE day BETWEEN $1 AND $2 AND NOT complete`,
    [oldest, due],
  );
  const [last] = await ctx.db.query<{ day: string | null }>(
    `SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM affiliate_rollups WHERE day <= $1`,
    [due],
  );
  let day = last?.day ? addDays(last.day, 1) : due;
  if (day < oldest) day = oldest;
  const days = new Set<string>();
  for (; day <= due; day = addDays(day, 1)) days.add(day);
  for (const r of incomplete) days.add(r.day);
  const done: RollupSummary[] = [];
  for (const d of [...days].sort()) done.push(await runAffiliateRollup(ctx, d));
  return done;
}

/** Checks once a minute whether a roll-up is due (any instance may run it; the day's row decides). */
export function startAffiliateTimer(ctx: AppContext, onError: (error: unknown) => void) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await catchUpAffiliateRollups(ctx);
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 1000);
  const every = setInterval(() => void tick(), 60_000);
  first.unref();
  every.unref();
  return {
    tick,
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
