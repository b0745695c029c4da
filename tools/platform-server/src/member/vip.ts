import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/codes.ts';

/** VIP is by invitation: the member's tier (set by the operator, admin `member vip`), or null. */
export function vipRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v3/member/vip', async (request) => {
    const member = await requireMember(ctx, request);
    const [row] = await ctx.db.query<{ vip_tier: string | null; vip_since: Date | null }>(
      'SELECT vip_tier, vip_since FROM members WHERE id = $1',
      [member.id],
    );
    return ok({ tier: row?.vip_tier ?? null, since: row?.vip_since?.toISOString() ?? null });
  });
}
