import type { FastifyInstance } from 'fastify';
import { eventsQuery } from '@lobby/contract';
import { claimsOf, requireGroup } from '../auth/guard.ts';
import { absolute, nowDate, type AppContext } from '../context.ts';
import { ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';

interface EventRow {
  code: string;
  title_th: string;
  title_en: string;
  body_th: string;
  body_en: string;
  img: string;
  link: string | null;
  starts_at: Date;
  ends_at: Date;
}

/** The brand's events that are on now, then those coming (ended ones are gone). */
export function eventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v3/member/events', async (request) => {
    const query = parseInput(eventsQuery, request.query);
    const groupId = await requireGroup(ctx, claimsOf(ctx, request, false), query.groupID);
    const now = nowDate(ctx);
    const rows = await ctx.db.query<EventRow>(
      `SELECT code, title_th, title_en, body_th, body_en, img, link, starts_at, ends_at FROM events
       WHERE (group_id = $1 OR group_id IS NULL) AND ends_at > $2
       ORDER BY (starts_at > $2), starts_at, sort, id LIMIT 50`,
      [groupId, now],
    );
    const en = query.lang === 'en';
    return ok(
      rows.map((e) => ({
        _id: e.code,
        code: e.code,
        title: en ? e.title_en : e.title_th,
        body: en ? e.body_en : e.body_th,
        img: absolute(ctx, e.img),
        start: e.starts_at.toISOString(),
        end: e.ends_at.toISOString(),
        link: e.link,
        state: e.starts_at > now ? 'upcoming' : 'live',
      })),
    );
  });
}
