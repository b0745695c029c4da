import type { FastifyInstance } from 'fastify';
import {
  affiliatePageBody as pageBody,
  affiliateReportBody as reportBody,
  affiliateReportDetailBody as reportDetailBody,
  affiliateWithdrawBody as withdrawBody,
} from '@lobby/contract';
import { requireMember } from '../auth/guard.ts';
import { baht, nowDate, type AppContext } from '../context.ts';
import { Code, ok } from '../http/codes.ts';
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
import { nextRollupAt } from './rollup.ts';

/** Affiliate withdrawals are allowed on these days of the month only (spec §9). */
const WITHDRAW_DAYS = { first: 1, last: 5 };

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

/** Income credited in [from, to) (the roll-up credits at 11:00 for the day before). */
async function incomeBetween(ctx: AppContext, memberId: string, from: number, to: number): Promise<number> {
  const [row] = await ctx.db.query<{ s: number }>(
    `SELECT coalesce(sum(commission_satang), 0)::bigint AS s FROM affiliate_commissions
     WHERE upline_id = $1 AND credited_at >= $2 AND credited_at < $3`,
    [memberId, new Date(from), new Date(to)],
  );
  return row!.s;
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
  const at = nowDate(ctx);
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

export function affiliateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/aff/getDetailLeader', async (request) => {
    const member = await requireMember(ctx, request);
    const now = ctx.clock.now();
    const today = bangkokDayStart(bangkokDay(now));
    const month = bangkokDayStart(`${bangkokDay(now).slice(0, 8)}01`);
    const [todayIncome, yesterdayIncome, monthIncome, balance, [counts], [last]] = await Promise.all([
      incomeBetween(ctx, member.id, today, today + 86_400_000),
      incomeBetween(ctx, member.id, today - 86_400_000, today),
      incomeBetween(ctx, member.id, month, now + 1),
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
      income: { today: baht(todayIncome), yesterday: baht(yesterdayIncome), month: baht(monthIncome) },
      last_update: last?.ran_at ? last.ran_at.toISOString() : null,
      next_update: nextRollupAt(now).toISOString(),
    });
  });

  app.post('/api/aff/memberList', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(pageBody, request.body);
    const rows = await ctx.db.query<{
      username: string;
      created_at: Date;
      turnover: number;
      commission: number;
      total: number;
    }>(
      `SELECT m.username, m.created_at, coalesce(sum(c.turnover_satang), 0)::bigint AS turnover,
              coalesce(sum(c.commission_satang), 0)::bigint AS commission, count(*) OVER ()::int AS total
       FROM members m LEFT JOIN affiliate_commissions c ON c.downline_id = m.id AND c.upline_id = $1
       WHERE m.upline_id = $1 GROUP BY m.id ORDER BY m.created_at DESC LIMIT $2 OFFSET $3`,
      [member.id, body.limit, body.offset],
    );
    return ok({
      list: rows.map((r) => ({
        username: masked(r.username),
        registered: epoch(r.created_at),
        turnover: baht(r.turnover),
        commission: baht(r.commission),
      })),
      total: rows[0]?.total ?? 0,
    });
  });

  // The affiliate wallet's movements: commissions in, withdrawals to the credit out.
  app.post('/api/aff/transaction', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(pageBody, request.body);
    const rows = await ctx.db.query<{
      id: number;
      kind: string;
      amount_satang: number;
      memo: string | null;
      created_at: Date;
      total: number;
    }>(
      `SELECT e.id::int AS id, t.kind, e.amount_satang, t.memo, e.created_at, count(*) OVER ()::int AS total
       FROM wallets w JOIN ledger_entries e ON e.wallet_id = w.id JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE w.member_id = $1 AND w.kind = 'affiliate' ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
      [member.id, body.limit, body.offset],
    );
    return ok({
      list: rows.map((r) => ({
        id: r.id,
        time: epoch(r.created_at),
        type: r.kind === 'affiliate-commission' ? 'commission' : 'withdraw',
        amount: baht(Math.abs(r.amount_satang)),
        currency: 'baht',
        status: 1,
        note: r.memo ?? (r.kind === 'affiliate-withdrawal' ? 'moved to credit' : ''),
      })),
      total: rows[0]?.total ?? 0,
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

  // Daily report: one row per rolled-up day (newest first) between from and to (default: last 30 days).
  app.post('/api/aff/reportTransaction', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(reportBody, request.body);
    const to = body.to ?? bangkokDay(ctx.clock.now());
    const from = body.from ?? addDays(to, -30);
    const rows = await ctx.db.query<{ day: string; members: number; turnover: number; commission: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS members, sum(turnover_satang)::bigint AS turnover,
              sum(commission_satang)::bigint AS commission
       FROM affiliate_commissions WHERE upline_id = $1 AND day BETWEEN $2 AND $3
       GROUP BY day ORDER BY day DESC LIMIT $4 OFFSET $5`,
      [member.id, from, to, body.limit, body.offset],
    );
    return ok({
      from,
      to,
      list: rows.map((r) => ({
        date: r.day,
        members: r.members,
        turnover: baht(r.turnover),
        commission: baht(r.commission),
      })),
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
