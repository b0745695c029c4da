/** Response codes of spec §8. */
export const ResponseCode = {
  ok: 0,
  qrFailedOrExpired: 98,
  gameMaintenance: 99,
  notEnoughBalance: 1001,
  belowMinimum: 1002,
  affiliateOncePerDay: 1004,
  tooSoon: 1005,
  uplineLocked: 1007,
  passwordLocked: 1008,
  amountLimit: 1009,
  countLimit: 1010,
  bothLimits: 1011,
  loginWait: 3000,
  incompleteData: 4000,
  wrongCredentials: 5000,
  accountDisabled: 5001,
  otpRetry: 6000,
  otpInvalid: 6001,
  alreadyRegistered: 6002,
  otpTooMany: 6005,
  otpContactAdmin: 6006,
  sessionInvalid: 7002,
  tokenExpired: 7003,
  incorrectData: 8000,
  verifyIdentity: 9998,
} as const;

export type KnownCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Where a code is read: some codes mean different things by context (spec §8). */
export type CodeContext =
  'general' | 'withdraw' | 'affiliateWithdraw' | 'register' | 'line' | 'deposit' | 'depositPoll';

/** Paths whose failure never replaces the page with the maintenance screen (spec §7). */
export const maintenanceExemptPaths = [
  '/api/v1/member/payment/payment',
  '/api/v1/member/data/profile',
  '/api/promotion/list',
  '/api/v1/member/data/dataHistory',
] as const;

export function isMaintenanceExempt(path: string): boolean {
  const clean = path.split('?')[0] ?? path;
  return maintenanceExemptPaths.some((exempt) => clean.endsWith(exempt));
}
