import { z } from 'zod';
import { BANK_IDS } from '../member/banks.ts';

/** Field rules of spec §5, shared by register, forgot and change-password. */
export const username = z
  .string({ error: 'username is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{4,20}$/, 'username: 4-20 letters, digits or _');
export const password = z
  .string({ error: 'password is required' })
  .min(6, 'password must have at least 6 characters')
  .max(72, 'password is too long');
export const phone = z
  .string({ error: 'phone is required' })
  .trim()
  .regex(/^0[689]\d{8}$/, 'phone must be 10 digits starting with 06, 08 or 09');
const personName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(60, `${field} is too long`)
    .regex(/^[\p{L}\p{M} .'-]+$/u, `${field} may contain letters only`);
export const firstname = personName('firstname');
export const lastname = personName('lastname');
export const bank = z.enum(BANK_IDS, { error: `bank must be one of ${BANK_IDS.join(', ')}` });
export const bankNo = z
  .string({ error: 'bank_no is required' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10,12}$/, 'bank_no must be 10 to 12 digits'));
export const lineId = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._@-]{1,30}$/, 'line_id: up to 30 letters, digits, . _ - @');
export const otpReference = z
  .string({ error: 'otp_reference is required' })
  .trim()
  .regex(/^[A-Za-z0-9]{4}$/, 'otp_reference is 4 characters');
export const otpCode = z
  .string({ error: 'otp_code is required' })
  .trim()
  .regex(/^\d{6}$/, 'otp_code is 6 digits');

/** The brand site the call comes through (its default group id); a member belongs to one brand. */
export const groupId = z.string().trim().min(1).max(20);

export const loginBody = z.object({
  username: z.string({ error: 'username is required' }).trim().toLowerCase().min(1, 'username is required').max(40),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
  groupID: groupId.optional(),
});

export const otpBody = z.object({
  phone,
  purpose: z.enum(['register', 'forgot'], { error: 'purpose must be register or forgot' }),
  groupID: groupId.optional(),
});

export const registerBody = z.object({
  username,
  password,
  phone,
  bank,
  bank_no: bankNo,
  firstname,
  lastname,
  line_id: lineId.optional().or(z.literal('').transform(() => undefined)),
  affiliate_code: z.string().trim().max(40).optional(),
  groupID: groupId.optional(),
  otp_reference: otpReference,
  otp_code: otpCode,
});

export const forgotBody = z.object({
  phone,
  otp_reference: otpReference,
  otp_code: otpCode,
  password,
  groupID: groupId.optional(),
});

/** The refresh call's multipart form: any fields (or none); only a string `groupID` is read. */
export const refreshBody = z.object({ groupID: z.string().trim().max(20).optional().catch(undefined) }).catch({});

export const changePasswordBody = z
  .object({
    old_password: z.string({ error: 'old_password is required' }).min(1, 'old_password is required').max(200),
    new_password: password,
    confirm_password: z.string().optional(),
  })
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.new_password, {
    message: 'new password and its repeat do not match',
    path: ['confirm_password'],
  });
