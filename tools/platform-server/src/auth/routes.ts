import type { FastifyInstance } from 'fastify';
import { ApiError, Code, ok } from '../http/codes.ts';
import {
  changePasswordBody,
  forgotBody,
  loginBody,
  otpBody,
  otpVerifyBody,
  refreshBody,
  registerBody,
} from '@lobby/contract';
import { parseInput } from '../http/validate.ts';
import type { AppContext } from '../context.ts';
import { memberByPhone } from '../member/repo.ts';
import { claimsOf, requireMember } from './guard.ts';
import { login } from './login.ts';
import { checkOtp, consumeOtp, isFlaggedPhone, sendOtp, throttleOtp } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hit } from './rate-limit.ts';
import { register } from './register.ts';
import { revokeMemberSessions, revokeSession, rotateRefreshToken } from './sessions.ts';
import { tokenFromHeader } from './tokens.ts';

/** Register, forgot and OTP answer bad input with 4000 ("fill in all data fully and correctly"). */
const FORM = { config: { badInputCode: Code.incompleteData } };
const CHANGE_PASSWORD_ATTEMPTS = 5;
const CHANGE_PASSWORD_WINDOW_SECONDS = 15 * 60;

const sameBrand = (member: { group_id: string }, sent: string | undefined) =>
  sent === undefined || sent === member.group_id;

