/**
 * The query flags of spec §2 that open the money drawers on larger screens: `sideDeposit` (deposit / withdraw panel,
 * with `tab` or `arr`, and the panel's `step`) and `sideHistory`. The shell writes them (header, sidebar) and the
 * payments lib reads them.
 */
export const transferFlagNames = ['sideDeposit', 'sideHistory', 'tab', 'arr', 'step'] as const;

export type TransferDrawer = 'deposit' | 'history';

/** Pages that are the panels themselves: the flags open nothing there (spec §2). */
export const transferPageRoutes: ReadonlySet<string> = new Set(['deposit', 'withdraw', 'history']);

/** The search string that opens a drawer over the current page, keeping the page's own query. */
export function transferSearch(current: string, drawer: TransferDrawer, tab?: string): string {
  const query = new URLSearchParams(current);
  for (const name of transferFlagNames) query.delete(name);
  query.set(drawer === 'deposit' ? 'sideDeposit' : 'sideHistory', 'true');
  if (drawer === 'deposit' && tab) query.set('tab', tab);
  return `?${query}`;
}

/** The search string with every drawer flag removed (the drawer closed). */
export function withoutTransferFlags(current: string): string {
  const query = new URLSearchParams(current);
  for (const name of transferFlagNames) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** Which drawer the query asks for, if any (spec: sideDeposit / sideHistory = true). */
export function requestedDrawer(query: URLSearchParams): TransferDrawer | undefined {
  if (query.get('sideDeposit') === 'true') return 'deposit';
  if (query.get('sideHistory') === 'true') return 'history';
  return undefined;
}
