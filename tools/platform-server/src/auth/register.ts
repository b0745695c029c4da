import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { ApiError, Code } from '../http/codes.ts';
import type { AppContext } from '../context.ts';
import { memberByUsername } from '../member/repo.ts';
import { createMemberWallet } from '../wallet/ledger.ts';
import { sessionAnswer } from './login.ts';
import { checkOtp, consumeOtp, isFlaggedPhone } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { ageGate, MIN_AGE_RANGE, type registerBody } from '@lobby/contract';
import { openSession } from './sessions.ts';

/**
 * Which field is taken (a clash found by the check, or the unique constraint a racing duplicate hit) → the spec's
 * code for it, with `field` naming it: 6000 and 6002 each mean more than one thing.
 */
function duplicateError(what: string | undefined): ApiError {
  if (what?.includes('line_id'))
    return new ApiError(Code.otpRetry, 'this LINE ID is already used', { field: 'line_id' });
  if (what?.includes('username'))
    return new ApiError(Code.alreadyRegistered, 'username already taken', { field: 'username' });
  if (what?.includes('bank'))
    return new ApiError(Code.alreadyRegistered, 'bank account already registered: contact admin', {
      field: 'bank_no',
    });
  return new ApiError(Code.alreadyRegistered, 'phone already registered: contact admin', { field: 'phone' });
}

/**
 * The age gate (libs/contract `ageGate`): the member must confirm at least the brand's minimum age, which is the
 * group's setting (seeded from the brand, `group min-age` to change it), never a number written here.
 */
async function checkAge(ctx: AppContext, groupId: string, confirmed: number | undefined): Promise<void> {
  const [group] = await ctx.db.query<{ min_age: number }>('SELECT min_age FROM groups WHERE id = $1', [groupId]);
  const minAge = group?.min_age ?? MIN_AGE_RANGE.max;
  const gate = ageGate(confirmed, minAge);
  if (gate === 'ok') return;
  throw new ApiError(
    Code.ageNotConfirmed,
    gate === 'missing'
      ? `confirm that you are at least ${minAge} years old (age_confirmed)`
      : `this site is for people aged ${minAge} and over only`,
    { field: 'age_confirmed', result: { min_age: minAge } },
  );
}

export async function register(ctx: AppContext, body: z.output<typeof registerBody>) {
  if (await isFlaggedPhone(ctx.db, body.phone))
    throw new ApiError(Code.verifyIdentity, 'contact admin to verify your identity');
  // The brand the member joins is the site's: the platform favours no brand, so a call without one is refused.
  const groupId = body.groupID;
  if (!groupId) throw new ApiError(Code.incompleteData, "groupID is required: the brand site sends its group's id");
  const [clash] = await ctx.db.query<{ what: string }>(
    `SELECT 'username' AS what FROM members WHERE username = $1
     UNION ALL SELECT 'phone' FROM members WHERE phone = $2
     UNION ALL SELECT 'bank' FROM member_bank_accounts WHERE bank_id = $3 AND bank_no = $4
     UNION ALL SELECT 'line_id' FROM members WHERE $5::text IS NOT NULL AND line_id = $5
     UNION ALL SELECT 'group' WHERE NOT EXISTS (SELECT 1 FROM groups WHERE id = $6)
     LIMIT 1`,
    [body.username, body.phone, body.bank, body.bank_no, body.line_id ?? null, groupId],
  );
  if (clash?.what === 'group') throw new ApiError(Code.incompleteData, `unknown groupID ${groupId}`);
  if (clash) throw duplicateError(clash.what);
  await checkAge(ctx, groupId, body.age_confirmed);
  const [upline] = body.affiliate_code
    ? await ctx.db.query<{ id: string; group_id: string }>(
        'SELECT id, group_id FROM members WHERE affiliate_code = $1',
        [body.affiliate_code],
      )
    : [];
  // An upline earns on its downline's bets: both must be members of the same casino.
  if (upline && upline.group_id !== groupId)
    throw new ApiError(Code.incompleteData, "affiliate_code: this referral code belongs to another brand's site");
  const otpId = await checkOtp(ctx, body.phone, 'register', body.otp_reference, body.otp_code);
  const passwordHash = await hashPassword(body.password, ctx.config.passwordHashing);
  let memberId: string;
  try {
    memberId = await ctx.db.transaction(async (tx) => {
      await consumeOtp(ctx, tx, otpId);
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO members (username, password_hash, phone, firstname, lastname, line_id, group_id, upline_id,
           affiliate_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          body.username,
          passwordHash,
          body.phone,
          body.firstname,
          body.lastname,
          body.line_id ?? null,
          groupId,
          upline?.id ?? null,
          randomBytes(5).toString('hex'),
          new Date(ctx.clock.now()),
        ],
      );
      const id = row!.id;
      await tx.query(
        'INSERT INTO member_bank_accounts (member_id, bank_id, bank_no, acc_name) VALUES ($1, $2, $3, $4)',
        [id, body.bank, body.bank_no, `${body.firstname} ${body.lastname}`],
      );
      await createMemberWallet(tx, id);
      return id;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw duplicateError((error as { constraint?: string }).constraint);
    throw error;
  }
  const member = (await memberByUsername(ctx.db, body.username))!;
  const tokens = await ctx.db.transaction((tx) => openSession(ctx, tx, { ...member, id: memberId }));
  return sessionAnswer(ctx, member, tokens);
}
