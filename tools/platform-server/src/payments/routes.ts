import type { FastifyInstance } from 'fastify';
import { qrBody, transferBody } from '@lobby/contract';
import { gatewayEvent } from '@lobby/contract/routes';
import { claimsOf, requireMember } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { Batcher } from '../db/batch.ts';
import { ApiError, Code } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { headerValue, withRawJson } from '../http/raw-body.ts';
import { idempotencyKey, idempotencyKeyHeader } from '../wallet/idempotency.ts';
import { microUsdtOf, satangOf } from '../wallet/money.ts';
import { announceTransfer, pollAnswer, pollRows, requestQr, type PollRow } from './deposits.ts';
import { handleGatewayEvent, verifyGatewaySignature } from './gateway.ts';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Concurrent polls of one tick share one indexed query (1,000 members polling every 2 s).
  const polls = new Batcher<string, PollRow>((keys) => pollRows(ctx.db, keys));

  app.post('/api/v1/member/payment/qr', async (request) => {
    const body = parseInput(qrBody, request.body);
    if (body.action === 'is_deposit') {
      const claims = claimsOf(ctx, request, true)!;
      const row = await polls.load(`${claims.sid}|${body.id}`);
      if (!row || row.member_id !== claims.sub)
        throw new ApiError(Code.sessionInvalid, 'session ended, please log in again');
      return pollAnswer(row, ctx.clock.now(), body.token, body.x_debug_key);
    }
    const member = await requireMember(ctx, request);
    return requestQr(ctx, member, {
      id: body.id,
      amountSatang: body.amount,
      style: { overlay: body.overlay, dark: body.dark, light: body.light },
    });
  });

  app.post('/api/v1/member/payment/transfer', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(transferBody, request.body);
    const satang = satangOf(body.amount);
    const micro = microUsdtOf(body.amount);
    if ((satang === undefined || satang <= 0) && micro === undefined)
      throw new ApiError(Code.incorrectData, 'amount must be a positive number');
    const key = idempotencyKey(`transfer:${member.id}`, idempotencyKeyHeader(request.headers));
    return announceTransfer(ctx, member, { id: body.id, amount: satang ?? 0, usdtMicro: micro, key });
  });

  // The payment gateway's callback: verified over the raw bytes, so this scope keeps them.
  withRawJson(app, (gateway) => {
    gateway.post('/gateway/payments/callback', async (request, reply) => {
      const header = (name: string) => headerValue(request.headers, name);
      const problem = verifyGatewaySignature(
        ctx.secrets.gateway,
        ctx.clock.now(),
        header('x-gateway-timestamp'),
        header('x-gateway-signature'),
        request.rawBody ?? '',
      );
      if (problem) return reply.status(401).send({ code: Code.sessionInvalid, message: problem });
      return handleGatewayEvent(ctx, parseInput(gatewayEvent, request.body));
    });
  });
}
