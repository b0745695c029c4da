import { ApiError, Code } from '../http/codes.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { refuseOnBreak } from '../protection/repo.ts';
import { newRefreshToken, sha256 } from './tokens.ts';

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
}

interface SessionSubject {
  id: string;
  username: string;
  group_id: string;
}

/** When a session opened at `createdAtMs` ends for good: rotation never carries it further. */
const sessionEndMs = (ctx: AppContext, createdAtMs: number) => createdAtMs + ctx.config.sessionMaxAgeSeconds * 1000;

function signAccess(ctx: AppContext, member: SessionSubject, sessionId: string, endMs: number): string {
  const iat = Math.floor(ctx.clock.now() / 1000);
  return ctx.tokens.sign({
    sub: member.id,
    sid: sessionId,
    usr: member.username,
    grp: member.group_id,
    iat,
    exp: Math.min(iat + ctx.config.accessTokenTtlSeconds, Math.floor(endMs / 1000)),
  });
}

async function storeRefresh(ctx: AppContext, db: Queryable, sessionId: string, endMs: number): Promise<string> {
  const token = newRefreshToken();
  const now = ctx.clock.now();
  await db.query('INSERT INTO refresh_tokens (token_hash, session_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(token),
    sessionId,
    new Date(now),
    new Date(Math.min(now + ctx.config.refreshTokenTtlSeconds * 1000, endMs)),
  ]);
  return token;
}

/**
 * A new session = a new refresh-token family, with an absolute end `sessionMaxAgeSeconds` from now. Every way in
 * (password, LINE, a one-time login link, registration) comes through here, so none opens a session for a member on a
 * time-out or self-exclusion (5002 with its end).
 */
export async function openSession(ctx: AppContext, db: Queryable, member: SessionSubject): Promise<IssuedTokens> {
  const now = ctx.clock.now();
  await refuseOnBreak(db, member.id, now);
  const [session] = await db.query<{ id: string }>(
    'INSERT INTO sessions (member_id, created_at) VALUES ($1, $2) RETURNING id',
    [member.id, new Date(now)],
  );
  const sessionId = session!.id;
  const end = sessionEndMs(ctx, now);
  return {
    access_token: signAccess(ctx, member, sessionId, end),
    refresh_token: await storeRefresh(ctx, db, sessionId, end),
  };
}

export async function revokeSession(ctx: AppContext, db: Queryable, sessionId: string, reason: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    new Date(ctx.clock.now()),
    reason,
  ]);
}

export async function revokeMemberSessions(
  ctx: AppContext,
  db: Queryable,
  memberId: string,
  reason: string,
  except?: string,
) {
  await db.query(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3
     WHERE member_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $4`,
    [memberId, new Date(ctx.clock.now()), reason, except ?? null],
  );
}

type RefreshOutcome = { ok: IssuedTokens } | { error: ApiError };

/**
 * How long a used refresh token still counts as its own retry. A page left (or a network lost) while its refresh was
 * in flight never stores the new token; the next page comes back with the old one moments later. Later than this,
 * a used token coming back was copied.
 */
export const REFRESH_RETRY_SECONDS = 30;

/**
 * Rotates a refresh token. Each token works once; presenting a used one means it was copied, so
 * the whole family (session) is revoked and both holders must log in again (7002) — unless it comes back within
 * REFRESH_RETRY_SECONDS of its use: then it gets a pair of its own, and the one it got before stays good too.
 */
export async function rotateRefreshToken(ctx: AppContext, token: string, groupId?: string): Promise<IssuedTokens> {
  const outcome = await ctx.db.transaction<RefreshOutcome>(async (tx) => {
    const rows = await tx.query<{
      session_id: string;
      session_created_at: Date;
      expires_at: Date;
      used_at: Date | null;
      revoked_at: Date | null;
      member_id: string;
      username: string;
      group_id: string;
      status: string;
    }>(
      `SELECT rt.session_id, s.created_at AS session_created_at, rt.expires_at, rt.used_at, s.revoked_at,
              m.id AS member_id, m.username, m.group_id, m.status
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id JOIN members m ON m.id = s.member_id
       WHERE rt.token_hash = $1 FOR UPDATE OF rt`,
      [sha256(token)],
    );
    const row = rows[0];
    if (!row) return { error: new ApiError(Code.sessionInvalid, 'unknown refresh token, please log in again') };
    if (row.revoked_at) return { error: new ApiError(Code.sessionInvalid, 'session ended, please log in again') };
    const retry = row.used_at !== null && ctx.clock.now() - row.used_at.getTime() <= REFRESH_RETRY_SECONDS * 1000;
    if (row.used_at && !retry) {
      await revokeSession(ctx, tx, row.session_id, 'refresh token reuse');
      return {
        error: new ApiError(Code.sessionInvalid, 'refresh token already used: session revoked, please log in again'),
      };
    }
    if (groupId !== undefined && groupId !== row.group_id) {
      return { error: new ApiError(Code.sessionInvalid, "this session belongs to another brand's site: log in here") };
    }
    if (row.status === 'disabled') {
      await revokeSession(ctx, tx, row.session_id, 'member disabled');
      return { error: new ApiError(Code.sessionInvalid, 'this account cannot log in, contact admin') };
    }
    const end = sessionEndMs(ctx, row.session_created_at.getTime());
    if (end <= ctx.clock.now()) {
      await revokeSession(ctx, tx, row.session_id, 'maximum session age');
      return { error: new ApiError(Code.tokenExpired, 'session reached its maximum age, please log in again') };
    }
    if (row.expires_at.getTime() <= ctx.clock.now()) {
      return { error: new ApiError(Code.tokenExpired, 'refresh token expired, please log in again') };
    }
    // A retry keeps its first use's time: the grace runs from when the token was first spent.
    await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL', [
      sha256(token),
      new Date(ctx.clock.now()),
    ]);
    const member = { id: row.member_id, username: row.username, group_id: row.group_id };
    return {
      ok: {
        access_token: signAccess(ctx, member, row.session_id, end),
        refresh_token: await storeRefresh(ctx, tx, row.session_id, end),
      },
    };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}
