import { BANK_NO_MAX, BANK_NO_MIN, isRegisterBank } from './banks';

/**
 * Field rules of spec §5, matched to what the platform server's schemas accept (auth/schemas.ts), so a form
 * that passes here is never refused with 4000 for its shape. Each rule returns a key of `account:validation`
 * or undefined.
 */
export type ValidationKey =
  | 'usernameRequired'
  | 'usernameFormat'
  | 'passwordRequired'
  | 'passwordMin'
  | 'passwordMax'
  | 'repeatMismatch'
  | 'oldPasswordRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'otpInvalid'
  | 'bankRequired'
  | 'bankNoInvalid'
  | 'firstnameRequired'
  | 'lastnameRequired'
  | 'nameLetters'
  | 'lineIdInvalid'
  | 'ageRequired';

export type Rule = (value: string) => ValidationKey | undefined;

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 72;

/** Login: any stored username (the server trims and lower-cases). */
export const loginUsername: Rule = (v) => (v.trim() ? undefined : 'usernameRequired');

/** Register: 4-20 letters, digits or _ (server: /^[a-z0-9_]{4,20}$/ after lower-casing). */
export const newUsername: Rule = (v) => {
  if (!v.trim()) return 'usernameRequired';
  return /^[a-z0-9_]{4,20}$/.test(v.trim().toLowerCase()) ? undefined : 'usernameFormat';
};

/** Password at least 6 characters (spec §5, §9); the server caps it at 72. */
export const password: Rule = (v) => {
  if (!v) return 'passwordRequired';
  if (v.length < PASSWORD_MIN) return 'passwordMin';
  return v.length > PASSWORD_MAX ? 'passwordMax' : undefined;
};

export const repeatOf =
  (original: string): Rule =>
  (v) =>
    v === original ? undefined : 'repeatMismatch';

export const oldPassword: Rule = (v) => (v ? undefined : 'oldPasswordRequired');

/** Phone: 10 digits starting 06, 08 or 09 (spec §5). */
export const phone: Rule = (v) => {
  const clean = v.trim();
  if (!clean) return 'phoneRequired';
  return /^0[689]\d{8}$/.test(clean) ? undefined : 'phoneInvalid';
};

/** The SMS code: 6 digits. */
export const otp: Rule = (v) => (/^\d{6}$/.test(v.trim()) ? undefined : 'otpInvalid');

export const bankId: Rule = (v) => (v && isRegisterBank(v) ? undefined : 'bankRequired');

/** Account number: digits only, 10 to 12 of them (server: /^\d{10,12}$/ after removing spaces and dashes). */
export const bankNo: Rule = (v) => {
  const digits = v.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${BANK_NO_MIN},${BANK_NO_MAX}}$`).test(digits) ? undefined : 'bankNoInvalid';
};

const personName =
  (required: ValidationKey): Rule =>
  (v) => {
    const clean = v.trim();
    if (!clean) return required;
    return /^[\p{L}\p{M} .'-]{1,60}$/u.test(clean) ? undefined : 'nameLetters';
  };

export const firstname = personName('firstnameRequired');
export const lastname = personName('lastnameRequired');

/** LINE ID is optional; when given: up to 30 letters, digits, . _ - @ (server schema). */
export const lineId: Rule = (v) =>
  !v.trim() || /^[a-zA-Z0-9._@-]{1,30}$/.test(v.trim()) ? undefined : 'lineIdInvalid';

/**
 * Runs rules in field order; returns every error and the first invalid field (to focus it on submit).
 */
export function validate<F extends string>(
  fields: readonly [F, string, Rule][],
): { errors: Partial<Record<F, ValidationKey>>; first?: F } {
  const errors: Partial<Record<F, ValidationKey>> = {};
  let first: F | undefined;
  for (const [name, value, rule] of fields) {
    const key = rule(value);
    if (key) {
      errors[name] = key;
      first ??= name;
    }
  }
  return first === undefined ? { errors } : { errors, first };
}
