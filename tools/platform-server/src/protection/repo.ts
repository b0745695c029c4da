import {
  depositLimitPeriods,
  protection,
  type BreakDuration,
  type DepositLimitPeriod,
  type ProtectionChoiceView,
} from '@lobby/contract';
import { baht } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError, Code } from '../http/codes.ts';

type Choice = protection.ProtectionChoice;

interface ChoiceRow {
  kind: Choice['kind'];
  period: DepositLimitPeriod | null;
  amount_satang: number | null;
  minutes: number | null;
  duration: BreakDuration | null;
  made_at: Date;
  effective_at: Date;
  ends_at: Date | null;
}

const CHOICE_COLUMNS = 'kind, period, amount_satang, minutes, duration, made_at, effective_at, ends_at';

const toChoice = (r: ChoiceRow): Choice => ({
  kind: r.kind,
  period: r.period,
  amount: r.amount_satang,
  minutes: r.minutes,
  duration: r.duration,
  made_at: r.made_at.getTime(),
  effective_at: r.effective_at.getTime(),
  ends_at: r.ends_at?.getTime() ?? null,
});

/** Every choice of the member, oldest first (the state is worked out from all of them). */
export async function choicesOf(q: Queryable, memberId: string): Promise<Choice[]> {
  const rows = await q.query<ChoiceRow>(
    `SELECT ${CHOICE_COLUMNS} FROM protection_choices WHERE member_id = $1 ORDER BY made_at, id`,
    [memberId],
    { prepare: 'protection_choices' },
  );
  return rows.map(toChoice);
}

/**
 * Serialises every protection decision of one member (limits, deposits, breaks): the member's row is locked for the
 * rest of the transaction, so two decisions never read the same state (see withdrawals.ts for the same shape).
 */
export async function lockMember(tx: Queryable, memberId: string): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [memberId], { prepare: 'protection_lock' });
}

