import type { FastifyInstance } from 'fastify';
import { tournamentBoardQuery } from '@lobby/contract';
import { liveClaimsOf, requireGroup } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { tournamentBoard } from './board.ts';

/** One tournament's prizes and leaderboard; a member's token adds their own row. */
export function tournamentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v3/member/tournament/board', async (request) => {
    const query = parseInput(tournamentBoardQuery, request.query);
    const claims = await liveClaimsOf(ctx, request, false);
    const groupId = await requireGroup(ctx, claims, query.groupID);
    return ok(await tournamentBoard(ctx, groupId, query.id, query.lang, claims?.sub));
  });
}
