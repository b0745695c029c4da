import type { FastifyInstance } from 'fastify';
import {
  breakBalanceBody,
  breakBody,
  breakKindOf,
  breakWithdrawBody,
  consentBody,
  CONSENT_POLICY_VERSION,
  depositLimitPeriods,
  depositLimitsBody,
  maskBankNumber,
  protection,
  realityBody,
  realityCheckBody,
  STATEMENT_MAX_DAYS,
  statementBody,
  withdrawPassBody,
  type ProtectionState,
} from '@lobby/contract';
import { requireMember } from '../auth/guard.ts';
import { authenticate } from '../auth/login.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { hit } from '../auth/rate-limit.ts';
import { revokeMemberSessions } from '../auth/sessions.ts';
import { AccessTokens } from '../auth/tokens.ts';
import { baht, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { memberByUsername, type MemberRow } from '../member/repo.ts';
import { idempotencyKey, idempotencyKeyHeader } from '../wallet/idempotency.ts';
import { addDays, bangkokDayStart } from '../wallet/money.ts';
import { requestWithdrawal, withdrawState } from '../wallet/withdrawals.ts';
import { appendChoice, breakOf, choicesOf, choiceView, depositUsage, iso, lockMember } from './repo.ts';

/** A member on a break proves the password once and may then see and withdraw for this long. */
export const WITHDRAW_PASS_SECONDS = 15 * 60;
const BREAK_PASSWORD_ATTEMPTS = 5;
const BREAK_PASSWORD_WINDOW_SECONDS = 15 * 60;

/**
 * Withdraw passes are signed with their own key (derived like launch tickets): a pass is never an access token, so
 * every route but the three below refuses it, and no access token is a pass.
 */
const passKeys = new WeakMap<AppContext, AccessTokens>();
const passTokens = (ctx: AppContext) => {
  let tokens = passKeys.get(ctx);
  if (!tokens) passKeys.set(ctx, (tokens = new AccessTokens(`withdraw-pass:${ctx.secrets.token}`)));
  return tokens;
};

/** What the member's protection page shows: limits with what each period holds, the reality check, the history. */
async function stateOf(ctx: AppContext, q: Queryable, member: MemberRow): Promise<ProtectionState> {
  const now = ctx.clock.now();
  const [choices, used, group] = await Promise.all([
    choicesOf(q, member.id),
    depositUsage(q, member.id, now, true),
    q.query<{ min_age: number }>('SELECT min_age FROM groups WHERE id = $1', [member.group_id]),
  ]);
  const limits = protection.limitsAt(choices, now);
  const onBreak = protection.breakAt(choices, now);
  const limitView = (period: (typeof depositLimitPeriods)[number]) => {
    const l = limits[period];
    return {
      amount: l.amount === null ? null : baht(l.amount),
      pending: l.pending && {
        amount: l.pending.amount === null ? null : baht(l.pending.amount),
        effective_at: iso(l.pending.effective_at)!,
      },
      used: baht(used[period]),
      resets_at: iso(protection.limitPeriod(period, now).end)!,
    };
  };
  return {
    limits: { day: limitView('day'), week: limitView('week'), month: limitView('month') },
    reality_check: { minutes: protection.realityCheckAt(choices, now) },
    break: onBreak && { kind: onBreak.kind, until: iso(onBreak.until), since: iso(onBreak.since)! },
    history: choices.slice(-100).reverse().map(choiceView),
    min_age: group[0]?.min_age ?? 20,
  };
}

/** The member behind a withdraw pass, while the pass is good and the member is still on the break. */
async function passHolder(ctx: AppContext, pass: string) {
  const verified = passTokens(ctx).verify(pass, ctx.clock.now());
  if (!verified.ok)
    throw new ApiError(Code.sessionInvalid, 'this withdrawal pass is no longer valid: enter your password again');
  const member = await memberByUsername(ctx.db, verified.claims.usr);
  if (!member || member.id !== verified.claims.sub || member.status === 'disabled')
    throw new ApiError(Code.sessionInvalid, 'this withdrawal pass is no longer valid: enter your password again');
  const onBreak = await breakOf(ctx.db, member.id, ctx.clock.now());
  if (!onBreak) throw new ApiError(Code.sessionInvalid, 'your break has ended: log in as usual');
  return { member, onBreak, exp: verified.claims.exp };
}

async function breakAccount(
  ctx: AppContext,
  member: MemberRow,
  onBreak: { kind: 'timeout' | 'self_exclusion'; until: number | null; since: number },
  pass: string,
  exp: number,
) {
  const [[wallet], [account], limits] = await Promise.all([
    ctx.db.query<{ balance_satang: number }>(
      `SELECT balance_satang FROM wallets WHERE member_id = $1 AND kind = 'member'`,
      [member.id],
    ),
    ctx.db.query<{ bank_id: string; bank_no: string }>(
      'SELECT bank_id, bank_no FROM member_bank_accounts WHERE member_id = $1 ORDER BY id LIMIT 1',
      [member.id],
    ),
    withdrawState(ctx, member),
  ]);
  return {
    pass,
    expires_at: new Date(exp * 1000).toISOString(),
    username: member.username,
    break: { kind: onBreak.kind, until: iso(onBreak.until), since: iso(onBreak.since)! },
    balance: baht(wallet?.balance_satang ?? 0),
    account: account ? { bank_id: account.bank_id, bank_no: maskBankNumber(account.bank_no) } : null,
    min: limits.withdrawMin,
    max: limits.withdrawMax,
  };
}

export function protectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/member/protection/state', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await stateOf(ctx, ctx.db, member));
  });

  // Each period decided in one locked step: the limit in force is read after the lock, so the 24-hour rule is judged
  // on what the previous change committed.
  app.post('/api/v1/member/protection/deposit-limits', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(depositLimitsBody, request.body);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      const limits = protection.limitsAt(await choicesOf(tx, member.id), now);
      for (const period of depositLimitPeriods) {
        const wanted = body[period];
        if (wanted === undefined) continue;
        const { amount, pending } = limits[period];
        // Nothing to change: the limit in force with nothing waiting, or the very raise already waiting.
        if ((wanted === amount && !pending) || (pending && wanted === pending.amount)) continue;
        await appendChoice(tx, member.id, {
          kind: 'deposit_limit',
          period,
          amount: wanted,
          made_at: now,
          effective_at: protection.limitChangeEffectiveAt(amount, wanted, now),
        });
      }
    });
    return ok(await stateOf(ctx, ctx.db, member));
  });

  app.post('/api/v1/member/protection/break', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(breakBody, request.body);
    const now = ctx.clock.now();
    // Counted before the password is checked, like a password change: a stolen phone cannot guess at speed.
    if ((await hit(ctx.db, `break:${member.id}`, BREAK_PASSWORD_WINDOW_SECONDS, now)) > BREAK_PASSWORD_ATTEMPTS)
      throw new ApiError(Code.loginWait, 'too many attempts: wait 15 minutes and retry', {
        result: { wait: BREAK_PASSWORD_WINDOW_SECONDS },
      });
    const [row] = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
      member.id,
    ]);
    if (!row || !(await verifyPassword(row.password_hash, body.password)))
      throw new ApiError(Code.wrongCredentials, 'the password is incorrect');
    const kind = breakKindOf(body.duration);
    const until = protection.breakEnd(body.duration, now);
    await ctx.db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      await appendChoice(tx, member.id, {
        kind,
        duration: body.duration,
        made_at: now,
        effective_at: now,
        ends_at: until,
      });
      // Effective at once: every login of the member ends, and the game windows with them (tickets check it).
      await revokeMemberSessions(ctx, tx, member.id, kind);
    });
    return ok({ kind, until: iso(until), since: iso(now)! });
  });

  app.post('/api/v1/member/protection/reality-check', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(realityCheckBody, request.body);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      await appendChoice(tx, member.id, {
        kind: 'reality_check',
        minutes: body.minutes,
        made_at: now,
        effective_at: now,
      });
    });
    return ok(await stateOf(ctx, ctx.db, member));
  });

  app.post('/api/v1/member/protection/reality', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(realityBody, request.body ?? {});
    const now = ctx.clock.now();
    const [[session], choices] = await Promise.all([
      ctx.db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE id = $1', [member.sessionId]),
      choicesOf(ctx.db, member.id),
    ]);
    const sent = body.since === undefined ? undefined : Date.parse(body.since);
    const since = Math.min(now, sent ?? session?.created_at.getTime() ?? now);
    const [play] = await ctx.db.query<{ bets: number; wins: number }>(
      `SELECT coalesce(sum(amount_satang) FILTER (WHERE kind = 'bet'), 0)::bigint AS bets,
              coalesce(sum(amount_satang) FILTER (WHERE kind = 'win'), 0)::bigint AS wins
       FROM game_transactions WHERE member_id = $1 AND status = 'ok' AND created_at >= $2 AND created_at <= $3`,
      [member.id, new Date(since), new Date(now)],
    );
    const bets = play?.bets ?? 0;
    const wins = play?.wins ?? 0;
    return ok({
      minutes: protection.realityCheckAt(choices, now),
      since: iso(since)!,
      net: baht(wins - bets),
      bets: baht(bets),
      wins: baht(wins),
    });
  });

  app.post('/api/v1/member/protection/statement', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(statementBody, request.body);
    const start = bangkokDayStart(body.from);
    const end = bangkokDayStart(addDays(body.to, 1));
    const days = (end - start) / 86_400_000;
    if (days < 1 || days > STATEMENT_MAX_DAYS)
      throw new ApiError(Code.incorrectData, `from must be on or before to, at most ${STATEMENT_MAX_DAYS} days`);
    const range = [member.id, new Date(start), new Date(end)];
    const [[deposits], [withdrawals], [play]] = await Promise.all([
      ctx.db.query<{ n: number; total: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount_satang), 0)::bigint AS total FROM deposits
         WHERE member_id = $1 AND status = 'paid' AND settled_at >= $2 AND settled_at < $3`,
        range,
      ),
      ctx.db.query<{ n: number; total: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount_satang), 0)::bigint AS total FROM withdrawals
         WHERE member_id = $1 AND status <> 'rejected' AND created_at >= $2 AND created_at < $3`,
        range,
      ),
      ctx.db.query<{ bets: number; wins: number }>(
        `SELECT coalesce(sum(amount_satang) FILTER (WHERE kind = 'bet'), 0)::bigint AS bets,
                coalesce(sum(amount_satang) FILTER (WHERE kind = 'win'), 0)::bigint AS wins
         FROM game_transactions WHERE member_id = $1 AND status = 'ok' AND created_at >= $2 AND created_at < $3`,
        range,
      ),
    ]);
    const paidIn = deposits?.total ?? 0;
    const paidOut = withdrawals?.total ?? 0;
    return ok({
      from: body.from,
      to: body.to,
      deposits: { count: deposits?.n ?? 0, total: baht(paidIn) },
      withdrawals: { count: withdrawals?.n ?? 0, total: baht(paidOut) },
      net: baht(paidIn - paidOut),
      play: {
        bets: baht(play?.bets ?? 0),
        wins: baht(play?.wins ?? 0),
        net: baht((play?.wins ?? 0) - (play?.bets ?? 0)),
      },
    });
  });

  app.post('/api/v1/member/protection/consent', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(consentBody, request.body);
    const now = new Date(ctx.clock.now());
    // A choice cannot be dated after it reached us.
    const decided = new Date(Math.min(Date.parse(body.decided_at), now.getTime()));
    await ctx.db.query(
      `INSERT INTO consent_records (member_id, policy_version, purposes, decided_at, recorded_at)
       VALUES ($1, $2, $3::jsonb, $4, $5)`,
      [member.id, body.version, JSON.stringify(body.purposes), decided, now],
    );
    return ok(
      { version: body.version, recorded_at: now.toISOString(), current: body.version === CONSENT_POLICY_VERSION },
      { policy: CONSENT_POLICY_VERSION },
    );
  });

  // A member on a break cannot log in; this is how they still reach their money (documented in the README).
  app.post('/api/v1/protection/withdraw-pass', async (request) => {
    const body = parseInput(withdrawPassBody, request.body);
    const member = await authenticate(ctx, body.username, body.password, request.ip, body.groupID);
    const now = ctx.clock.now();
    const onBreak = await breakOf(ctx.db, member.id, now);
    if (!onBreak) throw new ApiError(Code.incorrectData, 'this account is not on a break: log in as usual');
    const iat = Math.floor(now / 1000);
    const exp = iat + WITHDRAW_PASS_SECONDS;
    const pass = passTokens(ctx).sign({
      sub: member.id,
      sid: 'withdraw-pass',
      usr: member.username,
      grp: member.group_id,
      iat,
      exp,
    });
    return ok(await breakAccount(ctx, member, onBreak, pass, exp));
  });

  app.post('/api/v1/protection/balance', async (request) => {
    const body = parseInput(breakBalanceBody, request.body);
    const { member, onBreak, exp } = await passHolder(ctx, body.pass);
    return ok(await breakAccount(ctx, member, onBreak, body.pass, exp));
  });

  app.post('/api/v1/protection/withdraw', async (request) => {
    const body = parseInput(breakWithdrawBody, request.body);
    const { member } = await passHolder(ctx, body.pass);
    const key = idempotencyKey(`withdraw:${member.id}`, idempotencyKeyHeader(request.headers));
    return requestWithdrawal(ctx, member, body.balance, key);
  });
}
