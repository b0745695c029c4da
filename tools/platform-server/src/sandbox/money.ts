import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  decisionBody,
  decisionParams,
  payBody,
  payParams,
  sandboxTransferBody as transferBody,
  withdrawalsQuery,
} from '@lobby/contract/routes';
import { baht, type AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { signGatewayBody } from '../payments/gateway.ts';
import { affiliateSandboxRoutes } from '../affiliate/sandbox.ts';
import { decideWithdrawal } from '../wallet/withdrawals.ts';

/**
 * The sandbox payer: it plays the payment gateway and the bank. Every payment goes through the real
 * signed callback (POST /gateway/payments/callback) exactly as a gateway would send it, so the sandbox
 * exercises the production code path including signature checking and idempotency.
 */
export function sandboxMoneyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const callGateway = async (event: Record<string, unknown>) => {
    const raw = JSON.stringify(event);
    const timestamp = Math.floor(ctx.clock.now() / 1000);
    const res = await app.inject({
      method: 'POST',
      url: '/gateway/payments/callback',
      headers: {
        'content-type': 'application/json',
        'x-gateway-timestamp': String(timestamp),
        'x-gateway-signature': signGatewayBody(ctx.secrets.gateway, timestamp, raw),
      },
      payload: raw,
    });
    return { ...(res.json() as Record<string, unknown>), event };
  };

  // Pays a QR as the member's banking app would: the amount defaults to the QR's.
  app.post('/sandbox/payments/:merchantRef/pay', async (request) => {
    const { merchantRef } = parseInput(payParams, request.params);
    const body = parseInput(payBody, request.body);
    const [deposit] = await ctx.db.query<{ amount_satang: number }>(
      `SELECT amount_satang FROM deposits WHERE merchant_ref = $1 AND source = 'qr'`,
      [merchantRef],
    );
    if (!deposit) throw new ApiError(Code.incorrectData, `no QR deposit ${merchantRef}`);
    return callGateway({
      event: 'qr.paid',
      txnId: body.txnId ?? `sbx-${randomBytes(8).toString('hex')}`,
      merchantRef,
      amount: String(body.amount ?? baht(deposit.amount_satang)),
    });
  });

  // A bank or USDT transfer from a member arrives on a channel's account.
  app.post('/sandbox/transfers', async (request) => {
    const body = parseInput(transferBody, request.body);
    const [member] = await ctx.db.query<{
      id: string;
      group_id: string;
      username: string;
      bank_id: string | null;
      bank_no: string | null;
    }>(
      `SELECT m.id, m.group_id, m.username, a.bank_id, a.bank_no FROM members m
       LEFT JOIN LATERAL (
         SELECT bank_id, bank_no FROM member_bank_accounts WHERE member_id = m.id ORDER BY id LIMIT 1
       ) a ON true
       WHERE m.username = $1`,
      [body.username.toLowerCase()],
    );
    if (!member) throw new ApiError(Code.incorrectData, `no member ${body.username}`);
    const type = body.type === 'bank' ? 'tranfer-online' : 'usdt-type';
    const [channel] = await ctx.db.query<{ id: number }>(
      `SELECT id::int AS id FROM payment_channels
       WHERE group_id = $1 AND type = $2 AND ($3::bigint IS NULL OR id = $3) AND enabled ORDER BY sort, id LIMIT 1`,
      [member.group_id, type, body.channel_id ?? null],
    );
    if (!channel)
      throw new ApiError(Code.incorrectData, `no ${type} channel ${body.channel_id ?? ''} in ${member.group_id}`);
    if (body.type === 'bank' && !member.bank_no)
      throw new ApiError(Code.incorrectData, `${body.username} has no bank account to send from`);
    return callGateway({
      event: 'transfer.received',
      txnId: body.txnId ?? `sbx-${randomBytes(8).toString('hex')}`,
      channelId: channel.id,
      currency: body.type === 'bank' ? 'THB' : 'USDT',
      amount: String(body.amount),
      from:
        body.type === 'bank' ? { bank_id: member.bank_id, bank_no: member.bank_no } : { reference: member.username },
    });
  });

  app.get('/sandbox/withdrawals', async (request) => {
    const { username } = parseInput(withdrawalsQuery, request.query);
    const rows = await ctx.db.query<{
      id: number;
      username: string;
      amount_satang: number;
      status: string;
      created_at: Date;
    }>(
      `SELECT w.id::int AS id, m.username, w.amount_satang, w.status, w.created_at
       FROM withdrawals w JOIN members m ON m.id = w.member_id
       WHERE ($1::text IS NULL OR m.username = $1) ORDER BY w.id DESC LIMIT 50`,
      [username?.toLowerCase() ?? null],
    );
    return ok(
      rows.map((r) => ({
        id: r.id,
        username: r.username,
        amount: baht(r.amount_satang),
        status: r.status,
        date: r.created_at.toISOString(),
      })),
    );
  });

  app.post('/sandbox/withdrawals/:id/:decision', async (request) => {
    const params = parseInput(decisionParams, request.params);
    const body = parseInput(decisionBody, request.body);
    return decideWithdrawal(ctx, params.id, params.decision, body.reason);
  });

  affiliateSandboxRoutes(app, ctx);
}
