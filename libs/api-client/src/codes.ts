/** Response codes of spec §8: the contract's one table, shared with the platform server. */
export { ResponseCode, type KnownCode } from '@lobby/contract';

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
