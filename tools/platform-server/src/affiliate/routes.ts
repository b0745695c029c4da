import type { FastifyInstance } from 'fastify';
import {
  affiliatePageBody as pageBody,
  affiliateReportBody as reportBody,
  affiliateReportDetailBody as reportDetailBody,
  affiliateWithdrawBody as withdrawBody,
} from '@lobby/contract';
import { requireMember } from '../auth/guard.ts';
import { baht, type AppContext } from '../context.ts';
import { CURSOR_TIME, decodeCursor, nextOf } from '../db/keyset.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import type { MemberRow } from '../member/repo.ts';
import {
  fingerprint,
  idempotencyKey,
  idempotencyKeyHeader,
  once,
  Refusal,
  type Answer,
} from '../wallet/idempotency.ts';
import { post } from '../wallet/ledger.ts';
import { addDays, bangkokDay, bangkokDayStart, satangOf } from '../wallet/money.ts';
import { affiliateNow } from './clock.ts';
import { nextRollupAt } from './rollup.ts';

/** Affiliate withdrawals are allowed on these days of the month only (spec §9). */
const WITHDRAW_DAYS = { first: 1, last: 5 };
/** The longest daily report (a year and a day). */
const REPORT_MAX_DAYS = 366;

/** Other members' usernames are shown partly hidden: "so***01". */
const masked = (u: string) => (u.length <= 4 ? `${u[0]}***` : `${u.slice(0, 2)}***${u.slice(-2)}`);
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

async function affiliateBalance(ctx: AppContext, memberId: string): Promise<number> {
  const [row] = await ctx.db.query<{ balance_satang: number }>(
    `SELECT balance_satang FROM wallets WHERE member_id = $1 AND kind = 'affiliate'`,
    [memberId],
  );
  return row?.balance_satang ?? 0;
}

/**
 * Commission credited to the member's affiliate wallet today, yesterday and this month (Bangkok days, as of `nowMs`),
 * read from the ledger: the roll-up credits at 11:00 for the day before, and a day topped up later counts when paid.
 */
async function income(ctx: AppContext, memberId: string, nowMs: number) {
  const today = bangkokDayStart(bangkokDay(nowMs));
  const month = bangkokDayStart(`${bangkokDay(nowMs).slice(0, 8)}01`);
  const [row] = await ctx.db.query<{ today: number; yesterday: number; month: number }>(
    `SELECT coalesce(sum(e.amount_satang) FILTER (WHERE e.created_at >= $2 AND e.created_at < $3), 0)::bigint AS today,
            coalesce(sum(e.amount_satang) FILTER (WHERE e.created_at >= $4 AND e.created_at < $2), 0)::bigint
              AS yesterday,
            coalesce(sum(e.amount_satang) FILTER (WHERE e.created_at >= $5 AND e.created_at < $6), 0)::bigint AS month
     FROM wallets w JOIN ledger_entries e ON e.wallet_id = w.id JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE w.member_id = $1 AND w.kind = 'affiliate' AND t.kind = 'affiliate-commission'
       AND e.created_at >= least($4, $5)`,
    [
      memberId,
      new Date(today),
      new Date(today + 86_400_000),
      new Date(today - 86_400_000),
      new Date(month),
      new Date(nowMs + 1),
    ],
  );
  return { today: row!.today, yesterday: row!.yesterday, month: row!.month };
}

/**
 * Affiliate withdraw: moves income to the member's credit. Days 1-5 only (1005), one per Bangkok
 * day (1004, also a unique key), not more than the affiliate balance (1001); the affiliate wallet
 * row is locked for the decision and the debit.
 */
