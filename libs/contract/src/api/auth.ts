import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';
import { limitSetting, profile } from './member';

export const loginBody = z.object({
  username: f.loginUsername,
  password: f.currentPassword('password'),
  groupID: z.optional(f.groupId),
});

export const otpPurpose = z.enum(['register', 'forgot'], { error: 'purpose must be register or forgot' });
export const otpBody = z.object({ phone: f.phone, purpose: otpPurpose, groupID: z.optional(f.groupId) });
export const otpAnswer = success(
  z.object({
    /** 4 characters printed in the SMS next to the code; sent back with the code. */
    reference: z.string(),
    expires_in: z.number(),
    /** Seconds before another code may be asked for. */
    resend_in: z.number(),
  }),
);

/**
 * Checks a code when the member types it (before the bank and name steps); the code stays unused: register and
 * forgot-password check it again and consume it.
 */
export const otpVerifyBody = z.object({
  phone: f.phone,
  purpose: otpPurpose,
  otp_reference: f.otpReference,
  otp_code: f.otpCode,
  groupID: z.optional(f.groupId),
});

export const registerBody = z.object({
  username: f.username,
  password: f.password,
  phone: f.phone,
  bank: f.bank,
  bank_no: f.bankNo,
  firstname: f.firstname,
  lastname: f.lastname,
  line_id: z.optional(
    z.union([
      f.lineId,
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
    ]),
  ),
  /** Another member's affiliate code: this member becomes its downline. */
  affiliate_code: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  groupID: z.optional(f.groupId),
  otp_reference: f.otpReference,
  otp_code: f.otpCode,
  /**
   * The age the member confirmed being at least (the form's checkbox states the brand's minimum age). Optional in
   * shape so that leaving it out is refused with its own code (4001), not a generic 4000.
   */
  age_confirmed: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(150))),
});

export const forgotBody = z.object({
  phone: f.phone,
  otp_reference: f.otpReference,
  otp_code: f.otpCode,
  password: f.password,
  groupID: z.optional(f.groupId),
});
/** `locked`: the new password is set, but a 1008 lock stays until an operator lifts it (login still answers 1008). */
export const forgotAnswer = success(z.object({ username: z.string(), locked: z.optional(z.boolean()) }));

export const changePasswordBody = z
  .object({
    old_password: f.currentPassword('old_password'),
    new_password: f.password,
    confirm_password: z.optional(z.string()),
  })
  .check(
    z.refine((b) => b.confirm_password === undefined || b.confirm_password === b.new_password, {
      message: 'new password and its repeat do not match',
      path: ['confirm_password'],
    }),
  );

/** The refresh call's multipart form: any fields (or none); only a string `groupID` is read. */
export const refreshBody = z.catch(
  z.object({ groupID: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(f.GROUP_ID_MAX))), undefined) }),
  {},
);

const tokens = { access_token: z.string(), refresh_token: z.string() };
export const refreshAnswer = z.looseObject({ code: z.literal(0), message: z.string(), ...tokens });

/** The auth session of spec §3: login, register and LINE login answer it. */
export const loginAnswer = success(
  z.looseObject({ username: z.string(), _id: z.string(), limitSetting: z.optional(limitSetting) }),
  { ...tokens, groupID: z.optional(z.string()), profile: z.optional(profile) },
);
export type LoginAnswer = z.output<typeof loginAnswer>;
export type OtpSent = z.output<typeof otpAnswer>['result'];
export type RegisterBody = z.input<typeof registerBody>;
export type OtpVerifyBody = z.input<typeof otpVerifyBody>;
export type ForgotBody = z.input<typeof forgotBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
