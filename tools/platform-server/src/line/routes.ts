import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lineAuthorizeQuery, lineCheckQuery, lineLoginBody } from '@lobby/contract';
import { assertSameBrand, claimsOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { memberByUsername, type MemberRow } from '../member/repo.ts';
import { sessionAnswer } from '../auth/login.ts';
import { openSession } from '../auth/sessions.ts';
import { sha256 } from '../auth/tokens.ts';

/** Only the brand sites (CORS origins) and this server may receive the user after consent. */
export function allowedRedirect(ctx: AppContext, uri: string | undefined): boolean {
  if (!uri) return true;
  const origin = new URL(uri).origin;
  return origin === new URL(ctx.config.publicUrl).origin || ctx.config.corsOrigins.includes(origin);
}

/** The LINE service of spec §7 (mounted under /line): authorize → consent link, check → linked or not. */
export function lineRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/line/api/authorize', async (request) => {
    const query = parseInput(lineAuthorizeQuery, request.query);
    const claims = claimsOf(ctx, request, false);
    if (claims && claims.usr !== query.username)
      throw new ApiError(Code.sessionInvalid, 'username does not match the logged-in member');
    const member = await memberByUsername(ctx.db, query.username);
    if (!member) throw new ApiError(Code.incorrectData, 'unknown username');
    if (!allowedRedirect(ctx, query.redirect_uri))
      throw new ApiError(Code.incorrectData, 'redirect_uri is not a brand site');
    if (!ctx.config.sandbox) throw new ApiError(Code.incorrectData, 'LINE login is not configured on this server');
    const state = randomBytes(18).toString('base64url');
    const now = ctx.clock.now();
    await ctx.db.query(
      `INSERT INTO line_link_requests (state, member_id, action, redirect_uri, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [state, member.id, query.action, query.redirect_uri ?? null, new Date(now), new Date(now + 10 * 60_000)],
    );
    const url = `${ctx.config.publicUrl}/sandbox/line/consent?state=${state}`;
    return ok(url, { url });
  });

  // LINE login: the one-time code from the consent redirect → the login answer (a new session).
  app.post('/line/api/login', async (request) => {
    const { code, groupID } = parseInput(lineLoginBody, request.body);
    const now = new Date(ctx.clock.now());
    const [row] = await ctx.db.query<{ member_id: string }>(
      `UPDATE line_link_requests SET login_code_used_at = $2
       WHERE login_code_hash = $1 AND login_code_used_at IS NULL AND login_code_expires_at > $2 RETURNING member_id`,
      [sha256(code), now],
    );
    if (!row) throw new ApiError(Code.sessionInvalid, 'LINE login code expired or already used: start again');
    const [member] = await ctx.db.query<MemberRow & { upline_status: string | null }>(
      `SELECT m.*, u.status AS upline_status FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = $1`,
      [row.member_id],
    );
    if (!member || member.status === 'disabled')
      throw new ApiError(Code.accountDisabled, 'this account cannot log in: contact admin');
    if (member.upline_status === 'locked')
      throw new ApiError(Code.uplineLocked, 'your upline is locked: contact admin');
    assertSameBrand(member, groupID, Code.accountDisabled);
    const tokens = await ctx.db.transaction((tx) => openSession(ctx, tx, member));
    return sessionAnswer(ctx, member, tokens);
  });

  app.get('/line/api/check', async (request) => {
    const { username } = parseInput(lineCheckQuery, request.query);
    const member = await memberByUsername(ctx.db, username);
    if (!member) throw new ApiError(Code.incorrectData, 'unknown username');
    return member.line_user_id
      ? ok({ linked: true }, { message: 'linked' })
      : { code: 1, message: 'not linked', result: { linked: false } };
  });
}
