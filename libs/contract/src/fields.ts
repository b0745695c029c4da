import { z } from 'zod/mini';
import { accountBankIds, BANK_NO_MAX, BANK_NO_MIN } from './banks';
import { SEARCH_MAX_LENGTH } from './search';

/**
 * The field rules of spec §5 as zod schemas, written once: the platform server parses requests with them and the
 * site's form rules (validation.ts) ask the same schemas. zod/mini keeps the site's bundle small.
 */

export const USERNAME_PATTERN = /^[a-z0-9_]{4,20}$/;
export const PHONE_PATTERN = /^0[689]\d{8}$/;
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} .'-]+$/u;
export const PERSON_NAME_MAX = 60;
export const LINE_ID_PATTERN = /^[a-zA-Z0-9._@-]{1,30}$/;
export const OTP_CODE_PATTERN = /^\d{6}$/;
export const OTP_REFERENCE_PATTERN = /^[A-Za-z0-9]{4}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;
export const GROUP_ID_MAX = 20;

/** Register: 4-20 letters, digits or _, compared lower-cased. */
export const username = z
  .string({ error: 'username is required' })
  .check(z.trim(), z.toLowerCase(), z.regex(USERNAME_PATTERN, 'username: 4-20 letters, digits or _'));

/** Login takes any stored username (trimmed, lower-cased). */
export const loginUsername = z
  .string({ error: 'username is required' })
  .check(z.trim(), z.toLowerCase(), z.minLength(1, 'username is required'), z.maxLength(40));

export const password = z
  .string({ error: 'password is required' })
  .check(
    z.minLength(PASSWORD_MIN, `password must have at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, 'password is too long'),
  );

/** A password being checked, not set: any non-empty text. */
export const currentPassword = (field: string) =>
  z.string({ error: `${field} is required` }).check(z.minLength(1, `${field} is required`), z.maxLength(200));

/** 10 digits starting 06, 08 or 09. */
export const phone = z
  .string({ error: 'phone is required' })
  .check(z.trim(), z.regex(PHONE_PATTERN, 'phone must be 10 digits starting with 06, 08 or 09'));

/** First and last names: letters (any script), spaces, . ' - ; up to 60. */
export const personName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(PERSON_NAME_MAX, `${field} is too long`),
      z.regex(PERSON_NAME_PATTERN, `${field} may contain letters only`),
    );
export const firstname = personName('firstname');
export const lastname = personName('lastname');

/** The bank list a member's account may be at (spec §3). */
export const bank = z.enum(accountBankIds, { error: `bank must be one of ${accountBankIds.join(', ')}` });

/** Account number: 10 to 12 digits; spaces and dashes are dropped first. */
export const bankNo = z.pipe(
  z.pipe(
    z.string({ error: 'bank_no is required' }),
    z.transform((s: string) => s.replace(/[\s-]/g, '')),
  ),
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^\\d{${BANK_NO_MIN},${BANK_NO_MAX}}$`),
        `bank_no must be ${BANK_NO_MIN} to ${BANK_NO_MAX} digits`,
      ),
    ),
);

/** LINE ID: up to 30 letters, digits, . _ - @ . */
export const lineId = z
  .string()
  .check(z.trim(), z.regex(LINE_ID_PATTERN, 'line_id: up to 30 letters, digits, . _ - @'));

export const otpReference = z
  .string({ error: 'otp_reference is required' })
  .check(z.trim(), z.regex(OTP_REFERENCE_PATTERN, 'otp_reference is 4 characters'));

export const otpCode = z
  .string({ error: 'otp_code is required' })
  .check(z.trim(), z.regex(OTP_CODE_PATTERN, 'otp_code is 6 digits'));

/** The brand site a call comes through (its default group id). */
export const groupId = z.string().check(z.trim(), z.minLength(1), z.maxLength(GROUP_ID_MAX));

export const lang = z._default(z.enum(['th', 'en'], { error: 'lang must be th or en' }), 'th');

export const gameType = z.enum(['casino', 'slot', 'fishing', 'lotto', 'sport'], {
  error: 'type must be casino, slot, fishing, lotto or sport',
});

/** A game search term as the server takes it (the site cleans and cuts it with cleanSearchTerm first). */
export const searchTerm = z.string().check(z.maxLength(SEARCH_MAX_LENGTH));

/** Page arguments; numbers may arrive as text (query strings, forms). */
export const pageLimit = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);
export const pageOffset = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0);
/**
 * Keyset paging: the `next` a list answered, sent back to get the page after it (cheap at any depth, unlike a large
 * offset); `offset` then counts from there. Opaque to the client.
 */
export const pageCursor = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,300}$/, 'cursor: send back the next value of the previous page')),
);
/** The cursor of the page after this one; null on the last page. */
export const nextCursor = z.optional(z.nullable(z.string()));

/** A calendar day `YYYY-MM-DD` that exists (2024-13-45 and 2026-02-30 are refused). */
export const isoDay = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD'),
    z.refine((s: string) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'no such date'),
  );

/**
 * Money crosses the API in baht (a JSON number or a numeric string, at most 2 decimals) and is held as integer
 * satang. Parsing goes through the decimal text, so 0.29 never becomes 28.999… satang.
 */
export function satangOf(value: number | string): number | undefined {
  if (typeof value === 'number') {
    // A float from a client's arithmetic (0.1 + 0.2) still names a whole number of satang.
    const satang = Math.round(value * 100);
    return Number.isSafeInteger(satang) && satang >= 0 && Math.abs(value * 100 - satang) < 1e-6 ? satang : undefined;
  }
  const text = value.trim().replace(/,/g, '');
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whole baht, digits only, no leading zero (deposit amounts, spec §5); commas are allowed. */
export const WHOLE_BAHT_PATTERN = /^[1-9]\d{0,9}$/;
export function wholeBahtSatangOf(value: number | string): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  return WHOLE_BAHT_PATTERN.test(text) ? Number(text) * 100 : undefined;
}

/** An amount as sent: a number or numeric text. */
export const amountInput = (field: string, maxLength = 20) =>
  z.union([z.number(), z.string().check(z.maxLength(maxLength))], { error: `${field} must be a number` });

const toSatang = (field: string, read: (v: number | string) => number | undefined, rule: string) =>
  z.transform((value: number | string, payload) => {
    const satang = read(value);
    if (satang === undefined || satang <= 0) {
      payload.issues.push({ code: 'custom', message: `${field} must be ${rule}`, input: value });
      return 0;
    }
    return satang;
  });

/** A positive baht amount with at most 2 decimals → satang. */
export const bahtAmount = (field: string) =>
  z.pipe(amountInput(field), toSatang(field, satangOf, 'a positive amount in baht with at most 2 decimals'));

/** Whole baht → satang. */
export const wholeBahtAmount = (field: string) =>
  z.pipe(amountInput(field), toSatang(field, wholeBahtSatangOf, 'whole baht, digits only, not starting with 0'));
