import type { FastifyInstance } from 'fastify';
import { historyBody, withdrawBody } from '@lobby/contract';
import { requireMember } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { history } from './history.ts';
import { idempotencyKey, idempotencyKeyHeader } from './idempotency.ts';
import { requestWithdrawal } from './withdrawals.ts';

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
    return ok(await history(ctx, member.id, body));
  });
}
