import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireMember } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/codes.ts';
import { parseInput, type RouteCatalog } from '../http/validate.ts';
import { history } from './history.ts';
import { idempotencyKey, idempotencyKeyHeader } from './idempotency.ts';
import { bahtAmount } from './money.ts';
import { requestWithdrawal } from './withdrawals.ts';

const withdrawBody = z.object({ balance: bahtAmount('balance') });
const historyBody = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** The inputs of withdraw and history. */
export const walletSchemas = {
  'POST /api/v1/member/withdraw': { auth: 'member', body: withdrawBody },
  'POST /api/v1/member/data/dataHistory': { auth: 'member', body: historyBody },
} satisfies RouteCatalog;

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Spec §7: body { balance } (baht). An Idempotency-Key header makes a retried request safe.
  app.post('/api/v1/member/withdraw', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(withdrawBody, request.body);
    const key = idempotencyKey(`withdraw:${member.id}`, idempotencyKeyHeader(request.headers));
    return requestWithdrawal(ctx, member, body.balance, key);
  });

  app.post('/api/v1/member/data/dataHistory', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(historyBody, request.body);
    return ok({ list: await history(ctx, member.id, body.limit, body.offset) });
  });
}
