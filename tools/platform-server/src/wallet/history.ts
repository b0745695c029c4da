import { baht, type AppContext } from '../context.ts';
import { CURSOR_TIME, decodeCursor, nextOf } from '../db/keyset.ts';
import { bankName, maskBankNumber } from '@lobby/contract';

interface HistoryRow {
  src: 'd' | 'w' | 'a';
  num: number;
  at: Date;
  key_at: string;
  type: 'deposit' | 'withdraw' | 'cancel' | 'affiliate';
  amount_satang: number;
  done: boolean;
  note: string | null;
  provider: string | null;
  bank_id: string | null;
  bank_no: string | null;
  usdt_micro: number | null;
  rate_satang: number | null;
}

// The one mask the site shows a bank account with (withdraw, profile): grouped 3-1-5, the last four digits shown.
const masked = (no: string | null) => (no ? maskBankNumber(no) : '');

function noteOf(r: HistoryRow): string {
  if (r.type === 'deposit') {
    const usdt = r.usdt_micro ? ` ${r.usdt_micro / 1e6} USDT × ${baht(r.rate_satang ?? 0)}` : '';
    return [r.provider ?? '', usdt, r.note ? ` · ${r.note}` : ''].join('').trim();
  }
  const bank = r.bank_id ? `${bankName(r.bank_id, 'th')} ${masked(r.bank_no)}` : '';
  if (r.type === 'cancel')
    return `ยกเลิกการถอน คืนเครดิตแล้ว (withdrawal cancelled, refunded)${r.note ? `: ${r.note}` : ''}`;
  if (r.type === 'affiliate') return 'รายได้แนะนำเพื่อน (affiliate income)';
  return bank;
}

/** The history's sort key: newest first, then deposits ('d') before withdrawals ('w') before affiliate moves ('a'). */
type HistoryKey = [at: string, source: string, id: number];
const KEY_PARTS = ['time', 'text', 'int'] as const;
/** Larger than any row id: "every row of that instant". */
const AFTER_ALL_IDS = '9223372036854775807';

/**
 * One source of the history, newest first, reading its index (migration 018: member, time, id) in order: page 1 and
 * a page after a cursor read `$2` rows of it at most. With a cursor, `(at, id) < (time, id)` is that index's range.
 */
const source = (sql: { columns: string; from: string; where: string; at: string; id: string }, bound: string) =>
  `(SELECT ${sql.columns}, ${sql.at} AS at, ${sql.id} AS num FROM ${sql.from}
    WHERE ${sql.where}${bound ? ` AND (${sql.at}, ${sql.id}) < ${bound}` : ''}
    ORDER BY ${sql.at} DESC, ${sql.id} DESC LIMIT $2)`;

const DEPOSITS = {
  columns: `'d' AS src, d.amount_satang, d.status = 'paid' AS done, d.note, c.provider, NULL AS bank_id,
    NULL AS bank_no, d.usdt_micro, d.rate_satang, 'deposit' AS type`,
  from: 'deposits d JOIN payment_channels c ON c.id = d.channel_id',
  where: `d.member_id = $1 AND (d.status IN ('paid', 'held') OR (d.source = 'notice' AND d.status = 'pending'))`,
  at: 'coalesce(d.settled_at, d.created_at)',
  id: 'd.id',
};
const WITHDRAWALS = {
  columns: `'w' AS src, w.amount_satang, w.status <> 'pending', w.note, NULL, w.bank_id, w.bank_no, NULL::bigint,
    NULL::bigint, CASE WHEN w.status = 'rejected' THEN 'cancel' ELSE 'withdraw' END`,
  from: 'withdrawals w',
  where: 'w.member_id = $1',
  at: "(CASE WHEN w.status = 'rejected' THEN w.decided_at ELSE w.created_at END)",
  id: 'w.id',
};
const AFFILIATE = {
  columns: `'a' AS src, a.amount_satang, true, NULL, NULL, NULL, NULL, NULL::bigint, NULL::bigint, 'affiliate'`,
  from: 'affiliate_withdrawals a',
  where: 'a.member_id = $1',
  at: 'a.created_at',
  id: 'a.id',
};

/**
 * The history's SQL: the three sources merged newest first. `$2` is offset + limit (what each source must give at
 * most), `$3` the offset; after a cursor, `$4` is its time and `$5`/`$6`/`$7` each source's id bound.
 */
export const HISTORY_SQL = {
  first: historySql(false),
  after: historySql(true),
};

function historySql(after: boolean): string {
  return `SELECT h.*, ${CURSOR_TIME('h.at')} AS key_at FROM (
      ${source(DEPOSITS, after ? '($4::timestamptz, $5::bigint)' : '')}
      UNION ALL ${source(WITHDRAWALS, after ? '($4::timestamptz, $6::bigint)' : '')}
      UNION ALL ${source(AFFILIATE, after ? '($4::timestamptz, $7::bigint)' : '')}
    ) h ORDER BY h.at DESC, h.src DESC, h.num DESC OFFSET $3 LIMIT $2 - $3`;
}

/** A source's id bound for rows of the cursor's own instant: all of a later source, none of an earlier one. */
function idBound(src: string, key: HistoryKey): string {
  if (src === key[1]) return String(key[2]);
  return src < key[1] ? AFTER_ALL_IDS : '0';
}

/**
 * The history panel's list (spec §3 history item), newest first: paid and held deposits, announced
 * transfers still waiting, withdrawals (pending or paid), rejected withdrawals as "cancel", and
 * affiliate income moved to the credit. QR requests nobody paid are not history. `next` continues after the page
 * (keyset); `offset` skips rows from the start, or from the cursor.
 */
export async function history(
  ctx: AppContext,
  memberId: string,
  page: { limit: number; offset: number; cursor?: string | undefined },
) {
  const key = page.cursor ? decodeCursor<HistoryKey>(page.cursor, KEY_PARTS) : undefined;
  const rows = await ctx.db.query<HistoryRow>(
    key ? HISTORY_SQL.after : HISTORY_SQL.first,
    [
      memberId,
      page.offset + page.limit,
      page.offset,
      ...(key ? [key[0], idBound('d', key), idBound('w', key), idBound('a', key)] : []),
    ],
    { prepare: key ? 'history_after' : 'history_first' },
  );
  return {
    list: rows.map((r) => ({
      id: `${r.src}${r.num}`,
      time: Math.floor(r.at.getTime() / 1000),
      type: r.type,
      amount: baht(r.amount_satang),
      currency: 'baht',
      status: r.done ? 1 : 0,
      note: noteOf(r),
    })),
    next: nextOf(rows, page.limit, (r): HistoryKey => [r.key_at, r.src, r.num]),
  };
}