export async function appendChoice(
  tx: Queryable,
  memberId: string,
  c: Choice & { made_by?: 'member' | 'operator' },
): Promise<void> {
  await tx.query(
    `INSERT INTO protection_choices (member_id, kind, period, amount_satang, minutes, duration, ends_at, made_at,
       effective_at, made_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      memberId,
      c.kind,
      c.period ?? null,
      c.amount ?? null,
      c.minutes ?? null,
      c.duration ?? null,
      c.ends_at === undefined || c.ends_at === null ? null : new Date(c.ends_at),
      new Date(c.made_at),
      new Date(c.effective_at),
      c.made_by ?? 'member',
    ],
  );
}

/** The break in force (one indexed query): what login, launch and deposits ask. */
export async function breakOf(
  q: Queryable,
  memberId: string,
  nowMs: number,
): Promise<{ kind: 'timeout' | 'self_exclusion'; until: number | null; since: number } | null> {
  const rows = await q.query<{ kind: 'timeout' | 'self_exclusion'; ends_at: Date | null; effective_at: Date }>(
    `SELECT kind, ends_at, effective_at FROM protection_choices
     WHERE member_id = $1 AND kind IN ('timeout', 'self_exclusion') AND effective_at <= $2
       AND (ends_at IS NULL OR ends_at > $2)
     ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [memberId, new Date(nowMs)],
    { prepare: 'protection_break' },
  );
  const row = rows[0];
  return row ? { kind: row.kind, until: row.ends_at?.getTime() ?? null, since: row.effective_at.getTime() } : null;
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** 5002 with when the break ends, in the words every caller uses. */
export function onBreakError(b: { kind: 'timeout' | 'self_exclusion'; until: number | null; since: number }) {
  const what = b.kind === 'timeout' ? 'on a time-out' : 'self-excluded';
  const until = b.until === null ? 'for good' : `until ${iso(b.until)}`;
  return new ApiError(Code.onBreak, `this account is ${what} ${until}: withdrawing the balance stays possible`, {
    result: { kind: b.kind, until: iso(b.until), since: iso(b.since) },
  });
}

/** Refuses with 5002 while the member is on a break. */
export async function refuseOnBreak(q: Queryable, memberId: string, nowMs: number): Promise<void> {
  const b = await breakOf(q, memberId, nowMs);
  if (b) throw onBreakError(b);
}

/**
 * What each period's limit already holds: deposits paid in it, and (when asking for a new QR) QR codes still
 * payable — a QR asked for is money the member may pay at any moment, so N parallel QR requests cannot together pass
 * the limit. A credit counts only what was paid: the QR being paid was counted when it was asked for.
 */
export async function depositUsage(
  q: Queryable,
  memberId: string,
  nowMs: number,
  includePayable: boolean,
): Promise<Record<DepositLimitPeriod, number>> {
  const starts = depositLimitPeriods.map((p) => new Date(protection.limitPeriod(p, nowMs).start));
  const [row] = await q.query<{ day: number; week: number; month: number }>(
    `SELECT coalesce(sum(amount_satang) FILTER (WHERE at >= $2::timestamptz), 0)::bigint AS day,
            coalesce(sum(amount_satang) FILTER (WHERE at >= $3::timestamptz), 0)::bigint AS week,
            coalesce(sum(amount_satang) FILTER (WHERE at >= $4::timestamptz), 0)::bigint AS month
     FROM (
       SELECT amount_satang, settled_at AS at FROM deposits
       WHERE member_id = $1 AND status = 'paid'
         AND settled_at >= least($2::timestamptz, $3::timestamptz, $4::timestamptz)
       UNION ALL
       SELECT amount_satang, $5::timestamptz AS at FROM deposits
       WHERE $6::boolean AND member_id = $1 AND status = 'pending' AND source = 'qr' AND expires_at > $5::timestamptz
     ) counted`,
    [memberId, ...starts, new Date(nowMs), includePayable],
    { prepare: 'protection_usage' },
  );
  return { day: row?.day ?? 0, week: row?.week ?? 0, month: row?.month ?? 0 };
}

const PERIOD_WORD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/**
 * The deposit check, inside the caller's transaction after lockMember: a break refuses any deposit (5002), a limit
 * one that would pass it (1012). Undefined when the deposit may go ahead.
 */
export async function depositCheck(
  tx: Queryable,
  memberId: string,
  amountSatang: number,
  nowMs: number,
  mode: 'request' | 'credit',
): Promise<ApiError | undefined> {
  const choices = await choicesOf(tx, memberId);
  const onBreak = protection.breakAt(choices, nowMs);
  if (onBreak) return onBreakError(onBreak);
  const limits = protection.limitsAt(choices, nowMs);
  if (depositLimitPeriods.every((p) => limits[p].amount === null)) return undefined;
  const used = await depositUsage(tx, memberId, nowMs, mode === 'request');
  const over = protection.depositRefusal(limits, used, amountSatang);
  if (!over) return undefined;
  const resetsAt = iso(protection.limitPeriod(over.period, nowMs).end);
  return new ApiError(
    Code.depositLimit,
    `over your ${PERIOD_WORD[over.period]} deposit limit of ${baht(over.limit)} baht: ` +
      `${baht(over.remaining)} baht left until ` +
      `${resetsAt}`,
    {
      result: {
        period: over.period,
        limit: baht(over.limit),
        used: baht(over.used),
        remaining: baht(over.remaining),
        resets_at: resetsAt,
      },
    },
  );
}

/** A choice as the API answers it (baht, ISO times). */
export const choiceView = (c: Choice): ProtectionChoiceView => ({
  kind: c.kind,
  period: c.period ?? null,
  amount: c.amount === null || c.amount === undefined ? null : baht(c.amount),
  minutes: c.minutes ?? null,
  duration: c.duration ?? null,
  made_at: iso(c.made_at)!,
  effective_at: iso(c.effective_at)!,
  ends_at: iso(c.ends_at),
});

export { iso };
