/**
 * The response codes of spec §8 (and the few the platform adds), one table for the site and the server. A code is
 * what clients act on; some mean different things by route, which `codeMeanings` and the route table say.
 */
export const ResponseCode = {
  ok: 0,
  /** Root GET: a non-zero code means "not in maintenance"; LINE check: not linked. */
  online: 1,
  /** Deposit QR: the request failed; on a poll or a gateway callback: the QR expired. */
  qrFailedOrExpired: 98,
  gameMaintenance: 99,
  /** Withdraw, affiliate withdraw, provider bet: not enough balance. */
  insufficientBalance: 1001,
  /** Withdraw below the brand's minimum (the answer carries `min`). */
  belowMinimum: 1002,
  /** Withdraw without a registered bank account (not in the spec; the site shows its no-account message). */
  noBankAccount: 1003,
  /** Affiliate withdraw: one per day. */
  affiliateOncePerDay: 1004,
  /** Withdraw within the cooldown (result.date = when it started); affiliate: only on days 1-5. */
  tooSoon: 1005,
  uplineLocked: 1007,
  passwordLocked: 1008,
  /** Rolling 24-hour withdrawal amount / count / both limits reached. */
  amountLimit: 1009,
  countLimit: 1010,
  bothLimits: 1011,
  /** Deposit QR, transfer notice or credit over the member's own deposit limit (issue 15). */
  depositLimit: 1012,
  /** Login, change-password: wait `result.wait` seconds. */
  loginWait: 3000,
  incompleteData: 4000,
  /** Register: the age confirmation is missing or below the brand's minimum age (`result.min_age`). */
  ageNotConfirmed: 4001,
  wrongCredentials: 5000,
  accountDisabled: 5001,
  /** The member took a time-out or self-exclusion: `result: { kind, until }` (until null = permanent). */
  onBreak: 5002,
  /** OTP expired or used (`field: "otp_code"`); on register also "LINE ID already used" (`field: "line_id"`). */
  otpRetry: 6000,
  otpInvalid: 6001,
  /** Phone, bank account or username taken; `field` says which (`phone`, `bank_no`, `username`). */
  alreadyRegistered: 6002,
  /** Asked too often: wait `result.wait` seconds. */
  otpTooMany: 6005,
  otpContactAdmin: 6006,
  sessionInvalid: 7002,
  tokenExpired: 7003,
  incorrectData: 8000,
  /** Provider wallet: a transaction id reused with other parameters. */
  transactionReused: 8100,
  /** Provider wallet: the bet was rolled back before it arrived. */
  betCancelled: 8101,
  /** Register, forgot, OTP: phone flagged for an identity check; elsewhere: system under maintenance. */
  verifyIdentity: 9998,
  /** Not in the spec: an unexpected server fault (never caused by input). */
  internal: 9999,
} as const;

export type CodeName = keyof typeof ResponseCode;
export type KnownCode = (typeof ResponseCode)[CodeName];

/** One line per code for the API reference (the OpenAPI document's description). */
export const codeMeanings: Readonly<Record<KnownCode, string>> = {
  0: 'success; on `GET /`: maintenance is on',
  1: '`GET /`: online (not in maintenance); LINE check: not linked',
  98: 'QR request failed (amount outside the channel limits, unknown channel); poll / gateway: the QR expired',
  99: 'game or its provider under maintenance (localized message)',
  1001: 'not enough balance',
  1002: "withdraw below the brand's minimum (`min`)",
  1003: 'withdraw without a registered bank account',
  1004: 'one affiliate withdrawal per day',
  1005: 'within the withdrawal cooldown (`result.date`, `next`, `wait`); affiliate: only on days 1-5',
  1007: "the member's upline is locked",
  1008: 'password locked after 5 failures in a row (an operator unlocks it)',
  1009: '24-hour withdrawal amount limit (`result.remaining`, `count_remaining`, `wait`)',
  1010: '24-hour withdrawal count limit',
  1011: '24-hour withdrawal amount and count limits',
  1012:
    "over the member's own deposit limit (`result: { period, limit, used, remaining, resets_at }`); a credit over it " +
    'is held for a refund',
  3000:
    'wait `result.wait` seconds: 3 failed logins in a row, too many logins from one address, or more than 5 ' +
    'password changes in 15 minutes',
  4000: 'register, OTP, forgot: a field is missing or breaks a rule (the message names it)',
  4001: "register: `age_confirmed` missing or below the brand's minimum age (`result.min_age`)",
  5000: 'wrong username or password / wrong old password; login: result.remaining = wrong tries before the lock',
  5001: "account disabled, or another brand's member",
  5002:
    'on a time-out or self-exclusion until `result.until` (null: permanent), `result.kind`: login, game launch and ' +
    'deposits are refused; withdrawing the balance stays possible (`/api/v1/protection/withdraw-pass`)',
  6000: 'OTP expired or used (`field: "otp_code"`); register: LINE ID already used (`field: "line_id"`)',
  6001: 'wrong OTP code (counted)',
  6002: 'phone, bank account or username already registered; `field` is `phone`, `bank_no` or `username`',
  6005: 'asked too often: wait `result.wait` seconds (OTP resend, per phone, per address)',
  6006: '5 wrong codes on this OTP (ask a new one), or no account uses the phone',
  7002: 'token missing, forged, revoked or unknown',
  7003: 'access token expired (refresh it); refresh token or session expired (log in again)',
  8000: 'incorrect data (bad type, unknown value, unknown game or group, malformed body, unknown path)',
  8100: 'provider wallet: transaction id reused with other parameters',
  8101: 'provider wallet: the bet was rolled back before it arrived',
  9998: 'register, OTP, forgot: phone flagged for an identity check; any call: system under maintenance',
  9999: 'unexpected server fault',
};
