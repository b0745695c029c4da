import { absolute, baht, nowDate, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError, Code } from '../http/codes.ts';
import { bangkokDay } from '../wallet/money.ts';
import { ensureWallet, HOUSE_WALLET, post } from '../wallet/ledger.ts';
import { visiblePromotion, type Lang } from './repo.ts';

/** A claimed promotion waits this long for its deposit. */
export const PENDING_HOURS = 24;
/** An active bonus has this long to reach its turnover. */
export const ACTIVE_DAYS = 7;

type State = 'pending' | 'active' | 'completed' | 'expired' | 'cancelled';

interface BonusRow {
  id: number;
  member_id: string;
  state: State;
  claimed_at: Date;
  activated_at: Date | null;
  expires_at: Date;
  deposit_satang: number;
  bonus_satang: number;
  turnover_required_satang: number;
  promotion_code: string;
  title_th: string;
  title_en: string;
  img: string;
  min_deposit_satang: number;
  bonus_percent: number;
  max_bonus_satang: number;
  turnover: number;
  turnover_done_satang: number;
}

/** The bonuses with their promotion, and the baht bet since each was credited (its turnover so far). */
const BONUS_SELECT = `SELECT b.id::int AS id, b.member_id, b.state, b.claimed_at, b.activated_at, b.expires_at,
    b.deposit_satang, b.bonus_satang, b.turnover_required_satang, p.code AS promotion_code, p.title_th, p.title_en,
    p.img, p.min_deposit_satang, p.bonus_percent, p.max_bonus_satang, p.turnover,
    CASE WHEN b.activated_at IS NULL THEN 0 ELSE COALESCE((
      SELECT sum(gt.amount_satang) FROM game_transactions gt
      WHERE gt.member_id = b.member_id AND gt.kind = 'bet' AND gt.status = 'ok' AND gt.created_at >= b.activated_at
        AND gt.created_at <= COALESCE(b.closed_at, b.expires_at)
    ), 0) END::bigint AS turnover_done_satang
  FROM bonuses b JOIN promotions p ON p.id = b.promotion_id`;

function bonusView(ctx: AppContext, b: BonusRow, lang: Lang) {
  return {
    _id: String(b.id),
    promotion: {
      _id: b.promotion_code,
      code: b.promotion_code,
      title: lang === 'en' ? b.title_en : b.title_th,
      img: absolute(ctx, b.img),
    },
    state: b.state,
    claimed_at: b.claimed_at.toISOString(),
    activated_at: b.activated_at?.toISOString() ?? null,
    expires_at: b.expires_at.toISOString(),
    deposit: baht(b.deposit_satang),
    bonus: baht(b.bonus_satang),
    turnover_required: baht(b.turnover_required_satang),
    turnover_done: baht(Math.min(Number(b.turnover_done_satang), Number(b.turnover_required_satang) || Infinity)),
    min_deposit: baht(b.min_deposit_satang),
  };
}

/** The bonus a qualifying deposit pays: the promotion's percent of it, up to its maximum (whole satang). */
export function bonusFor(depositSatang: number, percent: number, maxSatang: number): number {
  return Math.min(Math.floor((depositSatang * percent) / 100), maxSatang);
}

/**
 * Brings a member's open bonuses up to date, each step a conditional UPDATE so concurrent callers move a bonus once:
 * an active bonus that reached its turnover completes; a pending or active bonus past its time expires; and a pending
 * bonus takes a paid deposit of at least its minimum since the claim that no bonus has used (normally the deposit's
 * own step has already paid it: creditBonusOnDeposit; the key `bonus:<id>` pays it once whichever runs).
 */
export async function settleBonuses(ctx: AppContext, memberId: string): Promise<void> {
  const now = nowDate(ctx);
  const open = await ctx.db.query<BonusRow>(
    `${BONUS_SELECT} WHERE b.member_id = $1 AND b.state IN ('pending', 'active')`,
    [memberId],
  );
  for (const b of open) {
    if (b.state === 'pending') await activate(ctx, b, now);
    else if (Number(b.turnover_done_satang) >= Number(b.turnover_required_satang))
      await ctx.db.query(`UPDATE bonuses SET state = 'completed', closed_at = $2 WHERE id = $1 AND state = 'active'`, [
        b.id,
        now,
      ]);
    else if (b.expires_at <= now)
      await ctx.db.query(`UPDATE bonuses SET state = 'expired', closed_at = $2 WHERE id = $1 AND state = 'active'`, [
        b.id,
        b.expires_at,
      ]);
  }
}