/** Register and forgot-password per client IP, counted before any check that tells whether an account exists. */
async function throttleForms(ctx: AppContext, ip: string): Promise<void> {
  if ((await hit(ctx.db, `forms-ip:${ip}`, 3600, ctx.clock.now())) > ctx.config.ipLimits.formsPerHour)
    throw new ApiError(Code.otpTooMany, 'too many attempts from this address: try again in an hour', {
      result: { wait: 3600 },
    });
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/member/login', async (request) => {
    const body = parseInput(loginBody, request.body);
    return login(ctx, body.username, body.password, request.ip, body.groupID);
  });

  app.post('/api/v1/member/register', FORM, async (request) => {
    const body = parseInput(registerBody, request.body, Code.incompleteData);
    await throttleForms(ctx, request.ip);
    return register(ctx, body);
  });

  app.post('/api/v1/member/otp', FORM, async (request) => {
    const body = parseInput(otpBody, request.body, Code.incompleteData);
    await throttleOtp(ctx, body.phone, body.purpose, request.ip);
    if (await isFlaggedPhone(ctx.db, body.phone))
      throw new ApiError(Code.verifyIdentity, 'contact admin to verify your identity');
    const member = await memberByPhone(ctx.db, body.phone);
    if (body.purpose === 'register' && member)
      throw new ApiError(Code.alreadyRegistered, 'phone already registered: contact admin', { field: 'phone' });
    // Another brand's member has no account on this site.
    if (body.purpose === 'forgot' && (!member || !sameBrand(member, body.groupID)))
      throw new ApiError(Code.otpContactAdmin, 'no account uses this phone: retry or contact admin');
    return ok(await sendOtp(ctx, body.phone, body.purpose));
  });

  // The site checks the code on the OTP step, so a wrong one is not found out only after the bank and name steps.
  app.post('/api/v1/member/otp/verify', FORM, async (request) => {
    const body = parseInput(otpVerifyBody, request.body, Code.incompleteData);
    if (body.purpose === 'forgot') {
      const member = await memberByPhone(ctx.db, body.phone);
      if (!member || !sameBrand(member, body.groupID))
        throw new ApiError(Code.otpContactAdmin, 'no account uses this phone: retry or contact admin');
    }
    // Counted like register's check; not consumed: register and forgot-password check it again and use it up.
    await checkOtp(ctx, body.phone, body.purpose, body.otp_reference, body.otp_code);
    return ok(undefined, { message: 'OTP code is correct' });
  });

  app.post('/api/v1/member/forgot-password', FORM, async (request) => {
    const body = parseInput(forgotBody, request.body, Code.incompleteData);
    await throttleForms(ctx, request.ip);
    if (await isFlaggedPhone(ctx.db, body.phone))
      throw new ApiError(Code.verifyIdentity, 'contact admin to verify your identity');
    const member = await memberByPhone(ctx.db, body.phone);
    if (!member || !sameBrand(member, body.groupID))
      throw new ApiError(Code.otpContactAdmin, 'no account uses this phone: retry or contact admin');
    const otpId = await checkOtp(ctx, body.phone, 'forgot', body.otp_reference, body.otp_code);
    const hashed = await hashPassword(body.password, ctx.config.passwordHashing);
    const [lock] = await ctx.db.query<{ password_locked: boolean }>(
      'SELECT password_locked FROM members WHERE id = $1',
      [member.id],
    );
    await ctx.db.transaction(async (tx) => {
      await consumeOtp(ctx, tx, otpId);
      // The lock of 1008 stays: the spec sends a locked member to the admin, not to the OTP. The answer says so
      // (`locked`), so the site does not promise a login that would be refused.
      await tx.query(
        'UPDATE members SET password_hash = $2, failed_logins = 0, last_failed_login_at = NULL WHERE id = $1',
        [member.id, hashed],
      );
      await revokeMemberSessions(ctx, tx, member.id, 'password reset');
    });
    const locked = Boolean(lock?.password_locked);
    return ok(
      { username: member.username, locked },
      {
        message: locked
          ? 'password changed, but the account stays locked: contact admin to unlock it'
          : 'password changed: log in with the new password',
      },
    );
  });

  app.post('/api/v1/member/change-password', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parseInput(changePasswordBody, request.body);
    // Counted before the old password is checked, so a stolen session cannot guess it at speed.
    const attempts = await hit(ctx.db, `change-password:${member.id}`, CHANGE_PASSWORD_WINDOW_SECONDS, ctx.clock.now());
    if (attempts > CHANGE_PASSWORD_ATTEMPTS)
      throw new ApiError(Code.loginWait, 'too many password change attempts: wait 15 minutes and retry', {
        result: { wait: CHANGE_PASSWORD_WINDOW_SECONDS },
      });
    const [row] = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
      member.id,
    ]);
    if (!row || !(await verifyPassword(row.password_hash, body.old_password))) {
      throw new ApiError(Code.wrongCredentials, 'the old password is incorrect');
    }
    const hashed = await hashPassword(body.new_password, ctx.config.passwordHashing);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member.id, hashed]);
      // This session stays, but the game tickets it launched before die.
      await tx.query('UPDATE sessions SET ticket_epoch = ticket_epoch + 1 WHERE id = $1', [member.sessionId]);
      // Other devices must log in again; this one keeps its session.
      await revokeMemberSessions(ctx, tx, member.id, 'password changed', member.sessionId);
    });
    return ok(undefined, { message: 'password changed' });
  });

  app.post('/api/v1/member/logout', async (request) => {
    // An expired access token may still log out: only its signature matters here.
    let sessionId: string | undefined;
    try {
      sessionId = claimsOf(ctx, request, true)?.sid;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== Code.tokenExpired) throw error;
      const payload = tokenFromHeader(request.headers.authorization)!.split('.')[0]!;
      sessionId = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: string }).sid;
    }
    if (sessionId) await revokeSession(ctx, ctx.db, sessionId, 'logout');
    return ok(undefined, { message: 'logged out' });
  });

  // Spec §7: multipart form, refresh token in the Authorization header. Any body is accepted and ignored.
  app.post('/refreshtoken/true', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token)
      throw new ApiError(Code.sessionInvalid, 'missing refresh token: send Authorization: Bearer <refresh_token>');
    const tokens = await rotateRefreshToken(ctx, token, parseInput(refreshBody, request.body).groupID);
    return { code: Code.ok, message: 'success', ...tokens };
  });
}
