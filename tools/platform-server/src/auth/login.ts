import { ApiError, Code } from '../http/codes.ts';
import type { AppContext } from '../context.ts';
import { buildProfile, limitSetting } from '../member/profile.ts';
import { memberByUsername, type MemberRow } from '../member/repo.ts';
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
 * Login with the failure ladder: `waitAfter` consecutive failures → 3000 until a minute after the
 * last one; `lockAfter` → password locked (1008) until an operator unlocks it. All counters live
 * in the database so every instance enforces the same ladder.
 */
export async function login(ctx: AppContext, username: string, password: string, ip: string) {
  const now = ctx.clock.now();
  const limits = ctx.config.loginLimits;
  if ((await hit(ctx.db, `login-ip:${ip}`, 60, now)) > ctx.config.ipLimits.loginsPerMinute) {
    throw new ApiError(Code.loginWait, 'too many login attempts: wait 1 minute and retry', { result: { wait: 60 } });
  }
  const member = await memberByUsername(ctx.db, username);
  const [cred] = member
    ? await ctx.db.query<Credentials>(
        `SELECT m.password_hash, m.password_locked, m.failed_logins, m.last_failed_login_at, u.status AS upline_status
         FROM members m LEFT JOIN members u ON u.id = m.upline_id WHERE m.id = $1`,
        [member.id],
      )
    : [];
  if (!member || !cred) {
    dummyHash ??= hashPassword(DUMMY_HASH_INPUT, ctx.config.passwordHashing);
    await verifyPassword(await dummyHash, password);
    throw new ApiError(Code.wrongCredentials, 'wrong username or password');
  }
  if (cred.password_locked)
    throw new ApiError(Code.passwordLocked, 'password locked after too many failed logins: contact admin');
  const lastFailed = cred.last_failed_login_at?.getTime() ?? 0;
  const waitUntil = lastFailed + limits.waitSeconds * 1000;
  if (cred.failed_logins >= limits.waitAfter && waitUntil > now) {
    const wait = Math.ceil((waitUntil - now) / 1000);
    throw new ApiError(Code.loginWait, `too many failed logins: wait ${wait} s and retry`, { result: { wait } });
  }
  if (!(await verifyPassword(cred.password_hash, password))) {
    const [after] = await ctx.db.query<{ failed_logins: number; password_locked: boolean }>(
      `UPDATE members SET failed_logins = failed_logins + 1, last_failed_login_at = $2,
         password_locked = password_locked OR failed_logins + 1 >= $3
       WHERE id = $1 RETURNING failed_logins, password_locked`,
      [member.id, new Date(now), limits.lockAfter],
    );
    if (after?.password_locked)
      throw new ApiError(Code.passwordLocked, 'password locked after too many failed logins: contact admin');
    throw new ApiError(Code.wrongCredentials, 'wrong username or password');
  }
  if (member.status === 'disabled')
    throw new ApiError(Code.accountDisabled, 'this account cannot log in: contact admin');
  if (cred.upline_status === 'locked') throw new ApiError(Code.uplineLocked, 'your upline is locked: contact admin');
  const tokens = await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE members SET failed_logins = 0, last_failed_login_at = NULL WHERE id = $1', [member.id]);
    return openSession(ctx, tx, member);
  });
  return sessionAnswer(ctx, member, tokens);
}