/**
 * A deposit has just been credited (payments/deposits.ts, inside the deposit's transaction, the member's row locked):
 * the member's pending bonus it qualifies for (claimed before it, still waiting, at least the promotion's minimum)
 * becomes active on it and the bonus is credited in the same transaction, so the member sees deposit and bonus land
 * together. Once, whatever the race: the deposit is credited once (its own checks), the bonus moves only from pending,
 * a deposit pays one bonus at most (bonuses_deposit_idx) and the ledger key `bonus:<id>` is the lazy path's own.
 * Answers the member's balance after the bonus, or undefined when none was paid.
 */
export async function creditBonusOnDeposit(
  tx: Queryable,
  deposit: { id: number; memberId: string; amountSatang: number; walletId: number },
  at: Date,
): Promise<number | undefined> {
  const [b] = await tx.query<{
    id: number;
    code: string;
    bonus_percent: number;
    max_bonus_satang: number;
    turnover: number;
  }>(
    `SELECT b.id::int AS id, p.code, p.bonus_percent, p.max_bonus_satang, p.turnover
     FROM bonuses b JOIN promotions p ON p.id = b.promotion_id
     WHERE b.member_id = $1 AND b.state = 'pending' AND b.claimed_at <= $2 AND b.expires_at > $2
       AND p.min_deposit_satang <= $3
     FOR UPDATE OF b`,
    [deposit.memberId, at, deposit.amountSatang],
  );
  if (!b) return undefined;
  const amount = bonusFor(deposit.amountSatang, b.bonus_percent, Number(b.max_bonus_satang));
  const [moved] = await tx.query<{ id: number }>(
    `UPDATE bonuses SET state = 'active', activated_at = $2, expires_at = $3, deposit_id = $4, deposit_satang = $5,
       bonus_satang = $6, turnover_required_satang = $7
     WHERE id = $1 AND state = 'pending' AND NOT EXISTS (SELECT 1 FROM bonuses o WHERE o.deposit_id = $4)
     RETURNING id::int AS id`,
    [
      b.id,
      at,
      new Date(at.getTime() + ACTIVE_DAYS * 86_400_000),
      deposit.id,
      deposit.amountSatang,
      amount,
      (deposit.amountSatang + amount) * b.turnover,
    ],
  );
  if (!moved || amount <= 0) return undefined;
  // Looked up in this transaction and not remembered: the house wallet exists once any money has moved.
  const house = await ensureWallet(tx, 'house', HOUSE_WALLET);
  const paid = await post(tx, {
    kind: 'bonus',
    idempotencyKey: `bonus:${b.id}`,
    memo: `bonus ${b.code}`,
    at,
    postings: [
      { walletId: house, amount: -amount },
      { walletId: deposit.walletId, amount },
    ],
  });
  return paid.balances.get(deposit.walletId);
}

/**
 * The lazy path, for a qualifying deposit the deposit's own step did not pay a bonus on (one credited before this
 * bonus could see it, e.g. by an operator): the bonus pages bring the member's bonuses up to date when read.
 */
async function activate(ctx: AppContext, b: BonusRow, now: Date): Promise<void> {
  const [deposit] = await ctx.db.query<{ id: number; amount_satang: number; settled_at: Date }>(
    `SELECT d.id::int AS id, d.amount_satang, d.settled_at FROM deposits d
     WHERE d.member_id = $1 AND d.status = 'paid' AND d.settled_at >= $2 AND d.settled_at < $3
       AND d.amount_satang >= $4
       AND NOT EXISTS (SELECT 1 FROM bonuses o WHERE o.deposit_id = d.id)
     ORDER BY d.settled_at, d.id LIMIT 1`,
    [b.member_id, b.claimed_at, b.expires_at, b.min_deposit_satang],
  );
  if (!deposit) {
    if (b.expires_at <= now)
      await ctx.db.query(`UPDATE bonuses SET state = 'expired', closed_at = $2 WHERE id = $1 AND state = 'pending'`, [
        b.id,
        b.expires_at,
      ]);
    return;
  }
  const amount = bonusFor(Number(deposit.amount_satang), b.bonus_percent, Number(b.max_bonus_satang));
  const required = (Number(deposit.amount_satang) + amount) * b.turnover;
  const activatedAt = deposit.settled_at;
  const [wallet, house] = await Promise.all([ctx.wallets.member(b.member_id), ctx.wallets.system(HOUSE_WALLET)]);
  await ctx.db.transaction(async (tx) => {
    const [moved] = await tx.query<{ id: number }>(
      `UPDATE bonuses SET state = 'active', activated_at = $2, expires_at = $3, deposit_id = $4, deposit_satang = $5,
         bonus_satang = $6, turnover_required_satang = $7
       WHERE id = $1 AND state = 'pending' RETURNING id::int AS id`,
      [
        b.id,
        activatedAt,
        new Date(activatedAt.getTime() + ACTIVE_DAYS * 86_400_000),
        deposit.id,
        deposit.amount_satang,
        amount,
        required,
      ],
    );
    if (!moved || amount <= 0) return;
    await post(tx, {
      kind: 'bonus',
      idempotencyKey: `bonus:${b.id}`,
      memo: `bonus ${b.promotion_code}`,
      at: now,
      postings: [
        { walletId: house, amount: -amount },
        { walletId: wallet, amount },
      ],
    });
  });
}

