/** Response codes of spec §8, named once so routes read as the catalogue does. */
export const Code = {
  ok: 0,
  /** Root GET: a non-zero code means "not in maintenance". */
  online: 1,
  /** Deposit QR: the request failed; on a poll: the QR expired. */
  qrFailed: 98,
  gameMaintenance: 99,
  /** Withdraw / affiliate withdraw: not enough balance. */
  insufficientBalance: 1001,
  /** Withdraw below the brand's minimum (answer carries `min`). */
  belowMinimum: 1002,
  /** Withdraw without a registered bank account (not in the spec; the site shows its no-account message). */
  noBankAccount: 1003,
  /** Affiliate withdraw: one per day. */
  affiliateOncePerDay: 1004,
  /** Withdraw within the cooldown (result.date = when it started); affiliate: only on days 1-5. */
  tooSoon: 1005,
  /** Rolling 24-hour withdrawal amount / count / both limits reached. */
  amountLimit: 1009,
  countLimit: 1010,
  bothLimits: 1011,
  uplineLocked: 1007,
  passwordLocked: 1008,
  loginWait: 3000,
  incompleteData: 4000,
  wrongCredentials: 5000,
  accountDisabled: 5001,
  otpRetry: 6000,
  lineIdUsed: 6000,
  otpInvalid: 6001,
  alreadyRegistered: 6002,
  otpTooMany: 6005,
  otpContactAdmin: 6006,
  sessionInvalid: 7002,
  tokenExpired: 7003,
  incorrectData: 8000,
  verifyIdentity: 9998,
  /** Not in the spec: an unexpected server fault (never caused by input). */
  internal: 9999,
} as const;

/**
 * Every answer the client interprets by `code` is sent with HTTP 200 (the spec's client reads the
 * body's code, and a non-2xx on a non-exempt path would show the maintenance screen). Only
 * protocol-level faults (unknown path, malformed / oversized body, bad media type) get a 4xx.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export function ok<T>(result?: T, extra: Record<string, unknown> = {}) {
  return { code: Code.ok, message: 'success', ...(result === undefined ? {} : { result }), ...extra };
}
