import type { Queryable } from '../db/db.ts';

export const HOUSE_WALLET = 'house';

export interface Posting {
  walletId: number;
  /** Signed satang: positive credits the wallet, negative debits it. */
  amount: number;
}

export async function createMemberWallet(tx: Queryable, memberId: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO wallets (kind, code, member_id) VALUES ('member', 'member:' || $1::text, $1::uuid) RETURNING id`,
    [memberId],
  );
  return row!.id;
}

export async function walletIdByCode(tx: Queryable, code: string): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>('SELECT id FROM wallets WHERE code = $1', [code]);
  return row?.id;
}

export async function memberWalletId(tx: Queryable, memberId: string): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>(`SELECT id FROM wallets WHERE member_id = $1 AND kind = 'member'`, [memberId]);
  return row?.id;
}

/**
 * Posts one balanced ledger transaction inside the caller's database transaction. The idempotency
 * key makes a repeat a no-op (returns false); a member balance that would go negative violates
 * the wallets CHECK constraint and aborts the whole transaction.
 */
export async function post(
  tx: Queryable,
  entry: { kind: string; idempotencyKey: string; memo?: string; at: Date; postings: Posting[] },
): Promise<boolean> {
  const sum = entry.postings.reduce((s, p) => s + p.amount, 0);
  if (sum !== 0 || entry.postings.length < 2) throw new Error(`unbalanced ledger transaction ${entry.idempotencyKey}`);
  if (entry.postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) throw new Error('postings must be non-zero integer satang');
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [entry.kind, entry.idempotencyKey, entry.memo ?? null, entry.at],
  );
  const txnId = inserted[0]?.id;
  if (txnId === undefined) return false;
  for (const p of entry.postings) {
    await tx.query('INSERT INTO ledger_entries (transaction_id, wallet_id, amount_satang, created_at) VALUES ($1, $2, $3, $4)', [
      txnId,
      p.walletId,
      p.amount,
      entry.at,
    ]);
    await tx.query('UPDATE wallets SET balance_satang = balance_satang + $2 WHERE id = $1', [p.walletId, p.amount]);
  }
  return true;
}
