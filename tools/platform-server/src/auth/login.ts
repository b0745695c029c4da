import { ApiError, Code } from '../http/codes.ts';
import type { AppContext } from '../context.ts';
import { buildProfile, limitSetting } from '../member/profile.ts';
import { memberByUsername, type MemberRow } from '../member/repo.ts';
import { assertSameBrand } from './guard.ts';
import { DUMMY_HASH_INPUT, hashPassword, verifyPassword } from './passwords.ts';
import { hit } from './rate-limit.ts';
import { openSession } from './sessions.ts';

interface Credentials {
  password_hash: string;
  password_locked: boolean;
  failed_logins: number;
  last_failed_login_at: Date | null;
  upline_status: string | null;
}

let dummyHash: Promise<string> | undefined;

/** The login / register answer of spec §3 "Auth session". */
export async function sessionAnswer(
  ctx: AppContext,
  member: MemberRow,
  tokens: { access_token: string; refresh_token: string },
) {
  const [profile, limits] = await Promise.all([buildProfile(ctx, member), limitSetting(ctx.db, member.group_id)]);
  return {
    code: Code.ok,
    message: 'success',
    ...tokens,
    result: { username: member.username, _id: member.id, limitSetting: limits },
    groupID: member.group_id,
    profile,
  };
}

/**
 * Login with the failure ladder: `waitAfter` consecutive failures → 3000 until `waitSeconds` after the last one;
 * `lockAfter` → password locked (1008) until an operator unlocks it. All counters live in the database so every
 * instance enforces the same ladder, and each guess claims its rung (one conditional UPDATE) before the password is
 * verified: a burst of parallel guesses cannot all read the same count, so the ladder holds under load.
 */
export async function login(ctx: AppContext, username: string, password: string, ip: string, groupId?: string) {
  const member = await authenticate(ctx, username, password, ip, groupId);
  // Refused here (5002) while the member is on a time-out or self-exclusion (openSession checks).
  const tokens = await ctx.db.transaction((tx) => openSession(ctx, tx, member));
  return sessionAnswer(ctx, member, tokens);
}

/**
 * The password check of login with its whole failure ladder, without opening a session: login, and the withdraw
 * pass of a member on a break (protection/routes.ts), go through the same guesses count.
 */
export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
  groupId?: string,
): Promise<MemberRow> {
  const now = ctx.clock.now();
  const limits = ctx.config.loginLimits;
  if ((await hit(ctx.db, `login-ip:${ip}`, 60, now)) > ctx.config.ipLimits.loginsPerMinute) {
    throw new ApiError(Code.loginWait, 'too many login attempts: wait 1 minute and retry', { result: { wait: 60 } });
  }
  const member = await memberByUsername(ctx.db, username);
  if (!member) {
    dummyHash ??= hashPassword(DUMMY_HASH_INPUT, ctx.config.passwordHashing);
    await verifyPassword(await dummyHash, password);
    throw new ApiError(Code.wrongCredentials, 'wrong username or password');
  }
  // Count this guess as a failure up front; a right password resets the count below.
  const [claimed] = await ctx.db.query<Credentials>(
    `UPDATE members m SET failed_logins = m.failed_logins + 1, last_failed_login_at = $2
     FROM members self LEFT JOIN members u ON u.id = self.upline_id
     WHERE m.id = $1 AND self.id = m.id AND NOT m.password_locked AND m.failed_logins < $3
       AND (m.failed_logins < $4 OR m.last_failed_login_at IS NULL OR m.last_failed_login_at <= $5)
     RETURNING m.password_hash, m.password_locked, m.failed_logins, m.last_failed_login_at, u.status AS upline_status`,
    [member.id, new Date(now), limits.lockAfter, limits.waitAfter, new Date(now - limits.waitSeconds * 1000)],
  );
  if (!claimed) {
    const [state] = await ctx.db.query<{ password_locked: boolean; last_failed_login_at: Date | null }>(
      'SELECT password_locked, last_failed_login_at FROM members WHERE id = $1',
      [member.id],
    );
    if (!state || state.password_locked)
      throw new ApiError(Code.passwordLocked, 'password locked after too many failed logins: contact admin');
    const waitUntil = (state.last_failed_login_at?.getTime() ?? now) + limits.waitSeconds * 1000;
    const wait = Math.max(1, Math.ceil((waitUntil - now) / 1000));
    throw new ApiError(Code.loginWait, `too many failed logins: wait ${wait} s and retry`, { result: { wait } });
  }
  if (!(await verifyPassword(claimed.password_hash, password))) {
    if (claimed.failed_logins >= limits.lockAfter) {
      await ctx.db.query('UPDATE members SET password_locked = true WHERE id = $1', [member.id]);
      throw new ApiError(Code.passwordLocked, 'password locked after too many failed logins: contact admin');
    }
    // How many wrong passwords are left before the lock, so the site can warn before the one that locks.
    throw new ApiError(Code.wrongCredentials, 'wrong username or password', {
      result: { remaining: limits.lockAfter - claimed.failed_logins },
    });
  }
  // The password was right: this guess was no failure.
  await ctx.db.query('UPDATE members SET failed_logins = 0, last_failed_login_at = NULL WHERE id = $1', [member.id]);
  if (member.status === 'disabled')
    throw new ApiError(Code.accountDisabled, 'this account cannot log in: contact admin');
  if (claimed.upline_status === 'locked') throw new ApiError(Code.uplineLocked, 'your upline is locked: contact admin');
  // Checked only once the password is known right, so it tells a guesser nothing.
  assertSameBrand(member, groupId, Code.accountDisabled);
  return member;
}
