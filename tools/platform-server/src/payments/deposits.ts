import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/tokens.ts';
import { baht, nowDate, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError, Code } from '../http/codes.ts';
import type { MemberRow } from '../member/repo.ts';
import { fingerprint, once, Refusal, type Answer } from '../wallet/idempotency.ts';
import { channelWalletCode, post } from '../wallet/ledger.ts';
import { satangForUsdt } from '../wallet/money.ts';
import { promptPayPayload, trueMoneyWalletId } from '@lobby/contract';
import { depositCheck, lockMember } from '../protection/repo.ts';
import { creditBonusOnDeposit } from '../promotions/bonuses.ts';
import { qrPngDataUrl, type QrStyle } from './qr-image.ts';

/** Spec §8: 98 = the QR request failed; on a poll, the QR expired. */

export type ChannelType = 'qr-code' | 'truewallet' | 'tranfer-online' | 'usdt-type';

interface ChannelLimits {
  id: number;
  group_id: string;
  type: ChannelType;
  provider: string;
  min_deposit_satang: number;
  max_deposit_satang: number;
  promptpay_id: string | null;
  exchange_satang: number | null;
}

const CHANNEL_COLUMNS =
  'id::int AS id, group_id, type, provider, min_deposit_satang, max_deposit_satang, promptpay_id, exchange_satang';

export async function channelById(q: Queryable, id: number): Promise<ChannelLimits | undefined> {
  const [row] = await q.query<ChannelLimits>(
    `SELECT ${CHANNEL_COLUMNS} FROM payment_channels WHERE id = $1 AND enabled`,
    [id],
  );
  return row;
}

/** A merchant reference the gateway and the member's bank statement show: brand + date + random. */
function merchantRef(groupId: string, at: Date): string {
  const day = at.toISOString().slice(2, 10).replace(/-/g, '');
  return `${groupId}${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

const failed = (message: string): Answer => ({ code: Code.qrFailedOrExpired, message });

/** The values a protection refusal carries (`result`), for an answer that keeps its own result. */
const resultOf = (error: ApiError) => (error.extra.result ?? {}) as Record<string, unknown>;

/**
 * get_qr: the sub-channel of the same type whose min/max range holds the amount (spec §5) gets a
 * pending deposit and a dynamic PromptPay QR for exactly that amount. The poll token and the debug
 * key are random; only the token's hash is stored.
 */
export async function requestQr(
  ctx: AppContext,
  member: MemberRow,
  body: { id: number; amountSatang: number; style: QrStyle },
): Promise<Answer> {
  const chosen = await channelById(ctx.db, body.id);
  if (!chosen || chosen.group_id !== member.group_id || (chosen.type !== 'qr-code' && chosen.type !== 'truewallet')) {
    return failed('98:this deposit channel is not available, choose another one');
  }
  const siblings = await ctx.db.query<ChannelLimits>(
    `SELECT ${CHANNEL_COLUMNS} FROM payment_channels WHERE group_id = $1 AND type = $2 AND enabled ORDER BY sort, id`,
    [member.group_id, chosen.type],
  );
  const channel = siblings.find(
    (c) => c.min_deposit_satang <= body.amountSatang && body.amountSatang <= c.max_deposit_satang,
  );
  if (!channel || !channel.promptpay_id) {
    const min = Math.min(...siblings.map((c) => c.min_deposit_satang));
    const max = Math.max(...siblings.map((c) => c.max_deposit_satang));
    return body.amountSatang < min
      ? { ...failed(`98:please deposit at least ${baht(min)} baht`), min: baht(min), max: baht(max) }
      : { ...failed(`98:deposit no more than ${baht(max)} baht per time`), min: baht(min), max: baht(max) };
  }
  const at = nowDate(ctx);
  const expires = new Date(at.getTime() + ctx.config.qrTtlSeconds * 1000);
  const token = randomBytes(24).toString('base64url');
  const debugKey = `xdk_${randomBytes(12).toString('hex')}`;
  const ref = merchantRef(member.group_id, at);
  const target =
    channel.type === 'truewallet'
      ? { kind: 'ewallet' as const, id: trueMoneyWalletId(channel.promptpay_id) }
      : { kind: 'phone' as const, id: channel.promptpay_id };
  const payload = promptPayPayload(target, body.amountSatang);
  // One step per member (its row locked): a break refuses (5002), and the deposit limits count every QR still
  // payable, so parallel requests cannot together pass a limit (1012).
  const issued = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const refused = await depositCheck(tx, member.id, body.amountSatang, at.getTime(), 'request');
    if (refused) return refused;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO deposits (merchant_ref, member_id, channel_id, channel_type, source, amount_satang, status,
         poll_token_hash, debug_key, expires_at, created_at)
       VALUES ($1, $2, $3, $4, 'qr', $5, 'pending', $6, $7, $8, $9) RETURNING id::int AS id`,
      [ref, member.id, channel.id, channel.type, body.amountSatang, sha256(token), debugKey, expires, at],
    );
    return row!;
  });
  if (issued instanceof ApiError) throw issued;
  const row = issued;
  return {
    code: Code.ok,
    message: 'success',
    result: {
      id: row!.id,
      qrCode: qrPngDataUrl(payload, body.style),
      payAmount: baht(body.amountSatang),
      expiredDate: expires.toISOString(),
      merchantRef: ref,
      channel: { id: channel.id, type: channel.type, provider: channel.provider },
    },
    token,
    x_debug_key: debugKey,
  };
}