async function affiliateWithdraw(
  ctx: AppContext,
  member: MemberRow,
  amountSatang: number,
  key: string,
): Promise<Answer> {
  const at = new Date(affiliateNow(ctx, member.id));
  const [affWallet, memberWallet] = await Promise.all([
    ctx.wallets.affiliate(member.id),
    ctx.wallets.member(member.id),
  ]);
  return once(ctx.db, { key, fingerprint: fingerprint(['aff-withdraw', member.id, amountSatang]), at }, async (tx) => {
    const today = bangkokDay(at.getTime());
    const dayOfMonth = Number(today.slice(8, 10));
    if (dayOfMonth < WITHDRAW_DAYS.first || dayOfMonth > WITHDRAW_DAYS.last) {
      throw new Refusal({
        code: Code.tooSoon,
        message:
          `affiliate income can be withdrawn on days ${WITHDRAW_DAYS.first} to ${WITHDRAW_DAYS.last} ` +
          'of each month',
      });
    }
    const [wallet] = await tx.query<{ balance_satang: number }>(
      'SELECT balance_satang FROM wallets WHERE id = $1 FOR UPDATE',
      [affWallet],
    );
    const [already] = await tx.query('SELECT 1 FROM affiliate_withdrawals WHERE member_id = $1 AND day = $2', [
      member.id,
      today,
    ]);
    if (already) throw new Refusal({ code: Code.affiliateOncePerDay, message: 'one affiliate withdrawal per day' });
    if (amountSatang > wallet!.balance_satang) {
      throw new Refusal({
        code: Code.insufficientBalance,
        message: 'insufficient affiliate balance',
        result: { balance: baht(wallet!.balance_satang) },
      });
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO affiliate_withdrawals (member_id, amount_satang, day, created_at) VALUES ($1, $2, $3, $4)
       RETURNING id::int AS id`,
      [member.id, amountSatang, today, at],
    );
    const moved = await post(tx, {
      kind: 'affiliate-withdrawal',
      idempotencyKey: `affiliate:withdrawal:${row!.id}`,
      at,
      postings: [
        { walletId: affWallet, amount: -amountSatang },
        { walletId: memberWallet, amount: amountSatang },
      ],
    });
    return {
      code: Code.ok,
      message: 'moved to your credit',
      result: {
        id: row!.id,
        amount: baht(amountSatang),
        balance: baht(moved.balances.get(affWallet)!),
        credit: baht(moved.balances.get(memberWallet)!),
      },
    };
  });
}

type MemberKey = [created: string, id: string];
const MEMBER_KEY = ['time', 'uuid'] as const;

/**
 * The downline, newest first, read in the order of members (upline_id, created_at, id) (migration 018): a page costs
 * its rows whatever the downline's size; each row's sums come from that downline's own commission rows.
 */
export const DOWNLINE_SQL = {
  first: downlineSql(''),
  after: downlineSql('AND (m.created_at, m.id) < ($4::timestamptz, $5::uuid)'),
};
function downlineSql(after: string) {
  return `SELECT m.id::text AS id, ${CURSOR_TIME('m.created_at')} AS key_at, m.username, m.created_at,
            coalesce(c.turnover, 0)::bigint AS turnover, coalesce(c.commission, 0)::bigint AS commission
     FROM members m LEFT JOIN LATERAL (
       SELECT sum(turnover_satang) AS turnover, sum(commission_satang) AS commission FROM affiliate_commissions
       WHERE downline_id = m.id AND upline_id = $1
     ) c ON true
     WHERE m.upline_id = $1 ${after} ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`;
}

type MoveKey = [at: string, id: number];
const MOVE_KEY = ['time', 'int'] as const;

/**
 * The affiliate wallet's movements, newest first. They are the member's own (a commission a day, a withdrawal now
 * and then), read through the wallet's index (ledger_entries (wallet_id, id)); a day's credits become one row.
 */
const MOVES = `WITH moves AS (
    SELECT e.id, t.kind, e.amount_satang, t.memo, e.created_at,
           substring(t.idempotency_key FROM '^affiliate:commission:(\\d{4}-\\d{2}-\\d{2}):') AS day
    FROM wallets w JOIN ledger_entries e ON e.wallet_id = w.id
      JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE w.member_id = $1 AND w.kind = 'affiliate'
  ), grouped AS (
    SELECT max(id) AS id, kind, sum(amount_satang)::bigint AS amount_satang, min(memo) AS memo, day,
           max(created_at) AS created_at
    FROM moves GROUP BY kind, day, CASE WHEN day IS NULL THEN id END
  )`;
export const MOVES_SQL = {
  first: movesSql(''),
  after: movesSql('WHERE (r.created_at, r.id) < ($4::timestamptz, $5::bigint)'),
};
function movesSql(after: string) {
  return `${MOVES}
    SELECT r.id::int AS id, ${CURSOR_TIME('r.created_at')} AS key_at, r.kind, r.amount_satang, r.memo, r.day,
           r.created_at, (SELECT count(*) FROM grouped)::int AS total,
           NOT EXISTS (SELECT 1 FROM affiliate_commissions c
                       WHERE c.upline_id = $1 AND c.day = r.day::date AND NOT c.complete) AS done
    FROM grouped r ${after} ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`;
}

/** A page past the end still says how many movements there are. */
async function movesCount(ctx: AppContext, memberId: string): Promise<number> {
  const [row] = await ctx.db.query<{ total: number }>(`${MOVES} SELECT count(*)::int AS total FROM grouped`, [
    memberId,
  ]);
  return row?.total ?? 0;
}

/**
 * The daily report, newest day first: the index (upline_id, day, …) is read backwards from the page's last day and
 * grouped as it goes, so a page reads its own days only; the range's totals come from the same index alone.
 */
export const REPORT_SQL = `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS members,
    sum(turnover_satang)::bigint AS turnover, sum(commission_satang)::bigint AS commission
  FROM affiliate_commissions WHERE upline_id = $1 AND day BETWEEN $2 AND $3
  GROUP BY day ORDER BY day DESC LIMIT $4 OFFSET $5`;
export const REPORT_TOTALS_SQL = `SELECT count(DISTINCT day)::int AS days, count(DISTINCT downline_id)::int AS members,
    coalesce(sum(turnover_satang), 0)::bigint AS turnover, coalesce(sum(commission_satang), 0)::bigint AS commission
  FROM affiliate_commissions WHERE upline_id = $1 AND day BETWEEN $2 AND $3`;

export function affiliateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/aff/getDetailLeader', async (request) => {
    const member = await requireMember(ctx, request);
    const now = affiliateNow(ctx, member.id);
    const [earned, balance, [counts], [last]] = await Promise.all([
      income(ctx, member.id, now),
      affiliateBalance(ctx, member.id),
      ctx.db.query<{ members: number }>('SELECT count(*)::int AS members FROM members WHERE upline_id = $1', [
        member.id,
      ]),
      ctx.db.query<{ ran_at: Date | null; rate: number }>(
        `SELECT (SELECT max(ran_at) FROM affiliate_rollups) AS ran_at, affiliate_commission_bp AS rate
         FROM groups WHERE id = $1`,
        [member.group_id],
      ),
    ]);
    return ok({
      username: member.username,
      affiliate_code: member.affiliate_code,
      balance: baht(balance),
      members: counts?.members ?? 0,
      commission_percent: (last?.rate ?? 0) / 100,
      income: { today: baht(earned.today), yesterday: baht(earned.yesterday), month: baht(earned.month) },
      last_update: last?.ran_at ? last.ran_at.toISOString() : null,
      next_update: nextRollupAt(now).toISOString(),
    });
  });

  app.post('/api/aff/memberList', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(pageBody, request.body);
    const key = body.cursor ? decodeCursor<MemberKey>(body.cursor, MEMBER_KEY) : undefined;
    const [rows, [count]] = await Promise.all([
      ctx.db.query<{
        id: string;
        key_at: string;
        username: string;
        created_at: Date;
        turnover: number;
        commission: number;
      }>(key ? DOWNLINE_SQL.after : DOWNLINE_SQL.first, [member.id, body.limit, body.offset, ...(key ?? [])]),
      ctx.db.query<{ total: number }>('SELECT count(*)::int AS total FROM members WHERE upline_id = $1', [member.id]),
    ]);
    return ok({
      list: rows.map((r) => ({
        username: masked(r.username),
        registered: epoch(r.created_at),
        turnover: baht(r.turnover),
        commission: baht(r.commission),
      })),
      total: count?.total ?? 0,
      next: nextOf(rows, body.limit, (r): MemberKey => [r.key_at, r.id]),
    });
  });

  // The affiliate wallet's movements: commissions in, withdrawals to the credit out. A day's commission is one row,
  // whatever number of credits paid it (a day rolled up early in the sandbox is topped up later): its total, at its
  // latest credit, done once the day is complete (in progress while the day it was earned on is still going).
  app.post('/api/aff/transaction', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(pageBody, request.body);
    const key = body.cursor ? decodeCursor<MoveKey>(body.cursor, MOVE_KEY) : undefined;
    const rows = await ctx.db.query<{
      id: number;
      key_at: string;
      kind: string;
      amount_satang: number;
      memo: string | null;
      day: string | null;
      created_at: Date;
      done: boolean;
      total: number;
    }>(key ? MOVES_SQL.after : MOVES_SQL.first, [member.id, body.limit, body.offset, ...(key ?? [])]);
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        time: epoch(r.created_at),
        type: r.kind === 'affiliate-commission' ? 'commission' : 'withdraw',
        amount: baht(Math.abs(r.amount_satang)),
        currency: 'baht',
        status: r.done ? 1 : 0,
        note: r.memo ?? (r.kind === 'affiliate-withdrawal' ? 'moved to credit' : ''),
        // The business day a commission was earned on (the site words the note itself).
        day: r.day,
      })),
      total: rows[0]?.total ?? (await movesCount(ctx, member.id)),
      next: nextOf(rows, body.limit, (r): MoveKey => [r.key_at, r.id]),
    });
  });

  app.post('/api/aff/withdraw', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(withdrawBody, request.body);
    const satang = satangOf(body.amount);
    if (satang === undefined || satang <= 0) return { code: Code.incorrectData, message: 'the amount must not be 0' };
    return affiliateWithdraw(
      ctx,
      member,
      satang,
      idempotencyKey(`aff-withdraw:${member.id}`, idempotencyKeyHeader(request.headers)),
    );
  });

  // Daily report: one row per rolled-up day (newest first) between from and to (default: the last 30 days), with the
  // range's totals. A range that ends before it starts, or spans more than a year, is refused (8000).
  app.post('/api/aff/reportTransaction', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(reportBody, request.body);
    const to = body.to ?? bangkokDay(affiliateNow(ctx, member.id));
    const from = body.from ?? addDays(to, -30);
    if (from > to) throw new ApiError(Code.incorrectData, 'from: must not be after to');
    if (from < addDays(to, -REPORT_MAX_DAYS))
      throw new ApiError(Code.incorrectData, `from: a report spans at most ${REPORT_MAX_DAYS} days`);
    // After a cursor the page starts the day before the cursor's day.
    const last = body.cursor ? decodeCursor<[string]>(body.cursor, ['day'])[0] : undefined;
    const until = last && last <= to ? addDays(last, -1) : to;
    const [rows, [totals]] = await Promise.all([
      ctx.db.query<{ day: string; members: number; turnover: number; commission: number }>(REPORT_SQL, [
        member.id,
        from,
        until,
        body.limit,
        body.offset,
      ]),
      ctx.db.query<{ days: number; members: number; turnover: number; commission: number }>(REPORT_TOTALS_SQL, [
        member.id,
        from,
        to,
      ]),
    ]);
    return ok({
      from,
      to,
      list: rows.map((r) => ({
        date: r.day,
        members: r.members,
        turnover: baht(r.turnover),
        commission: baht(r.commission),
      })),
      next: nextOf(rows, body.limit, (r) => [r.day]),
      totals: {
        days: totals!.days,
        members: totals!.members,
        turnover: baht(totals!.turnover),
        commission: baht(totals!.commission),
      },
    });
  });

  app.post('/api/aff/reportDetailTransaction', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(reportDetailBody, request.body);
    const rows = await ctx.db.query<{ username: string; turnover: number; commission: number }>(
      `SELECT m.username, c.turnover_satang AS turnover, c.commission_satang AS commission
       FROM affiliate_commissions c JOIN members m ON m.id = c.downline_id
       WHERE c.upline_id = $1 AND c.day = $2 ORDER BY c.turnover_satang DESC`,
      [member.id, body.date],
    );
    return ok({
      date: body.date,
      list: rows.map((r) => ({
        username: masked(r.username),
        turnover: baht(r.turnover),
        commission: baht(r.commission),
      })),
    });
  });
}
