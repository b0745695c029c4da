import { baht, type AppContext } from '../context.ts';
import { bankName } from '@lobby/contract';

interface HistoryRow {
  id: string;
  at: Date;
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

const masked = (no: string | null) => (no ? `xxx-x-x${no.slice(-4)}` : '');

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

/**
 * The history panel's list (spec §3 history item), newest first: paid and held deposits, announced
 * transfers still waiting, withdrawals (pending or paid), rejected withdrawals as "cancel", and
 * affiliate income moved to the credit. QR requests nobody paid are not history.
 */
export async function history(ctx: AppContext, memberId: string, limit: number, offset: number) {
  const rows = await ctx.db.query<HistoryRow>(
    `SELECT * FROM (
       SELECT 'd' || d.id AS id, coalesce(d.settled_at, d.created_at) AS at, 'deposit' AS type, d.amount_satang,
              d.status = 'paid' AS done, d.note, c.provider, NULL AS bank_id, NULL AS bank_no, d.usdt_micro,
              d.rate_satang
       FROM deposits d JOIN payment_channels c ON c.id = d.channel_id
       WHERE d.member_id = $1 AND (d.status IN ('paid', 'held') OR (d.source = 'notice' AND d.status = 'pending'))
       UNION ALL
       SELECT 'w' || w.id, CASE WHEN w.status = 'rejected' THEN w.decided_at ELSE w.created_at END,
              CASE WHEN w.status = 'rejected' THEN 'cancel' ELSE 'withdraw' END, w.amount_satang,
              w.status <> 'pending', w.note, NULL, w.bank_id, w.bank_no, NULL, NULL
       FROM withdrawals w WHERE w.member_id = $1
       UNION ALL
       SELECT 'a' || a.id, a.created_at, 'affiliate', a.amount_satang, true, NULL, NULL, NULL, NULL, NULL, NULL
       FROM affiliate_withdrawals a WHERE a.member_id = $1
     ) h ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return rows.map((r) => ({
    id: r.id,
    time: Math.floor(r.at.getTime() / 1000),
    type: r.type,
    amount: baht(r.amount_satang),
    currency: 'baht',
    status: r.done ? 1 : 0,
    note: noteOf(r),
  }));
}
