import { baht, nowDate, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { fingerprint, type Answer } from '../wallet/idempotency.ts';
import { HOUSE_WALLET, post } from '../wallet/ledger.ts';

export interface RoundCall {
  provider: string;
  txId: string;
  memberId: string;
  roundId: string;
  gameCode: string;
}

interface StoredTx {
  kind: string;
  status: string;
  fingerprint: string;
  answer: string | null;
  balance_after_satang: number | null;
}

async function storedTx(q: Queryable, provider: string, txId: string): Promise<StoredTx | undefined> {
  const [row] = await q.query<StoredTx>(
    `SELECT kind, status, fingerprint, answer, balance_after_satang FROM game_transactions
     WHERE provider = $1 AND tx_id = $2`,
    [provider, txId],
    { prepare: 'game_tx_read' },
  );
  return row;
}

const success = (txId: string, balanceSatang: number): Answer => ({
  code: Code.ok,
  message: 'success',
  result: { txId, balance: baht(balanceSatang), currency: 'THB' },
});
const refused = (txId: string, balanceSatang: number): Answer => ({
  code: Code.insufficientBalance,
  message: 'insufficient balance',
  result: { txId, balance: baht(balanceSatang) },
});

/**
 * A repeat of a transaction id: the first answer when the parameters match, else a refusal. Bets and
 * wins rebuild it from the row (status, balance after), rollbacks keep their answer text.
 */
function replay(txId: string, row: StoredTx | undefined, kind: string, print: string): Answer {
  if (row?.status === 'void' && kind === 'bet')
    return { code: Code.betCancelled, message: 'this bet was rolled back before it arrived' };
  if (!row || row.kind !== kind || row.fingerprint !== print)
    return { code: Code.transactionReused, message: 'transaction id already used with other parameters' };
  if (row.answer !== null) return JSON.parse(row.answer) as Answer;
  if (row.balance_after_satang === null) throw new Error(`game transaction ${txId} has no outcome`);
  return row.status === 'refused' ? refused(txId, row.balance_after_satang) : success(txId, row.balance_after_satang);
}

const CLAIM = `INSERT INTO game_transactions (provider, tx_id, kind, member_id, round_id, game_code, amount_satang,
    ref_tx_id, status, fingerprint, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  ON CONFLICT (provider, tx_id) DO NOTHING RETURNING 1 AS claimed`;
const SAVE_ANSWER = 'UPDATE game_transactions SET answer = $3 WHERE provider = $1 AND tx_id = $2';

async function balanceOf(q: Queryable, walletId: number): Promise<number> {
  const [row] = await q.query<{ balance_satang: number }>('SELECT balance_satang FROM wallets WHERE id = $1', [
    walletId,
  ]);
  return row!.balance_satang;
}

/**
 * Bet (debit) and win (credit): one call of the SQL functions of migration 008 — claim the id, move
 * the money with a conditional UPDATE, write the ledger — in a single round trip. A concurrent
 * repeat waits on the id's key, gets 'repeat' and answers from the stored row.
 */
async function bookRound(
  ctx: AppContext,
  fn: 'game_bet' | 'game_win',
  call: RoundCall,
  amountSatang: number,
): Promise<Answer> {
  const kind = fn === 'game_bet' ? 'bet' : 'win';
  const print = fingerprint([kind, call.memberId, call.roundId, call.gameCode, amountSatang]);
  const [walletId, house] = await Promise.all([ctx.wallets.member(call.memberId), ctx.wallets.system(HOUSE_WALLET)]);
  const [row] = await ctx.db.query<{ outcome: 'ok' | 'refused' | 'repeat'; balance_satang: number | null }>(
    `SELECT outcome, balance_satang FROM ${fn}($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      call.provider,
      call.txId,
      call.memberId,
      walletId,
      house,
      call.roundId,
      call.gameCode,
      amountSatang,
      print,
      nowDate(ctx),
    ],
    { prepare: fn },
  );
  if (row!.outcome === 'ok') return success(call.txId, row!.balance_satang!);
  if (row!.outcome === 'refused') return refused(call.txId, row!.balance_satang!);
  return replay(call.txId, await storedTx(ctx.db, call.provider, call.txId), kind, print);
}

/** Bet: not enough balance is refused with 1001, and that refusal is the answer to every repeat. */
export const placeBet = (ctx: AppContext, call: RoundCall, amountSatang: number) =>
  bookRound(ctx, 'game_bet', call, amountSatang);

/** Win: a credit, accepted even after the session token expired (the round was paid for). */
export const settleWin = (ctx: AppContext, call: RoundCall, amountSatang: number) =>
  bookRound(ctx, 'game_win', call, amountSatang);

/**
 * Rollback of a bet. If the bet is there and settled, it is refunded once. If it has not arrived,
 * a 'void' row takes its id, so the late bet is refused (Code.betCancelled) instead of
 * debiting a round the provider already cancelled.
 */
export async function rollbackBet(ctx: AppContext, call: RoundCall, betTxId: string): Promise<Answer> {
  const print = fingerprint(['rollback', call.memberId, call.roundId, call.gameCode, betTxId]);
  const [walletId, house] = await Promise.all([ctx.wallets.member(call.memberId), ctx.wallets.system(HOUSE_WALLET)]);
  const at = nowDate(ctx);
  const fresh = await ctx.db.transaction(async (tx) => {
    const claimed = await tx.query(
      CLAIM,
      [call.provider, call.txId, 'rollback', call.memberId, call.roundId, call.gameCode, 0, betTxId, 'ok', print, at],
      {
        prepare: 'game_tx_claim',
      },
    );
    if (claimed.length === 0) return undefined;
    const tombstone = await tx.query(
      CLAIM,
      [call.provider, betTxId, 'bet', call.memberId, call.roundId, call.gameCode, 0, null, 'void', '', at],
      {
        prepare: 'game_tx_claim',
      },
    );
    let refunded = 0;
    let balance: number | undefined;
    let message = 'bet not received: cancelled before arrival';
    if (tombstone.length === 0) {
      const [bet] = await tx.query<{ amount_satang: number }>(
        `UPDATE game_transactions SET status = 'rolled_back'
         WHERE provider = $1 AND tx_id = $2 AND kind = 'bet' AND status = 'ok' AND member_id = $3
         RETURNING amount_satang`,
        [call.provider, betTxId, call.memberId],
      );
      message = "nothing to refund (bet refused, already rolled back, or not this player's)";
      if (bet) {
        refunded = bet.amount_satang;
        message = 'bet refunded';
        balance = (
          await post(tx, {
            kind: 'rollback',
            idempotencyKey: `game:${call.provider}:${call.txId}`,
            at,
            postings: [
              { walletId: house, amount: -refunded },
              { walletId, amount: refunded },
            ],
          })
        ).balances.get(walletId);
        await tx.query('UPDATE game_transactions SET amount_satang = $3 WHERE provider = $1 AND tx_id = $2', [
          call.provider,
          call.txId,
          refunded,
        ]);
      }
    }
    const answer: Answer = {
      ...success(call.txId, balance ?? (await balanceOf(tx, walletId))),
      message,
      refunded: baht(refunded),
    };
    await tx.query(SAVE_ANSWER, [call.provider, call.txId, JSON.stringify(answer)], { prepare: 'game_tx_answer' });
    return answer;
  });
  return fresh ?? replay(call.txId, await storedTx(ctx.db, call.provider, call.txId), 'rollback', print);
}
