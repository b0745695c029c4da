import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../http/codes.ts';
import type { AppContext } from '../context.ts';
import { Batcher } from '../db/batch.ts';
import { membersOfSessions, type MemberRow } from '../member/repo.ts';
import { tokenFromHeader, type AccessClaims } from './tokens.ts';

/**
 * Verifies the access token's HMAC and expiry only (no database): a missing token gives
 * undefined unless required; a forged one 7002; an expired one 7003 (the client refreshes).
 */
export function claimsOf(ctx: AppContext, request: FastifyRequest, required: boolean): AccessClaims | undefined {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) {
    if (required)
      throw new ApiError(Code.sessionInvalid, 'missing access token: send Authorization: Bearer <access_token>');
    return undefined;
  }
  const verified = ctx.tokens.verify(token, ctx.clock.now());
  if (!verified.ok) {
    throw verified.code === Code.tokenExpired
      ? new ApiError(Code.tokenExpired, 'access token expired: refresh it at /refreshtoken/true')
      : new ApiError(Code.sessionInvalid, 'invalid access token, please log in again');
  }
  return verified.claims;
}

/**
 * Brands are separate casinos: a logged-in caller sees its own brand's games, notices and promotions, whatever
 * `groupID` the client sends; a visitor gets the one sent.
 */
export function groupOf(claims: AccessClaims | undefined, sent: string | null | undefined): string | undefined {
  return claims?.grp || sent || undefined;
}

/**
 * The brand a public call is about: the member's own (from the token) or the `groupID` the site sends. The platform
 * serves many brands and favours none: a call that names no brand, or one the platform has never applied
 * (`group apply`), is refused with 8000 rather than answered with another brand's content.
 */
export async function requireGroup(
  ctx: AppContext,
  claims: AccessClaims | undefined,
  sent: string | null | undefined,
): Promise<string> {
  const groupId = groupOf(claims, sent);
  if (!groupId) throw new ApiError(Code.incorrectData, "groupID is required: the brand site sends its group's id");
  const known = await ctx.db.query('SELECT 1 FROM groups WHERE id = $1', [groupId], { prepare: 'group_exists' });
  if (known.length === 0) throw new ApiError(Code.incorrectData, `unknown groupID ${groupId}`);
  return groupId;
}

/** A member opens a session only through its own brand's site (when the site says which it is). */
export function assertSameBrand(member: { group_id: string }, sentGroupId: string | undefined, code: number): void {
  if (sentGroupId !== undefined && sentGroupId !== member.group_id)
    throw new ApiError(code, "this account belongs to another brand's site: log in there");
}

/** Per server: the member lookups of one tick share one query. */
const sessionMembers = new WeakMap<AppContext, Batcher<string, MemberRow>>();

/** The member of the claims' session while it is live; 7002 once it ended (logout, a reused refresh, disabling). */
async function memberOfLiveSession(ctx: AppContext, claims: AccessClaims): Promise<MemberRow> {
  let members = sessionMembers.get(ctx);
  if (!members) sessionMembers.set(ctx, (members = new Batcher((sids) => membersOfSessions(ctx.db, sids))));
  const member = await members.load(claims.sid);
  if (!member || member.id !== claims.sub)
    throw new ApiError(Code.sessionInvalid, 'session ended, please log in again');
  return member;
}

/** A logged-in member with a live session (logout and disabling take effect immediately). */
export async function requireMember(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<MemberRow & { sessionId: string }> {
  const claims = claimsOf(ctx, request, true)!;
  return { ...(await memberOfLiveSession(ctx, claims)), sessionId: claims.sid };
}

/**
 * The caller's claims on a call a visitor may make too (game lists, GraphQL, boards): without a token, undefined; with
 * one, only while its session is live, so an ended session reads no member's favourites or recents until it expires.
 */
export async function liveClaimsOf(
  ctx: AppContext,
  request: FastifyRequest,
  required: boolean,
): Promise<AccessClaims | undefined> {
  const claims = claimsOf(ctx, request, required);
  if (claims) await memberOfLiveSession(ctx, claims);
  return claims;
}
