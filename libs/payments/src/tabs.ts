import { readCookie, writeCookie } from '@lobby/util';

/** The panel's tabs in order; `arr` is the index (spec §2, §9: 0 deposit, 1 USDT deposit, 2 withdraw). */
export const transferTabs = ['deposit-tab', 'deposit-usdt-tab', 'withdraw-tab'] as const;
export type TransferTab = (typeof transferTabs)[number];

const isTab = (value: string | null | undefined): value is TransferTab =>
  (transferTabs as readonly string[]).includes(value ?? '');

/** The tab a URL asks for: `tab` by name, else `arr` by index; undefined when it names none. */
export function tabFromQuery(query: URLSearchParams): TransferTab | undefined {
  const named = query.get('tab');
  if (isTab(named)) return named;
  const arr = query.get('arr');
  return arr !== null && /^[0-2]$/.test(arr) ? transferTabs[Number(arr)] : undefined;
}

/** The spec's transferPage cookie keeps the tab the drawer was left on (logout removes it, spec §4). */
const COOKIE = 'transferPage';

export function rememberedTab(): TransferTab | undefined {
  const value = readCookie(COOKIE);
  return isTab(value) ? value : undefined;
}

export function rememberTab(tab: TransferTab): void {
  writeCookie(COOKIE, tab);
}
