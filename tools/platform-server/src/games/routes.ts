import type { FastifyInstance } from 'fastify';
import { launchBody } from '@lobby/contract';
import { claimsOf, groupOf, liveClaimsOf } from '../auth/guard.ts';
import { nowDate, type AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { refuseOnBreak } from '../protection/repo.ts';
import { TICKET_TTL_SECONDS } from '../rounds/tickets.ts';
import { categoryArgs, findGame, groupExists, listArgs, listCategories, listGames, touchRecent } from './repo.ts';
import { categoryView, gameView } from './views.ts';

export function gameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tickets = ctx.tickets;

  app.post('/api/v3/member/game/categorys', async (request) => {
    const claims = await liveClaimsOf(ctx, request, false);
    const args = parseInput(categoryArgs, request.body);
    args.groupID = groupOf(claims, args.groupID);
    const member = claims && (!args.userID || args.userID === claims.sub) ? claims.sub : undefined;
    return ok((await listCategories(ctx.db, args, member)).map((c) => categoryView(ctx, c, member !== undefined)));
  });

  app.post('/api/v3/member/game/lists', async (request) => {
    const claims = await liveClaimsOf(ctx, request, false);
    const args = parseInput(listArgs, request.body);
    args.groupID = groupOf(claims, args.groupID)!;
    if (!(await groupExists(ctx.db, args.groupID)))
      throw new ApiError(Code.incorrectData, `unknown groupID ${args.groupID}`);
    const member = claims && (!args.userID || args.userID === claims.sub) ? claims.sub : undefined;
    const rows = await listGames(ctx, args, member);
    return ok(
      rows.map((g) => gameView(ctx, g, member !== undefined)),
      { total: rows[0]?.total ?? 0 },
    );
  });

  app.post('/api/v1/member/game/launch', async (request) => {
    const body = parseInput(launchBody, request.body);
    const game = await findGame(ctx.db, String(body.game_code ?? body.gameID ?? body.id));
    if (!game || !game.enabled) throw new ApiError(Code.incorrectData, 'unknown game');
    const isDemo = game.handle.includes('-demo');
    const claims = claimsOf(ctx, request, !isDemo);
    const [session] = claims
      ? await ctx.db.query<{ ticket_epoch: number }>(
          `SELECT s.ticket_epoch FROM sessions s JOIN members m ON m.id = s.member_id
           WHERE s.id = $1 AND s.member_id = $2 AND s.revoked_at IS NULL AND m.status <> 'disabled'`,
          [claims.sid, claims.sub],
        )
      : [];
    if (claims && !session) throw new ApiError(Code.sessionInvalid, 'session ended, please log in again');
    // A break ends every session; this holds even for a session that somehow outlived it (issue 15).
    if (claims) await refuseOnBreak(ctx.db, claims.sub, ctx.clock.now());
    if (game.maintenance) {
      const name = body.lang === 'en' ? game.name_en : game.name_th;
      throw new ApiError(
        Code.gameMaintenance,
        body.lang === 'en'
          ? `${name} (${game.provider}) is under maintenance, please try again later`
          : `${name} (${game.provider}) ปิดปรับปรุงชั่วคราว กรุณาลองใหม่ภายหลัง`,
      );
    }
    if (claims) await touchRecent(ctx.db, claims.sub, game.id, nowDate(ctx));
    const iat = Math.floor(ctx.clock.now() / 1000);
    // Tied to the session: dead after logout, a password change or reset (see rounds/tickets.ts).
    const ticket = tickets.sign({
      sub: claims?.sub ?? 'guest',
      sid: claims?.sid ?? 'demo',
      usr: claims?.usr ?? 'guest',
      grp: claims?.grp ?? '',
      iat,
      exp: iat + TICKET_TTL_SECONDS,
      ...(session ? { tep: session.ticket_epoch } : {}),
    });
    const url = new URL(`${ctx.config.publicUrl}/play/${encodeURIComponent(game.code)}`);
    url.searchParams.set('ticket', ticket);
    url.searchParams.set('lang', body.lang);
    url.searchParams.set('client', body.client);
    return { code: Code.ok, message: 'success', result: url.toString() };
  });
  // The game window GET /play/{code} and the sandbox slot live in rounds/routes.ts.
}
