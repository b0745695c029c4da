import type { FastifyInstance } from 'fastify';
import { vitalsBody } from '@lobby/contract';
import { hit } from '../auth/rate-limit.ts';
import { nowDate, type AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';

/** Beacons per minute from one address unless the config says otherwise: a page view sends one or two. */
export const VITALS_PER_MINUTE = 30;

/** A sendBeacon body is text/plain (no CORS preflight): its text is the JSON. */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new ApiError(Code.incorrectData, 'the body must be JSON');
  }
}

/**
 * Core Web Vitals from the brand sites (issue 14): each value of a sampled page view, kept per brand and page. Bounded:
 * a small body, at most one value per metric, a number of beacons per minute per address (past it nothing is kept),
 * and the prune timer deletes rows after 8 days.
 */
export function vitalsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const perMinute = ctx.config.ipLimits.vitalsPerMinute ?? (ctx.config.sandbox ? 10_000 : VITALS_PER_MINUTE);
  app.post('/api/v1/vitals', { bodyLimit: 2048 }, async (request) => {
    const { groupID, page, metrics } = parseInput(vitalsBody, jsonOf(request.body));
    if ((await hit(ctx.db, `vitals-ip:${request.ip}`, 60, ctx.clock.now())) > perMinute) return ok({ stored: 0 });
    // Only a brand the platform knows: one statement, no row when the group is unknown.
    const rows = await ctx.db.query(
      `INSERT INTO web_vitals (group_id, page, metric, value, recorded_at)
       SELECT g.id, $2, m.metric, m.value, $5 FROM groups g,
         unnest($3::text[], $4::float8[]) AS m(metric, value)
       WHERE g.id = $1
       RETURNING 1`,
      [groupID, page, metrics.map((m) => m.name), metrics.map((m) => m.value), nowDate(ctx)],
    );
    if (rows.length === 0) throw new ApiError(Code.incorrectData, `unknown groupID ${groupID}`);
    return ok({ stored: rows.length });
  });
}
