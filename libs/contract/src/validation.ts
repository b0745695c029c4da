import type { z } from 'zod/mini';
import { isRegisterBank } from './banks';
import * as fields from './fields';
import { PASSWORD_MIN } from './fields';

/**
 * Field rules of spec §5 for the site's forms, each asking the zod schema the platform server parses the field
 * with (fields.ts), so a form that passes here is never refused with 4000 for its shape. Each rule returns a key
 * of `account:validation` or undefined.
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

export { PASSWORD_MIN };

/** Whether the server's schema for the field takes the value: the form asks the very schema the server parses with. */
const accepts = (schema: z.ZodMiniType, value: string) => schema.safeParse(value).success;

/** Login: any stored username (the server trims and lower-cases). */
export const loginUsername: Rule = (v) =>
  v.trim() && accepts(fields.loginUsername, v) ? undefined : 'usernameRequired';

/** Register: 4-20 letters, digits or _ (compared lower-cased). */
export const newUsername: Rule = (v) => {
  if (!v.trim()) return 'usernameRequired';
  return accepts(fields.username, v) ? undefined : 'usernameFormat';
};

/** Password at least 6 characters (spec §5, §9); the server caps it at 72. */
export const password: Rule = (v) => {
  if (!v) return 'passwordRequired';
  if (v.length < PASSWORD_MIN) return 'passwordMin';
  return accepts(fields.password, v) ? undefined : 'passwordMax';
};

export const repeatOf =
  (original: string): Rule =>
  (v) =>
    v === original ? undefined : 'repeatMismatch';

export const oldPassword: Rule = (v) => (v ? undefined : 'oldPasswordRequired');

/** Phone: 10 digits starting 06, 08 or 09 (spec §5). */
export const phone: Rule = (v) => {
  if (!v.trim()) return 'phoneRequired';
  return accepts(fields.phone, v) ? undefined : 'phoneInvalid';
};

/** The SMS code: 6 digits. */
export const otp: Rule = (v) => (accepts(fields.otpCode, v) ? undefined : 'otpInvalid');

/** The register picker offers the register banks only (the server also takes older accounts' banks). */
export const bankId: Rule = (v) => (v && isRegisterBank(v) && accepts(fields.bank, v) ? undefined : 'bankRequired');

/** Account number: digits only, 10 to 12 of them (spaces and dashes ignored). */
export const bankNo: Rule = (v) => (accepts(fields.bankNo, v) ? undefined : 'bankNoInvalid');

const personName =
  (required: ValidationKey, schema: z.ZodMiniType): Rule =>
  (v) => {
    if (!v.trim()) return required;
    return accepts(schema, v) ? undefined : 'nameLetters';
  };

export const firstname = personName('firstnameRequired', fields.firstname);
export const lastname = personName('lastnameRequired', fields.lastname);

/** LINE ID is optional; when given: up to 30 letters, digits, . _ - @ . */
export const lineId: Rule = (v) => (!v.trim() || accepts(fields.lineId, v) ? undefined : 'lineIdInvalid');

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