export interface PollRow {
  sid: string;
  asked: number;
  member_id: string;
  deposit_id: number | null;
  status: string | null;
  expires_at: Date | null;
  amount_satang: number | null;
  note: string | null;
  poll_token_hash: string | null;
  debug_key: string | null;
}

/** is_deposit's answer from the deposit's row (read-only: polling writes nothing). */
export function pollAnswer(row: PollRow | undefined, nowMs: number, token: string, debugKey: string): Answer {
  if (!row || row.deposit_id === null || row.poll_token_hash !== sha256(token) || row.debug_key !== debugKey) {
    return {
      code: Code.incorrectData,
      success: false,
      result: { alert: false },
      message: 'unknown deposit: id, token and x_debug_key must come from get_qr',
    };
  }
  if (row.status === 'paid') {
    return {
      code: Code.ok,
      success: true,
      result: { alert: false, status: 'paid', amount: baht(row.amount_satang!) },
      message: 'deposit succeeded',
    };
  }
  if (row.status === 'failed') {
    return {
      code: Code.ok,
      success: false,
      result: { alert: true, status: 'failed' },
      message: row.note ?? 'the payment failed, please contact admin',
    };
  }
  if (row.status === 'expired' || (row.expires_at && row.expires_at.getTime() <= nowMs)) {
    return {
      code: Code.qrFailedOrExpired,
      success: false,
      result: { alert: false, status: 'expired' },
      message: 'QR code expired, please try again',
    };
  }
  return {
    code: Code.ok,
    success: false,
    result: { alert: false, status: 'pending' },
    message: 'waiting for the payment',
  };
}

/**
 * Poll rows for many (session, deposit) pairs in one query. A row exists only while the session is
 * live; its deposit columns are null when the deposit is not that member's. Each pair is looked up by key (the LIMIT
 * keeps the lookups per pair, so even the generic plan of the prepared statement never reads sessions whole).
 */
export async function pollRows(db: Queryable, keys: string[]): Promise<Map<string, PollRow>> {
  const sids = keys.map((k) => k.split('|')[0]!);
  const ids = keys.map((k) => Number(k.split('|')[1]));
  const rows = await db.query<PollRow>(
    `SELECT k.sid::text AS sid, k.deposit_id::int AS asked, s.member_id::text AS member_id, d.id::int AS deposit_id,
            d.status, d.expires_at, d.amount_satang, d.note, d.poll_token_hash, d.debug_key
     FROM unnest($1::uuid[], $2::bigint[]) AS k(sid, deposit_id)
     JOIN LATERAL (SELECT member_id FROM sessions WHERE id = k.sid AND revoked_at IS NULL LIMIT 1) s ON true
     LEFT JOIN LATERAL (SELECT * FROM deposits WHERE id = k.deposit_id AND member_id = s.member_id LIMIT 1) d ON true`,
    [sids, ids],
    { prepare: 'deposit_poll' },
  );
  return new Map(rows.map((r) => [`${r.sid}|${r.asked}`, r]));
}

/**
 * Credits a deposit: the channel's clearing account pays the member's wallet; a pending bonus the deposit qualifies
 * for is credited with it, in the same transaction (promotions/bonuses.ts creditBonusOnDeposit).
 */
