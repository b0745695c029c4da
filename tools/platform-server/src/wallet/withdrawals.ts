import { baht, nowDate, type AppContext } from '../context.ts';
import { Code } from '../http/codes.ts';
import type { MemberRow } from '../member/repo.ts';
import { fingerprint, once, Refusal, type Answer } from './idempotency.ts';
import { PAYOUT_WALLET, post, WITHDRAWALS_PENDING_WALLET } from './ledger.ts';

const DAY_MS = 24 * 3600 * 1000;

interface Rules {
  balance_satang: number;
  min_withdraw_satang: number;
  max_withdraw_satang: number;
  withdraw_cooldown_seconds: number;
  withdraw_daily_count: number | null;
  withdraw_daily_amount_satang: number | null;
}

const iso = (d: Date) => d.toISOString();

/**
 * A withdrawal request (spec §5, codes of §8). The member's wallet row is locked first (SELECT … FOR
 * UPDATE), and only then are the cooldown and the rolling 24-hour limits read: every withdrawal of
 * the member queues on that lock, so the balance, the cooldown and the limits are decided on what
 * the previous one committed, and the debit happens in the same transaction. A refusal moves nothing.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  member: MemberRow,
  amountSatang: number,
  key: string,
): Promise<Answer> {
  const at = nowDate(ctx);
  const [walletId, pendingId] = await Promise.all([
    ctx.wallets.member(member.id),
    ctx.wallets.system(WITHDRAWALS_PENDING_WALLET),
  ]);
  return once(ctx.db, { key, fingerprint: fingerprint(['withdraw', member.id, amountSatang]), at }, async (tx) => {
    const [rules] = await tx.query<Rules>(
      `SELECT w.balance_satang, g.min_withdraw_satang, g.max_withdraw_satang, g.withdraw_cooldown_seconds,
              g.withdraw_daily_count, g.withdraw_daily_amount_satang
       FROM wallets w JOIN groups g ON g.id = $2 WHERE w.id = $1 FOR UPDATE OF w`,
      [walletId, member.group_id],
      { prepare: 'withdraw_lock' },
    );
    if (!rules) throw new Error(`member ${member.id} has no wallet`);
    if (amountSatang < rules.min_withdraw_satang) {
      const min = baht(rules.min_withdraw_satang);
      throw new Refusal({
        code: Code.belowMinimum,
        message: `minimum withdrawal is ${min} baht`,
        min,
        result: { min },
      });
    }
    if (amountSatang > rules.max_withdraw_satang) {
      const max = baht(rules.max_withdraw_satang);
      throw new Refusal({
        code: Code.incorrectData,
        message: `at most ${max} baht per withdrawal`,
        max,
        result: { max },
      });
    }
    // Read after the lock: this statement's snapshot includes every withdrawal committed before it.
    const [recent] = await tx.query<{
      last_at: Date | null;
      oldest_at: Date | null;
      n: number;
      total: number;
      bank_id: string | null;
      bank_no: string | null;
      acc_name: string | null;
    }>(
      `SELECT max(wd.created_at) AS last_at, min(wd.created_at) AS oldest_at, count(wd.id)::int AS n,
              coalesce(sum(wd.amount_satang), 0)::bigint AS total,
              a.bank_id, a.bank_no, a.acc_name
       FROM (SELECT 1) one
       LEFT JOIN withdrawals wd ON wd.member_id = $1 AND wd.status <> 'rejected' AND wd.created_at > $2
       LEFT JOIN LATERAL (
         SELECT bank_id, bank_no, acc_name FROM member_bank_accounts WHERE member_id = $1 ORDER BY id LIMIT 1
       ) a ON true
       GROUP BY a.bank_id, a.bank_no, a.acc_name`,
      [member.id, new Date(at.getTime() - DAY_MS)],
      { prepare: 'withdraw_recent' },
    );
    if (!recent?.bank_id)
      throw new Refusal({
        code: Code.noBankAccount,
        message: 'no registered bank account: log in again or contact admin',
      });
    const cooldownMs = rules.withdraw_cooldown_seconds * 1000;
    if (recent.last_at && recent.last_at.getTime() + cooldownMs > at.getTime()) {
      const next = new Date(recent.last_at.getTime() + cooldownMs);
      throw new Refusal({
        code: Code.tooSoon,
        message: `please wait ${rules.withdraw_cooldown_seconds / 60} minutes between withdrawals`,
        result: { date: iso(recent.last_at), next: iso(next), wait: Math.ceil((next.getTime() - at.getTime()) / 1000) },
      });
    }
    if (amountSatang > rules.balance_satang) {
      throw new Refusal({
        code: Code.insufficientBalance,
        message: 'not enough balance',
        result: { balance: baht(rules.balance_satang) },
      });
    }
    const countFull = rules.withdraw_daily_count !== null && recent.n >= rules.withdraw_daily_count;
    const amountFull =
      rules.withdraw_daily_amount_satang !== null && recent.total + amountSatang > rules.withdraw_daily_amount_satang;
    if (countFull || amountFull) {
      const wait = recent.oldest_at
        ? Math.max(0, Math.ceil((recent.oldest_at.getTime() + DAY_MS - at.getTime()) / 1000))
        : 0;
      const remaining =
        rules.withdraw_daily_amount_satang === null
          ? null
          : baht(Math.max(0, rules.withdraw_daily_amount_satang - recent.total));
      const countRemaining =
        rules.withdraw_daily_count === null ? null : Math.max(0, rules.withdraw_daily_count - recent.n);
      const [code, message] =
        countFull && amountFull
          ? [Code.bothLimits, 'withdrawal amount and count limits reached']
          : countFull
            ? [Code.countLimit, 'withdrawal count limit reached']
            : [Code.amountLimit, 'withdrawal amount limit reached'];
      throw new Refusal({ code, message, result: { remaining, count_remaining: countRemaining, wait } });
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO withdrawals (member_id, amount_satang, bank_id, bank_no, acc_name, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6) RETURNING id::int AS id`,
      [member.id, amountSatang, recent.bank_id, recent.bank_no, recent.acc_name, at],
      { prepare: 'withdraw_insert' },
    );
    const moved = await post(tx, {
      kind: 'withdrawal',
      idempotencyKey: `withdrawal:${row!.id}`,
      at,
      postings: [
        { walletId, amount: -amountSatang },
        { walletId: pendingId, amount: amountSatang },
      ],
    });
    return {
      code: Code.ok,
      message: 'withdrawal requested',
      result: {
        id: row!.id,
        amount: baht(amountSatang),
        balance: baht(moved.balances.get(walletId)!),
        status: 'pending',
        date: iso(at),
        next: iso(new Date(at.getTime() + cooldownMs)),
      },
    };
  });
}

/** The withdraw state of spec §3 (withdraw allowed, timeLester, min, max) for getMinWithdraw. */
export async function withdrawState(ctx: AppContext, member: MemberRow) {
  const [row] = await ctx.db.query<{
    min_withdraw_satang: number;
    max_withdraw_satang: number;
    withdraw_cooldown_seconds: number;
    last_at: Date | null;
  }>(
    `SELECT g.min_withdraw_satang, g.max_withdraw_satang, g.withdraw_cooldown_seconds,
            (SELECT max(created_at) FROM withdrawals WHERE member_id = $1 AND status <> 'rejected') AS last_at
     FROM groups g WHERE g.id = $2`,
    [member.id, member.group_id],
  );
  const next = row?.last_at ? row.last_at.getTime() + row.withdraw_cooldown_seconds * 1000 : 0;
  const allowed = next <= ctx.clock.now();
  return {
    withdraw: allowed,
    timeLester: allowed ? null : new Date(next).toISOString(),
    withdrawMin: baht(row?.min_withdraw_satang ?? 30000),
    withdrawMax: baht(row?.max_withdraw_satang ?? 99999900),
  };
}

