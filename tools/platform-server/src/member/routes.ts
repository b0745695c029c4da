import type { FastifyInstance } from 'fastify';
import { paymentQuery, tournamentQuery } from '@lobby/contract';
import { claimsOf, requireGroup, requireMember } from '../auth/guard.ts';
import { absolute, baht, nowDate, type AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { Batcher } from '../db/batch.ts';
import { withdrawState } from '../wallet/withdrawals.ts';
import { channelsOf, buildProfile, channelView } from './profile.ts';

/** Balance by live session, for many sessions in one indexed query (see Batcher). */
function balanceLoader(ctx: AppContext) {
  return new Batcher<string, { member_id: string; balance_satang: number }>(async (sessionIds) => {
    const rows = await ctx.db.query<{ sid: string; member_id: string; balance_satang: number }>(
      `SELECT s.id::text AS sid, s.member_id::text AS member_id, w.balance_satang
       FROM sessions s JOIN wallets w ON w.member_id = s.member_id AND w.kind = 'member'
       WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL`,
      [sessionIds],
      { prepare: 'credit_by_sessions' },
    );
    return new Map(rows.map((r) => [r.sid, r]));
  });
}

export function memberRoutes(app: FastifyInstance, ctx: AppContext): void {
  const balances = balanceLoader(ctx);
  // The hot path: HMAC check in memory, then one indexed query (shared by concurrent calls) that
  // also proves the session is live, so a logout takes effect at once.
  app.post('/api/v1/member/credit', async (request) => {
    const claims = claimsOf(ctx, request, true)!;
    const row = await balances.load(claims.sid);
    if (!row || row.member_id !== claims.sub)
      throw new ApiError(Code.sessionInvalid, 'session ended, please log in again');
    return ok({ balance: baht(row.balance_satang), currency: 'THB' });
  });

  app.post('/api/v1/member/data/profile', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await buildProfile(ctx, member));
  });

  app.post('/api/v1/member/data/check-is-upgrade', async (request) => {
    const member = await requireMember(ctx, request);
    return ok({ is_upgrade: member.is_upgrade });
  });

  app.post('/api/v1/member/data/update-is-upgrade', async (request) => {
    const member = await requireMember(ctx, request);
    await ctx.db.query('UPDATE members SET is_upgrade = false WHERE id = $1', [member.id]);
    return ok({ is_upgrade: false });
  });

  // The same group limits the withdraw call enforces, plus the withdraw state of spec §3.
  app.get('/api/v1/member/getMinWithdraw', async (request) => {
    const member = await requireMember(ctx, request);
    const state = await withdrawState(ctx, member);
    return { code: Code.ok, message: 'success', min: state.withdrawMin, max: state.withdrawMax, result: state };
  });

  app.get('/api/v1/member/payment/payment', async (request) => {
    const member = await requireMember(ctx, request);
    const query = parseInput(paymentQuery, request.query);
    return ok((await channelsOf(ctx.db, member.group_id, query.type)).map((c) => channelView(ctx, c)));
  });

  app.get('/api/v1/member/payment/truewallet', async (request) => {
    const member = await requireMember(ctx, request);
    return ok((await channelsOf(ctx.db, member.group_id, 'truewallet')).map((c) => channelView(ctx, c)));
  });

  app.get('/api/v3/member/getLineContact', async (request) => {
    const member = await requireMember(ctx, request);
    const [group] = await ctx.db.query<{ line_contact: string | null; name: string }>(
      'SELECT line_contact, name FROM groups WHERE id = $1',
      [member.group_id],
    );
    const lineId = group?.line_contact ?? null;
    return ok({
      line_id: lineId,
      name: group?.name ?? null,
      url: lineId ? `https://line.me/R/ti/p/${encodeURIComponent(lineId)}` : null,
    });
  });

  // Not shown in the spec: a cheap "what changed" summary the site can poll after returning from a game.
  app.get('/api/v3/member/updateData', async (request) => {
    const member = await requireMember(ctx, request);
    const [row] = await ctx.db.query<{ balance_satang: number; favourites: number; recents: number }>(
      `SELECT (SELECT balance_satang FROM wallets WHERE member_id = $1 AND kind = 'member') AS balance_satang,
              (SELECT count(*) FROM favourites WHERE member_id = $1)::int AS favourites,
              (SELECT count(*) FROM recents WHERE member_id = $1)::int AS recents`,
      [member.id],
    );
    const switches = await ctx.settings.switches();
    return ok({
      balance: baht(row?.balance_satang ?? 0),
      countFavourite: row?.favourites ?? 0,
      countRecent: row?.recents ?? 0,
      is_upgrade: member.is_upgrade,
      line_linked: member.line_user_id !== null,
      site_closed: switches.siteClosed,
    });
  });

  app.get('/api/v3/member/tournaments', async (request) => {
    const query = parseInput(tournamentQuery, request.query);
    const claims = claimsOf(ctx, request, false);
    const groupId = await requireGroup(ctx, claims, query.groupID);
    const now = nowDate(ctx);
    const rows = await ctx.db.query<{
      id: number;
      code: string;
      name_th: string;
      name_en: string;
      img: string;
      game_type: string;
      prize_satang: number;
      starts_at: Date;
      ends_at: Date;
    }>(
      `SELECT id::int AS id, code, name_th, name_en, img, game_type, prize_satang, starts_at, ends_at FROM tournaments
       WHERE group_id = $1 OR group_id IS NULL ORDER BY starts_at DESC`,
      [groupId],
    );
    return ok(
      rows.map((t) => ({
        _id: String(t.id),
        code: t.code,
        name: query.lang === 'en' ? t.name_en : t.name_th,
        img: absolute(ctx, t.img),
        type: t.game_type,
        prize: baht(t.prize_satang),
        start: t.starts_at,
        end: t.ends_at,
        state: t.starts_at > now ? 'coming' : t.ends_at < now ? 'ended' : 'active',
      })),
    );
  });
}
