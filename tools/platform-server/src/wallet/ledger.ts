import type { Queryable } from '../db/db.ts';

export const HOUSE_WALLET = 'house';
/** Withdrawals asked for and not yet paid out or refused. */
export const WITHDRAWALS_PENDING_WALLET = 'clearing:withdrawals';
/** Money that left for members' bank accounts. */
export const PAYOUT_WALLET = 'clearing:payout';
/** Each payment channel's clearing account: money that arrived through it. */
export const channelWalletCode = (channelId: number) => `clearing:channel:${channelId}`;

export interface Posting {
  walletId: number;
  /** Signed satang: positive credits the wallet, negative debits it. */
  amount: number;
}

/** A member or affiliate balance would go below zero; the caller's transaction must roll back. */
export class InsufficientFunds extends Error {
  constructor(readonly walletId: number) {
    super(`insufficient funds in wallet ${walletId}`);
  }
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
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM wallets WHERE member_id = $1 AND kind = 'member'`,
    [memberId],
    {
      prepare: 'member_wallet_id',
    },
  );
  return row?.id;
}

/** Creates the wallet when missing (house, clearing, affiliate) and answers its id. */
export async function ensureWallet(
  q: Queryable,
  kind: 'house' | 'clearing' | 'affiliate',
  code: string,
  memberId?: string,
): Promise<number> {
  await q.query('INSERT INTO wallets (kind, code, member_id) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING', [
    kind,
    code,
    memberId ?? null,
  ]);
  return (await walletIdByCode(q, code))!;
}

/**
 * Wallet ids never change once made, so each process remembers them. Lookups run outside any
 * transaction (autocommit): an id learnt inside a transaction that later rolls back could name a
 * wallet that does not exist.
 */
export class WalletDirectory {
  readonly #ids = new Map<string, number>();
  constructor(private readonly db: Queryable) {}

  async system(code: string): Promise<number> {
    const known = this.#ids.get(code);
    if (known !== undefined) return known;
    const id = await ensureWallet(this.db, code === HOUSE_WALLET ? 'house' : 'clearing', code);
    this.#ids.set(code, id);
    return id;
  }

  async member(memberId: string): Promise<number> {
    const key = `member:${memberId}`;
    const known = this.#ids.get(key);
    if (known !== undefined) return known;
    const id = await memberWalletId(this.db, memberId);
    if (id === undefined) throw new Error(`member ${memberId} has no wallet`);
    this.#ids.set(key, id);
    return id;
  }

  async affiliate(memberId: string): Promise<number> {
    const key = `affiliate:${memberId}`;
    const known = this.#ids.get(key);
    if (known !== undefined) return known;
    const id = await ensureWallet(this.db, 'affiliate', key, memberId);
    this.#ids.set(key, id);
    return id;
  }
}

export interface PostResult {
  /** false: this idempotency key was posted before; nothing moved. */
  posted: boolean;
  /** New materialised balances (member and affiliate wallets) touched by this posting. */
  balances: Map<number, number>;
}

/**
 * Posts one balanced ledger transaction inside the caller's database transaction: two statements.
 * The idempotency key makes a repeat a no-op. Member and affiliate balances move by a conditional
 * UPDATE (`balance + amount >= 0`); when one would go negative, InsufficientFunds is thrown and the
 * caller's transaction must roll back (the wallets CHECK constraint is the backstop). House and
 * clearing balances are not materialised (see migration 007).
 */
export async function post(
  tx: Queryable,
  entry: { kind: string; idempotencyKey: string; memo?: string; at: Date; postings: Posting[] },
): Promise<PostResult> {
  const sum = entry.postings.reduce((s, p) => s + p.amount, 0);
  if (sum !== 0 || entry.postings.length < 2) throw new Error(`unbalanced ledger transaction ${entry.idempotencyKey}`);
  if (entry.postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0))
    throw new Error('postings must be non-zero integer satang');
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [entry.kind, entry.idempotencyKey, entry.memo ?? null, entry.at],
    { prepare: 'ledger_txn_insert' },
  );
  const txnId = inserted[0]?.id;
  if (txnId === undefined) return { posted: false, balances: new Map() };
  // One UPDATE per wallet even when it appears in several postings.
  const net = new Map<number, number>();
  for (const p of entry.postings) net.set(p.walletId, (net.get(p.walletId) ?? 0) + p.amount);
  const rows = await tx.query<{ id: number; kind: string; balance: number | null }>(
    `WITH n AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS n(wallet_id, amount)),
     moved AS (
       UPDATE wallets w SET balance_satang = w.balance_satang + n.amount FROM n
       WHERE w.id = n.wallet_id AND w.kind IN ('member', 'affiliate') AND n.amount <> 0
         AND w.balance_satang + n.amount >= 0
       RETURNING w.id, w.balance_satang
     ),
     entries AS (
       INSERT INTO ledger_entries (transaction_id, wallet_id, amount_satang, created_at)
       SELECT $5, e.wallet_id, e.amount, $6
       FROM unnest($3::bigint[], $4::bigint[]) WITH ORDINALITY AS e(wallet_id, amount, ord) ORDER BY e.ord
     )
     SELECT n.wallet_id AS id, w.kind, moved.balance_satang AS balance
     FROM n JOIN wallets w ON w.id = n.wallet_id LEFT JOIN moved ON moved.id = n.wallet_id`,
    [
      [...net.keys()],
      [...net.values()],
      entry.postings.map((p) => p.walletId),
      entry.postings.map((p) => p.amount),
      txnId,
      entry.at,
    ],
    { prepare: 'ledger_post' },
  );
  if (rows.length !== net.size) throw new Error(`ledger transaction ${entry.idempotencyKey} names an unknown wallet`);
  const balances = new Map<number, number>();
  for (const r of rows) {
    if (r.kind !== 'member' && r.kind !== 'affiliate') continue;
    if (r.balance === null) {
      // A zero net movement leaves the balance as it is; anything else failed the >= 0 condition.
      if (net.get(r.id) === 0) continue;
      throw new InsufficientFunds(r.id);
    }
    balances.set(r.id, r.balance);
  }
  return { posted: true, balances };
}

/**
 * Many ledger transactions at once (the daily affiliate roll-up credits thousands of wallets), by the rules of post():
 * each transaction's postings sum to zero, are non-zero integer satang and are at least two; its idempotency key makes
 * a repeat a no-op; member and affiliate balances move by a conditional UPDATE that never goes below zero (else
 * InsufficientFunds and the caller's transaction must roll back); rows are only ever added.
 *
 * The caller stages the postings in the transaction's temporary table `ledger_batch` (stageLedgerBatch), one row per
 * posting, a transaction's rows sharing its key, usually with INSERT … SELECT; postBatch then writes them in two
 * statements, whatever their number.
 */
export async function stageLedgerBatch(tx: Queryable): Promise<void> {
  await tx.exec(
    `CREATE TEMP TABLE IF NOT EXISTS ledger_batch (key text NOT NULL, wallet_id bigint NOT NULL, amount bigint NOT NULL)
     ON COMMIT DROP`,
  );
}

export async function postBatch(
  tx: Queryable,
  entry: { kind: string; memo?: string; at: Date },
): Promise<{ posted: number }> {
  const [bad] = await tx.query<{ key: string }>(
    `SELECT key FROM ledger_batch GROUP BY key HAVING sum(amount) <> 0 OR count(*) < 2 OR bool_or(amount = 0) LIMIT 1`,
  );
  if (bad) throw new Error(`unbalanced ledger transaction ${bad.key}`);
  const rows = await tx.query<{ posted: number; id: number | null }>(
    `WITH txns AS (
       INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at)
       SELECT $1, k.key, $2, $3 FROM (SELECT DISTINCT key FROM ledger_batch) k ORDER BY k.key
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key
     ), entries AS (
       INSERT INTO ledger_entries (transaction_id, wallet_id, amount_satang, created_at)
       SELECT t.id, b.wallet_id, b.amount, $3 FROM txns t JOIN ledger_batch b ON b.key = t.idempotency_key
       ORDER BY t.id, b.amount
       RETURNING wallet_id, amount_satang
     ), net AS (
       SELECT wallet_id, sum(amount_satang)::bigint AS amount FROM entries GROUP BY wallet_id
     ), moved AS (
       UPDATE wallets w SET balance_satang = w.balance_satang + net.amount FROM net
       WHERE w.id = net.wallet_id AND w.kind IN ('member', 'affiliate') AND net.amount <> 0
         AND w.balance_satang + net.amount >= 0
       RETURNING w.id
     )
     SELECT (SELECT count(*) FROM txns)::int AS posted, refused.id FROM (SELECT 1) one LEFT JOIN (
       SELECT net.wallet_id AS id FROM net JOIN wallets w ON w.id = net.wallet_id
       WHERE w.kind IN ('member', 'affiliate') AND net.amount <> 0 AND net.wallet_id NOT IN (SELECT id FROM moved)
       LIMIT 1
     ) refused ON true`,
    [entry.kind, entry.memo ?? null, entry.at],
  );
  if (rows[0]!.id !== null) throw new InsufficientFunds(rows[0]!.id);
  await tx.exec('TRUNCATE ledger_batch');
  return { posted: rows[0]!.posted };
}