async function credit(
  ctx: AppContext,
  tx: Queryable,
  d: { id: number; member_id: string; channel_id: number; amount_satang: number },
  at: Date,
) {
  const [clearing, member] = await Promise.all([
    ctx.wallets.system(channelWalletCode(d.channel_id)),
    ctx.wallets.member(d.member_id),
  ]);
  const result = await post(tx, {
    kind: 'deposit',
    idempotencyKey: `deposit:${d.id}`,
    at,
    postings: [
      { walletId: clearing, amount: -d.amount_satang },
      { walletId: member, amount: d.amount_satang },
    ],
  });
  const withBonus = await creditBonusOnDeposit(
    tx,
    { id: d.id, memberId: d.member_id, amountSatang: d.amount_satang, walletId: member },
    at,
  );
  return withBonus ?? result.balances.get(member);
}

/** The gateway says a QR was paid. Idempotent by the gateway's transaction id. */
export async function settleQr(
  ctx: AppContext,
  event: { txnId: string; merchantRef: string; amountSatang: number },
): Promise<Answer> {
  const at = nowDate(ctx);
  // Wallet ids are looked up before the transaction (see WalletDirectory).
  const [target] = await ctx.db.query<{ member_id: string; channel_id: number }>(
    'SELECT member_id::text AS member_id, channel_id::int AS channel_id FROM deposits WHERE merchant_ref = $1',
    [event.merchantRef],
  );
  if (target)
    await Promise.all([ctx.wallets.system(channelWalletCode(target.channel_id)), ctx.wallets.member(target.member_id)]);
  return once(
    ctx.db,
    { key: `gateway:${event.txnId}`, fingerprint: fingerprint(['qr.paid', event]), at },
    async (tx) => {
      // The member's protection decisions queue on this lock (deposit limits, breaks): see protection/repo.ts.
      if (target) await lockMember(tx, target.member_id);
      const [d] = await tx.query<{
        id: number;
        member_id: string;
        channel_id: number;
        amount_satang: number;
        status: string;
        expires_at: Date | null;
        source: string;
      }>(
        `SELECT id::int AS id, member_id::text AS member_id, channel_id::int AS channel_id, amount_satang, status,
         expires_at, source
       FROM deposits WHERE merchant_ref = $1 FOR UPDATE`,
        [event.merchantRef],
      );
      if (!d || d.source !== 'qr')
        throw new Refusal({ code: Code.incorrectData, message: `unknown merchantRef ${event.merchantRef}` });
      if (d.status === 'paid') {
        return {
          code: Code.ok,
          message: 'already paid',
          result: { merchantRef: event.merchantRef, depositId: d.id, status: 'paid', credited: 0 },
        };
      }
      if (d.status !== 'pending' || (d.expires_at && d.expires_at.getTime() <= at.getTime())) {
        await tx.query(`UPDATE deposits SET status = 'expired' WHERE id = $1 AND status = 'pending'`, [d.id]);
        return {
          code: Code.qrFailedOrExpired,
          message: 'QR code expired: refuse the payment',
          result: { merchantRef: event.merchantRef, depositId: d.id, status: 'expired' },
        };
      }
      if (event.amountSatang !== d.amount_satang) {
        const note = `paid ${baht(event.amountSatang)} baht for a ${baht(d.amount_satang)} baht QR: contact admin`;
        await tx.query(
          `UPDATE deposits SET status = 'failed', note = $2, gateway_txn = $3, settled_at = $4 WHERE id = $1`,
          [d.id, note, event.txnId, at],
        );
        return {
          code: Code.incorrectData,
          message: 'amount differs from the QR: refund the payer',
          result: { merchantRef: event.merchantRef, depositId: d.id, status: 'failed' },
        };
      }
      // A limit lowered, or a break taken, after the QR was issued: the money goes back to the payer.
      const refused = await depositCheck(tx, d.member_id, d.amount_satang, at.getTime(), 'credit');
      if (refused) {
        const note = `refused: ${refused.message}; refund the payer`;
        await tx.query(
          `UPDATE deposits SET status = 'failed', note = $2, gateway_txn = $3, settled_at = $4 WHERE id = $1`,
          [d.id, note, event.txnId, at],
        );
        return {
          code: refused.code,
          message: `${refused.message}: refund the payer`,
          result: { merchantRef: event.merchantRef, depositId: d.id, status: 'failed', ...resultOf(refused) },
        };
      }
      await tx.query(`UPDATE deposits SET status = 'paid', gateway_txn = $2, settled_at = $3 WHERE id = $1`, [
        d.id,
        event.txnId,
        at,
      ]);
      const balance = await credit(ctx, tx, d, at);
      return {
        code: Code.ok,
        message: 'credited',
        result: {
          merchantRef: event.merchantRef,
          depositId: d.id,
          status: 'paid',
          credited: baht(d.amount_satang),
          balance: balance === undefined ? null : baht(balance),
        },
      };
    },
  );
}

