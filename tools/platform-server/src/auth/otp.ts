import { randomInt, timingSafeEqual } from 'node:crypto';
import { ApiError, Code } from '../http/codes.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { hit } from './rate-limit.ts';
import { sha256 } from './tokens.ts';

export type OtpPurpose = 'register' | 'forgot';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MAX_ATTEMPTS = 5;

const codeHash = (reference: string, code: string) => sha256(`${reference}:${code}`);

/**
 * The OTP request's ceilings, checked before anything that could reveal whether the phone has an account: per
 * client IP first (what an enumerator runs into), then the 60-second resend wait and the per-phone hourly cap.
 */
export async function throttleOtp(ctx: AppContext, phone: string, purpose: OtpPurpose, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const tooMany = () =>
    new ApiError(Code.otpTooMany, 'too many OTP requests: try again in an hour or contact admin', {
      result: { wait: 3600 },
    });
  if ((await hit(ctx.db, `otp-ip:${ip}`, 3600, now)) > ctx.config.ipLimits.otpsPerHour) throw tooMany();
  const [last] = await ctx.db.query<{ created_at: Date }>(
    'SELECT created_at FROM otps WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
    [phone, purpose],
  );
  const waitMs = last ? last.created_at.getTime() + ctx.config.otpResendSeconds * 1000 - now : 0;
  if (waitMs > 0) {
    const wait = Math.ceil(waitMs / 1000);
    throw new ApiError(Code.otpTooMany, `OTP already sent: wait ${wait} s before asking again`, { result: { wait } });
  }
  if ((await hit(ctx.db, `otp-phone:${phone}`, 3600, now)) > ctx.config.otpMaxPerHour) throw tooMany();
}

/** Sends a 6-digit code by "SMS" (the sms_outbox table stands in for the SMS provider); throttleOtp comes first. */
export async function sendOtp(ctx: AppContext, phone: string, purpose: OtpPurpose) {
  const now = ctx.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const reference = Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO otps (phone, purpose, reference, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        phone,
        purpose,
        reference,
        codeHash(reference, code),
        new Date(now),
        new Date(now + ctx.config.otpTtlSeconds * 1000),
      ],
    );
    // Outside the sandbox the code itself is not kept: a real SMS provider would have it.
    await tx.query(
      'INSERT INTO sms_outbox (phone, body, otp_code, otp_reference, created_at) VALUES ($1, $2, $3, $4, $5)',
      [
        phone,
        `OTP ${ctx.config.sandbox ? code : '******'} (ref ${reference}) ` +
          `valid ${Math.round(ctx.config.otpTtlSeconds / 60)} min`,
        ctx.config.sandbox ? code : null,
        reference,
        new Date(now),
      ],
    );
  });
  return { reference, expires_in: ctx.config.otpTtlSeconds, resend_in: ctx.config.otpResendSeconds };
}

/**
 * Checks a code without consuming it (consumption happens in the caller's transaction so a failed
 * registration leaves the OTP usable). The attempt is counted in one conditional UPDATE before the code is
 * compared, so parallel guesses cannot all read "0 attempts": at most MAX_ATTEMPTS are ever judged. A right code
 * gives its attempt back: the site checks the code when it is typed (otp/verify) and register checks it again, so
 * only wrong codes may use up the five.
 */
export async function checkOtp(
  ctx: AppContext,
  phone: string,
  purpose: OtpPurpose,
  reference: string,
  code: string,
): Promise<string> {
  const ref = reference.toUpperCase();
  const now = new Date(ctx.clock.now());
  const [claimed] = await ctx.db.query<{ id: string; code_hash: string }>(
    `UPDATE otps SET attempts = attempts + 1
     WHERE id = (SELECT id FROM otps WHERE phone = $1 AND purpose = $2 AND reference = $3
                 ORDER BY created_at DESC LIMIT 1)
       AND consumed_at IS NULL AND expires_at > $4 AND attempts < $5
     RETURNING id, code_hash`,
    [phone, purpose, ref, now, MAX_ATTEMPTS],
  );
  if (!claimed) {
    // Why not: expired / used / unknown (6000), or out of attempts (6006). Not by reading `attempts` again: a right
    // code in flight may have given its attempt back since.
    const [otp] = await ctx.db.query<{ expires_at: Date; consumed_at: Date | null }>(
      `SELECT expires_at, consumed_at FROM otps
       WHERE phone = $1 AND purpose = $2 AND reference = $3 ORDER BY created_at DESC LIMIT 1`,
      [phone, purpose, ref],
    );
    if (otp && !otp.consumed_at && otp.expires_at > now)
      throw new ApiError(Code.otpContactAdmin, 'too many wrong OTP codes: request a new OTP or contact admin');
    throw new ApiError(Code.otpRetry, 'OTP expired or already used: request a new OTP', { field: 'otp_code' });
  }
  if (!safeEqual(claimed.code_hash, codeHash(ref, code))) throw new ApiError(Code.otpInvalid, 'invalid OTP code');
  await ctx.db.query('UPDATE otps SET attempts = attempts - 1 WHERE id = $1 AND attempts > 0', [claimed.id]);
  return claimed.id;
}

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Marks the OTP used inside the caller's transaction; a concurrent second use fails with 6000. */
export async function consumeOtp(ctx: AppContext, tx: Queryable, otpId: string): Promise<void> {
  const rows = await tx.query('UPDATE otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [
    otpId,
    new Date(ctx.clock.now()),
  ]);
  if (rows.length === 0)
    throw new ApiError(Code.otpRetry, 'OTP already used: request a new OTP', { field: 'otp_code' });
}

export async function isFlaggedPhone(db: Queryable, phone: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM flagged_phones WHERE phone = $1', [phone])).length > 0;
}
