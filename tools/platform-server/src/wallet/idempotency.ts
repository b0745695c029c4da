import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError, Code } from '../http/codes.ts';

/**
 * A decided "no" (not enough balance, too soon, …): the transaction rolls back — nothing moved —
 * and the answer is stored under the key like any other, so a repeat gets the same "no".
 */
export class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.message);
  }
}

export type Answer = { code: number; message: string } & Record<string, unknown>;

/** Stable digest of a request's parameters: the same key with other parameters is refused. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}

/** The Idempotency-Key header (or body field), scoped by caller; a fresh key when none was sent. */
export function idempotencyKey(scope: string, sent: string | undefined): string {
  return `${scope}:${sent ?? `auto-${randomUUID()}`}`;
}

export const idempotencyKeyHeader = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const raw = headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  if (value.length > 100 || !/^[\w.:-]+$/.test(value))
    throw new ApiError(Code.incorrectData, 'Idempotency-Key: up to 100 of A-Z a-z 0-9 _ . : -');
  return value;
};

async function stored(db: Queryable, key: string, print: string): Promise<Answer | undefined> {
  const [row] = await db.query<{ fingerprint: string; answer: string | null }>(
    'SELECT fingerprint, answer FROM idempotency_keys WHERE key = $1',
    [key],
    {
      prepare: 'idempotency_read',
    },
  );
  if (!row) return undefined;
  if (row.fingerprint !== print)
    throw new ApiError(Code.incorrectData, 'this idempotency key was used for a different request');
  if (row.answer === null) throw new Error(`idempotency key ${key} has no stored answer`);
  return JSON.parse(row.answer) as Answer;
}

/**
 * Runs `work` at most once per key. Claiming the key and doing the work share one transaction, so
 * concurrent repeats wait for the first (PostgreSQL blocks on the unique key until it commits; PGlite
 * runs one transaction at a time) and then read its answer. The caller returns the stored bytes, so
 * the first answer and every repeat serialise identically.
 */
export async function once(
  db: Db,
  request: { key: string; fingerprint: string; at: Date },
  work: (tx: Queryable) => Promise<Answer>,
): Promise<Answer> {
  let refusal: Answer | undefined;
  const fresh = await db
    .transaction(async (tx) => {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO NOTHING RETURNING key`,
        [request.key, request.fingerprint, request.at],
        { prepare: 'idempotency_claim' },
      );
      if (claimed.length === 0) return undefined;
      const answer = await work(tx);
      const text = JSON.stringify(answer);
      await tx.query('UPDATE idempotency_keys SET answer = $2 WHERE key = $1', [request.key, text], {
        prepare: 'idempotency_answer',
      });
      return JSON.parse(text) as Answer;
    })
    .catch((error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      refusal = error.answer;
      return undefined;
    });
  if (fresh) return fresh;
  if (refusal) {
    // Store the "no" in its own transaction; if a repeat got there first, its answer wins.
    await db.query(
      `INSERT INTO idempotency_keys (key, fingerprint, answer, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO NOTHING`,
      [request.key, request.fingerprint, JSON.stringify(refusal), request.at],
    );
  }
  const answer = await stored(db, request.key, request.fingerprint);
  if (!answer) throw new Error(`idempotency key ${request.key} vanished`);
  return answer;
}
