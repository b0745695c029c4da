import type { FastifyInstance } from 'fastify';
import {
  bonusQuery,
  cancelBonusBody,
  claimBody,
  promotionDetailQuery,
  promotionListQuery,
  promotionQuery,
} from '@lobby/contract';
import { claimsOf, requireGroup, requireMember } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { memberOfSession } from '../member/repo.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { bonusOfPromotion, cancelBonus, claimBonus, memberBonuses } from './bonuses.ts';
import { listPromotions, promotionView, visiblePromotion } from './repo.ts';

/** Promotions (spec §7 promotion/list and getPromotion), one promotion's page, and the member's bonuses. */
export function promotionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // result[1] is the count the client shows (spec §7).
  app.get('/api/v3/member/getPromotion', async (request) => {
    const member = await requireMember(ctx, request);
    const query = parseInput(promotionQuery, request.query);
    const { rows, total } = await listPromotions(ctx, member.group_id, query);
    return ok([rows.map((p) => promotionView(ctx, p, query.lang)), total]);
  });

  app.get('/api/promotion/list', async (request) => {
    const query = parseInput(promotionListQuery, request.query);
    const groupId = await requireGroup(ctx, claimsOf(ctx, request, false), query.groupID);
    const { rows, total, categories, next } = await listPromotions(ctx, groupId, query);
    return ok(
      rows.map((p) => promotionView(ctx, p, query.lang)),
      { total, categories, next },
    );
  });

  app.get('/api/promotion/detail', async (request) => {
    const query = parseInput(promotionDetailQuery, request.query);
    const claims = claimsOf(ctx, request, false);
    const groupId = await requireGroup(ctx, claims, query.groupID);
    const promotion = await visiblePromotion(ctx, ctx.db, groupId, query.id);
    if (!promotion) throw new ApiError(Code.incorrectData, 'no such promotion here (ended or another brand’s)');
    // A visitor, or a token whose session ended, reads the promotion without a bonus.
    const member = claims ? await memberOfSession(ctx.db, claims.sid, claims.sub) : undefined;
    return ok({
      promotion: promotionView(ctx, promotion, query.lang),
      bonus: member ? await bonusOfPromotion(ctx, member.id, promotion.code, query.lang) : null,
    });
  });

  app.get('/api/v3/member/bonus', async (request) => {
    const member = await requireMember(ctx, request);
    const { lang } = parseInput(bonusQuery, request.query);
    return ok(await memberBonuses(ctx, member.id, lang));
  });

  app.post('/api/v3/member/bonus/claim', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(claimBody, request.body);
    return ok(await claimBonus(ctx, member, body.promotion, body.lang));
  });

  app.post('/api/v3/member/bonus/cancel', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(cancelBonusBody, request.body);
    return ok(await cancelBonus(ctx, member.id, body.id, body.lang));
  });
}
