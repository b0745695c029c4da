import type { FastifyInstance } from 'fastify';
import { sandboxAffiliateClockBody as clockBody, sandboxAffiliateRollupBody as rollupBody } from '@lobby/contract';
import type { AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { affiliateNow, setAffiliateClock } from './clock.ts';
import { dueDay, runAffiliateRollup } from './rollup.ts';

/** The sandbox's affiliate doors: the roll-up on demand, and one member's affiliate clock moved. */
export function affiliateSandboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Runs the affiliate roll-up now, as the 11:00 timer would: for `day` (default: the day due at `at`), as if run at
  // `at` (default now; e.g. tomorrow 11:00 for today's bets: "the clock advanced"). A day may run again: only what
  // the earlier runs did not see is credited.
  app.post('/sandbox/affiliate/rollup', async (request) => {
    const body = parseInput(rollupBody, request.body);
    const at = body.at === undefined ? ctx.clock.now() : Date.parse(body.at);
    return ok(await runAffiliateRollup(ctx, body.day ?? dueDay(at), new Date(at)));
  });

  // From now on the member's affiliate calls see `at` (time running on from it); without `at`, the server's clock.
  app.post('/sandbox/affiliate/clock', async (request) => {
    const body = parseInput(clockBody, request.body);
    const [member] = await ctx.db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [
      body.username.toLowerCase(),
    ]);
    if (!member) throw new ApiError(Code.incorrectData, `username: no member ${body.username}`);
    setAffiliateClock(ctx, member.id, body.at === undefined ? undefined : Date.parse(body.at));
    return ok({ username: body.username.toLowerCase(), now: new Date(affiliateNow(ctx, member.id)).toISOString() });
  });
}