export interface TransferEvent {
  txnId: string;
  channelId: number;
  currency: 'THB' | 'USDT';
  /** THB: satang. USDT: millionths of a coin. */
  amount: number;
  /**
   * Bank: the sender's account (matched to the member's registered account). USDT: the member's username as the
   * reference.
   */
  from: { bank_id: string; bank_no: string } | { reference: string };
}

/**
 * A bank or USDT transfer arrived on a channel's account. The sender is matched to a member; a
 * pending "I transferred" notice of the same amount is settled, else a new deposit is recorded.
 * Outside the channel's limits the deposit is held for an operator and nothing is credited.
 */
export async function receiveTransfer(ctx: AppContext, event: TransferEvent): Promise<Answer> {
  const at = nowDate(ctx);
  const channel = await channelById(ctx.db, event.channelId);
  const print = fingerprint(['transfer.received', event]);
  const key = `gateway:${event.txnId}`;
  if (!channel || (channel.type !== 'tranfer-online' && channel.type !== 'usdt-type')) {
    return once(ctx.db, { key, fingerprint: print, at }, async () => {
      throw new Refusal({ code: Code.incorrectData, message: `channel ${event.channelId} takes no transfers` });
    });
  }
  const [member] =
    'bank_no' in event.from
      ? await ctx.db.query<{ id: string; group_id: string }>(
          `SELECT m.id::text AS id, m.group_id FROM member_bank_accounts a JOIN members m ON m.id = a.member_id
           WHERE a.bank_id = $1 AND a.bank_no = $2`,
          [event.from.bank_id, event.from.bank_no],
        )
      : await ctx.db.query<{ id: string; group_id: string }>(
          'SELECT id::text AS id, group_id FROM members WHERE username = $1',
          [event.from.reference.toLowerCase()],
        );
  if (member) await Promise.all([ctx.wallets.system(channelWalletCode(channel.id)), ctx.wallets.member(member.id)]);
  return once(ctx.db, { key, fingerprint: print, at }, async (tx) => {
    if (member) await lockMember(tx, member.id);
    if (!member || member.group_id !== channel.group_id)
      throw new Refusal({ code: Code.incorrectData, message: 'no member of this brand matches the sender' });
    const usdt = channel.type === 'usdt-type';
    if (usdt !== (event.currency === 'USDT'))
      throw new Refusal({ code: Code.incorrectData, message: `channel ${channel.id} takes ${usdt ? 'USDT' : 'THB'}` });
    const rate = channel.exchange_satang ?? 0;
    const amountSatang = usdt ? satangForUsdt(event.amount, rate) : event.amount;
    if (amountSatang <= 0)
      throw new Refusal({ code: Code.incorrectData, message: 'the amount is too small to credit' });
    const inRange = amountSatang >= channel.min_deposit_satang && amountSatang <= channel.max_deposit_satang;
    // Over the member's own deposit limit, or on a break: held for a refund, nothing credited (1012 / 5002).
    const refused = inRange ? await depositCheck(tx, member.id, amountSatang, at.getTime(), 'credit') : undefined;
    const within = inRange && !refused;
    const [notice] = await tx.query<{ id: number }>(
      `SELECT id::int AS id FROM deposits
       WHERE member_id = $1 AND channel_id = $2 AND source = 'notice' AND status = 'pending'
         AND (CASE WHEN $4 THEN usdt_micro = $3 ELSE amount_satang = $3 END)
       ORDER BY created_at LIMIT 1 FOR UPDATE`,
      [member.id, channel.id, event.amount, usdt],
    );
    const status = within ? 'paid' : 'held';
    const note = within
      ? null
      : refused
        ? `refused: ${refused.message}; refund the sender`
        : `outside the channel limits (${baht(channel.min_deposit_satang)}–${baht(channel.max_deposit_satang)} ` +
          'baht): waiting for admin';
    let depositId: number;
    if (notice) {
      await tx.query(
        `UPDATE deposits SET status = $2, amount_satang = $3, rate_satang = $4, gateway_txn = $5, settled_at = $6,
           note = coalesce($7, note)
         WHERE id = $1`,
        [notice.id, status, amountSatang, usdt ? rate : null, event.txnId, at, note],
      );
      depositId = notice.id;
    } else {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO deposits (merchant_ref, member_id, channel_id, channel_type, source, amount_satang, usdt_micro,
           rate_satang, status, gateway_txn, note, created_at, settled_at)
         VALUES ($1, $2, $3, $4, 'transfer', $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id::int AS id`,
        [
          merchantRef(channel.group_id, at),
          member.id,
          channel.id,
          channel.type,
          amountSatang,
          usdt ? event.amount : null,
          usdt ? rate : null,
          status,
          event.txnId,
          note,
          at,
        ],
      );
      depositId = row!.id;
    }
    const balance = within
      ? await credit(
          ctx,
          tx,
          { id: depositId, member_id: member.id, channel_id: channel.id, amount_satang: amountSatang },
          at,
        )
      : undefined;
    return {
      code: refused ? refused.code : Code.ok,
      message: refused ? `${refused.message}: held for a refund` : within ? 'credited' : 'held for review',
      result: {
        depositId,
        status,
        credited: within ? baht(amountSatang) : 0,
        matchedNotice: notice !== undefined,
        balance: balance === undefined ? null : baht(balance),
        ...(refused ? resultOf(refused) : {}),
      },
    };
  });
}

/**
 * The member's "I transferred" notice (POST /api/v1/member/payment/transfer): a pending deposit
 * shown in the history as in progress until the transfer is reported.
 */
export async function announceTransfer(
  ctx: AppContext,
  member: MemberRow,
  body: { id: number; amount: number; usdtMicro?: number; key: string },
): Promise<Answer> {
  const at = nowDate(ctx);
  return once(
    ctx.db,
    {
      key: body.key,
      fingerprint: fingerprint(['transfer', member.id, body.id, body.amount, body.usdtMicro ?? null]),
      at,
    },
    async (tx) => {
      const channel = await channelById(tx, body.id);
      if (
        !channel ||
        channel.group_id !== member.group_id ||
        (channel.type !== 'tranfer-online' && channel.type !== 'usdt-type')
      ) {
        throw new Refusal({ code: Code.incorrectData, message: 'this channel takes no transfers' });
      }
      const usdt = channel.type === 'usdt-type';
      if (usdt && body.usdtMicro === undefined)
        throw new Refusal({ code: Code.incorrectData, message: 'amount: USDT with up to 6 decimals' });
      const amountSatang = usdt ? satangForUsdt(body.usdtMicro!, channel.exchange_satang ?? 0) : body.amount;
      if (amountSatang < channel.min_deposit_satang || amountSatang > channel.max_deposit_satang) {
        throw new Refusal({
          code: Code.incorrectData,
          message: `deposit between ${baht(channel.min_deposit_satang)} and ${baht(channel.max_deposit_satang)} baht`,
          min: baht(channel.min_deposit_satang),
          max: baht(channel.max_deposit_satang),
        });
      }
      await lockMember(tx, member.id);
      const refused = await depositCheck(tx, member.id, amountSatang, at.getTime(), 'request');
      if (refused) throw new Refusal({ code: refused.code, message: refused.message, ...refused.extra });
      const ref = merchantRef(member.group_id, at);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO deposits (merchant_ref, member_id, channel_id, channel_type, source, amount_satang, usdt_micro,
         rate_satang, status, created_at)
       VALUES ($1, $2, $3, $4, 'notice', $5, $6, $7, 'pending', $8) RETURNING id::int AS id`,
        [
          ref,
          member.id,
          channel.id,
          channel.type,
          amountSatang,
          usdt ? body.usdtMicro : null,
          usdt ? channel.exchange_satang : null,
          at,
        ],
      );
      return {
        code: Code.ok,
        message: 'waiting for the transfer to arrive',
        result: {
          id: row!.id,
          merchantRef: ref,
          status: 'pending',
          amount: baht(amountSatang),
          ...(usdt ? { usdt: body.usdtMicro! / 1e6, exchange: baht(channel.exchange_satang ?? 0) } : {}),
        },
      };
    },
  );
}