/**
 * The operator's decision (the sandbox approves or rejects at once). Approval pays the money out of
 * the pending account; rejection refunds the member through the ledger. A decided withdrawal stays
 * decided: the conditional UPDATE only moves a pending one.
 */
export async function decideWithdrawal(
  ctx: AppContext,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<Answer> {
  const at = nowDate(ctx);
  const [target] = await ctx.db.query<{ member_id: string }>(
    'SELECT member_id::text AS member_id FROM withdrawals WHERE id = $1',
    [id],
  );
  if (!target) return { code: Code.incorrectData, message: `no withdrawal ${id}` };
  const [pendingId, payoutId, memberWallet] = await Promise.all([
    ctx.wallets.system(WITHDRAWALS_PENDING_WALLET),
    ctx.wallets.system(PAYOUT_WALLET),
    ctx.wallets.member(target.member_id),
  ]);
  return once(
    ctx.db,
    { key: `withdrawal-decision:${id}`, fingerprint: fingerprint([decision, reason ?? null]), at },
    async (tx) => {
      const [w] = await tx.query<{ amount_satang: number; status: string }>(
        `UPDATE withdrawals SET status = $2, decided_at = $3, note = $4 WHERE id = $1 AND status = 'pending'
         RETURNING amount_satang, status`,
        [
          id,
          decision === 'approve' ? 'approved' : 'rejected',
          at,
          decision === 'reject' ? (reason ?? 'rejected by admin') : null,
        ],
      );
      if (!w) {
        const [now] = await tx.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]);
        throw new Refusal({ code: Code.incorrectData, message: `withdrawal ${id} is already ${now?.status}` });
      }
      const moved = await post(tx, {
        kind: decision === 'approve' ? 'withdrawal-payout' : 'withdrawal-refund',
        idempotencyKey: `withdrawal:${id}:${decision}`,
        at,
        postings:
          decision === 'approve'
            ? [
                { walletId: pendingId, amount: -w.amount_satang },
                { walletId: payoutId, amount: w.amount_satang },
              ]
            : [
                { walletId: pendingId, amount: -w.amount_satang },
                { walletId: memberWallet, amount: w.amount_satang },
              ],
      });
      const balance = moved.balances.get(memberWallet);
      return {
        code: Code.ok,
        message: decision === 'approve' ? 'paid out' : 'rejected and refunded',
        result: {
          id,
          status: w.status,
          amount: baht(w.amount_satang),
          ...(balance === undefined ? {} : { balance: baht(balance) }),
        },
      };
    },
  );
}