export async function memberBonuses(ctx: AppContext, memberId: string, lang: Lang) {
  await settleBonuses(ctx, memberId);
  const rows = await ctx.db.query<BonusRow>(
    `${BONUS_SELECT} WHERE b.member_id = $1 ORDER BY b.claimed_at DESC, b.id DESC LIMIT 50`,
    [memberId],
  );
  return rows.map((b) => bonusView(ctx, b, lang));
}

/** The member's open bonus of a promotion, else the latest one (null when never claimed). */
export async function bonusOfPromotion(ctx: AppContext, memberId: string, code: string, lang: Lang) {
  await settleBonuses(ctx, memberId);
  const [row] = await ctx.db.query<BonusRow>(
    `${BONUS_SELECT} WHERE b.member_id = $1 AND p.code = $2
     ORDER BY (b.state IN ('pending', 'active')) DESC, b.claimed_at DESC, b.id DESC LIMIT 1`,
    [memberId, code],
  );
  return row ? bonusView(ctx, row, lang) : null;
}

const refuse = (reason: string, message: string) =>
  new ApiError(Code.incorrectData, message, { field: 'promotion', result: { reason } });

/**
 * Claims a deposit promotion. The member's row is locked first, so a member's claims are decided one at a time
 * (the one-open-bonus index is the second wall): claiming the promotion of the open bonus answers it again.
 */
export async function claimBonus(ctx: AppContext, member: { id: string; group_id: string }, code: string, lang: Lang) {
  await settleBonuses(ctx, member.id);
  const now = nowDate(ctx);
  const id = await ctx.db.transaction(async (tx: Queryable) => {
    await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [member.id]);
    const promotion = await visiblePromotion(ctx, tx, member.group_id, code);
    if (!promotion) throw refuse('ended', 'this promotion has ended or is not offered here');
    if (promotion.claim !== 'deposit') throw refuse('not-claimable', 'nothing to claim: this promotion pays by itself');
    const [open] = await tx.query<{ id: number; code: string }>(
      `SELECT b.id::int AS id, p.code FROM bonuses b JOIN promotions p ON p.id = b.promotion_id
       WHERE b.member_id = $1 AND b.state IN ('pending', 'active')`,
      [member.id],
    );
    if (open?.code === code) return open.id;
    if (open) throw refuse('open-bonus', 'another bonus is open: finish or cancel it first');
    if (promotion.claim_repeat !== 'always') {
      const [earlier] = await tx.query(
        `SELECT 1 FROM bonuses WHERE member_id = $1 AND promotion_id = $2 AND state <> 'cancelled'
           AND ($3::boolean OR claimed_day = $4::date) LIMIT 1`,
        [member.id, promotion.id, promotion.claim_repeat === 'once', bangkokDay(now.getTime())],
      );
      if (earlier)
        throw refuse(
          'already-claimed',
          promotion.claim_repeat === 'once' ? 'claimed already: once per member' : 'claimed already today',
        );
    }
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO bonuses (member_id, promotion_id, state, claimed_at, claimed_day, expires_at,
         turnover_required_satang)
       VALUES ($1, $2, 'pending', $3, $4::date, $5, 0) RETURNING id::int AS id`,
      [member.id, promotion.id, now, bangkokDay(now.getTime()), new Date(now.getTime() + PENDING_HOURS * 3_600_000)],
    );
    return row!.id;
  });
  const [row] = await ctx.db.query<BonusRow>(`${BONUS_SELECT} WHERE b.id = $1`, [id]);
  return bonusView(ctx, row!, lang);
}

/** Cancels a pending bonus (nothing was credited yet). */
export async function cancelBonus(ctx: AppContext, memberId: string, id: string, lang: Lang) {
  await settleBonuses(ctx, memberId);
  const [moved] = await ctx.db.query<{ id: number }>(
    `UPDATE bonuses SET state = 'cancelled', closed_at = $3
     WHERE id = $1::bigint AND member_id = $2 AND state = 'pending' RETURNING id::int AS id`,
    [id, memberId, nowDate(ctx)],
  );
  if (!moved) throw new ApiError(Code.incorrectData, 'no pending bonus with this id', { field: 'id' });
  const [row] = await ctx.db.query<BonusRow>(`${BONUS_SELECT} WHERE b.id = $1`, [moved.id]);
  return bonusView(ctx, row!, lang);
}
