import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loginLinkBody } from '@lobby/contract';
import { sessionAnswer } from '../auth/login.ts';
import { openSession } from '../auth/sessions.ts';
import { sha256 } from '../auth/tokens.ts';
import { nowDate, type AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError, Code } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import type { MemberRow } from '../member/repo.ts';

/** How long a link works unless the operator says otherwise. */
export const LOGIN_LINK_MINUTES = 15;
export const LOGIN_LINK_MAX_MINUTES = 24 * 60;

/**
 * Issues a one-time login link for a member (admin `member login-link`): a random token of which only the hash is
 * kept. Answers the token and when it expires; the site's page is `/loginUrl?token=…` (`/en/loginUrl?…` in English).
 */
export async function issueLoginLink(
  db: Queryable,
  username: string,
  now: Date,
  minutes = LOGIN_LINK_MINUTES,
): Promise<{ token: string; expiresAt: Date; groupId: string } | undefined> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const [member] = await db.query<{ id: string; group_id: string }>(
    'SELECT id, group_id FROM members WHERE username = $1',
    [username],
  );
  if (!member) return undefined;
  await db.query('INSERT INTO login_links (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(token),
    member.id,
    now,
    expiresAt,
  ]);
  return { token, expiresAt, groupId: member.group_id };
}

const refused = (reason: 'used' | 'expired' | 'unknown', message: string) =>
  new ApiError(Code.otpRetry, message, { field: 'token', result: { reason } });

/**
 * POST /api/v1/member/login-url: the link's token signs its member in once. The link is marked used and the session
 * opened in one transaction by one conditional UPDATE, so of any number of parallel calls exactly one signs in; a
 * link opened on another brand's site is refused (5001) and stays usable on its own.
 */
export function loginLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/member/login-url', async (request) => {
    const { token, groupID } = parseInput(loginLinkBody, request.body);
    const now = nowDate(ctx);
    const hash = sha256(token);
    const outcome = await ctx.db.transaction(async (tx) => {
      const [member] = await tx.query<MemberRow & { upline_status: string | null }>(
        `WITH used AS (
           UPDATE login_links l SET used_at = $2 FROM members m
           WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2 AND m.id = l.member_id
             AND ($3::text IS NULL OR m.group_id = $3)
           RETURNING l.member_id
         )
         SELECT m.*, u.status AS upline_status FROM used JOIN members m ON m.id = used.member_id
         LEFT JOIN members u ON u.id = m.upline_id`,
        [hash, now, groupID ?? null],
      );
      if (!member) return undefined;
      if (member.status === 'disabled')
        return new ApiError(Code.accountDisabled, 'this account cannot log in: contact admin');
      if (member.upline_status === 'locked')
        return new ApiError(Code.uplineLocked, 'your upline is locked: contact admin');
      return { member, tokens: await openSession(ctx, tx, member) };
    });
    if (outcome instanceof ApiError) throw outcome;
    if (outcome) return sessionAnswer(ctx, outcome.member, outcome.tokens);
    const [link] = await ctx.db.query<{ used_at: Date | null; expires_at: Date; group_id: string }>(
      `SELECT l.used_at, l.expires_at, m.group_id FROM login_links l JOIN members m ON m.id = l.member_id
       WHERE l.token_hash = $1`,
      [hash],
    );
    if (!link) throw refused('unknown', 'this login link is not valid: ask support for a new one or log in');
    if (link.used_at) throw refused('used', 'this login link was used already: each link works once');
    if (link.expires_at <= now) throw refused('expired', 'this login link has expired: ask for a new one or log in');
    throw new ApiError(Code.accountDisabled, "this account belongs to another brand's site: log in there");
  });
}
