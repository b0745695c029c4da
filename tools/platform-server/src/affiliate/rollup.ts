import { nowDate, type AppContext } from '../context.ts';
import { HOUSE_WALLET, post } from '../wallet/ledger.ts';
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
  uplines: number;
  commission: number;
  /** false: this day was rolled up before (by this or another instance); nothing moved. */
  ran: boolean;
}

/**
 * Credits each upline's affiliate wallet with its commission on the settled bets (not refused,
 * not rolled back) its downline placed during one Bangkok business day. One row per day in
 * affiliate_rollups and one ledger key per (day, upline) make a second run a no-op.
 */
export async function runAffiliateRollup(ctx: AppContext, day = dueDay(ctx.clock.now())): Promise<RollupSummary> {
  const from = new Date(bangkokDayStart(day));
  const to = new Date(from.getTime() + DAY_MS);
  const rows = await ctx.db.query<{ upline_id: string; downline_id: string; turnover: number; bp: number }>(
    `SELECT m.upline_id::text AS upline_id, g.member_id::text AS downline_id, sum(g.amount_satang)::bigint AS turnover,
            grp.affiliate_commission_bp AS bp
     FROM game_transactions g JOIN members m ON m.id = g.member_id JOIN groups grp ON grp.id = m.group_id
     WHERE g.kind = 'bet' AND g.status = 'ok' AND g.created_at >= $1 AND g.created_at < $2 AND m.upline_id IS NOT NULL
     GROUP BY m.upline_id, g.member_id, grp.affiliate_commission_bp`,
    [from, to],
  );
  const uplines = [...new Set(rows.map((r) => r.upline_id))];
  const house = await ctx.wallets.system(HOUSE_WALLET);
  const wallets = new Map(await Promise.all(uplines.map(async (u) => [u, await ctx.wallets.affiliate(u)] as const)));
  const at = nowDate(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
    const [done] = await tx.query<{ uplines: number; commission_satang: number }>(
      'SELECT uplines, commission_satang FROM affiliate_rollups WHERE day = $1',
      [day],
    );
    if (done) return { day, uplines: done.uplines, commission: done.commission_satang / 100, ran: false };
    const totals = new Map<string, number>();
    for (const r of rows) {
      const commission = Math.floor((r.turnover * r.bp) / 10_000);
      await tx.query(
        `INSERT INTO affiliate_commissions (day, upline_id, downline_id, turnover_satang, commission_satang,
           credited_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [day, r.upline_id, r.downline_id, r.turnover, commission, at],
      );
      totals.set(r.upline_id, (totals.get(r.upline_id) ?? 0) + commission);
    }
    let total = 0;
    for (const [upline, commission] of totals) {
      if (commission <= 0) continue;
      total += commission;
      await post(tx, {
        kind: 'affiliate-commission',
        idempotencyKey: `affiliate:commission:${day}:${upline}`,
        memo: `commission for ${day}`,
        at,
        postings: [
          { walletId: house, amount: -commission },
          { walletId: wallets.get(upline)!, amount: commission },
        ],
      });
    }
    await tx.query('INSERT INTO affiliate_rollups (day, ran_at, uplines, commission_satang) VALUES ($1, $2, $3, $4)', [
      day,
      at,
      totals.size,
      total,
    ]);
    return { day, uplines: totals.size, commission: total / 100, ran: true };
  });
}

/** Rolls up every due day not rolled up yet (a server that was down catches up, at most 31 days). */
export async function catchUpAffiliateRollups(ctx: AppContext): Promise<RollupSummary[]> {
  const due = dueDay(ctx.clock.now());
  const [last] = await ctx.db.query<{ day: string | null }>(
    `SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM affiliate_rollups`,
  );
  let day = last?.day ? addDays(last.day, 1) : due;
  if (day < addDays(due, -30)) day = addDays(due, -30);
  const done: RollupSummary[] = [];
  for (; day <= due; day = addDays(day, 1)) done.push(await runAffiliateRollup(ctx, day));
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
