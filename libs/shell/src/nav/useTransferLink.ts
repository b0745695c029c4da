import { useLocalizedPath } from '@lobby/i18n';
import { transferPageRoutes, transferSearch, useDevice } from '@lobby/util';
import { useLocation, type To } from 'react-router';
import { useCurrentRoute } from '../routes/routeHandle';

export type TransferTarget = 'deposit' | 'withdraw' | 'history';

const pages: Record<TransferTarget, string> = { deposit: '/deposit', withdraw: '/withdraw', history: '/history' };

/**
 * Where the money links go (spec §2): on phones the full pages; elsewhere the drawers over the current page, opened
 * by the query flags (the history entry is marked so that closing the drawer goes Back). On the money pages
 * themselves the flags open nothing, so the links go to the pages there too.
 */
export function useTransferLink(): (target: TransferTarget) => { to: To; state?: { drawerOpened: true } } {
  const device = useDevice();
  const location = useLocation();
  const route = useCurrentRoute();
  const localize = useLocalizedPath();
  return (target) => {
    if (device === 'mobile' || transferPageRoutes.has(route.name)) return { to: localize(pages[target]) };
    // Each link names its tab, so it does not reopen the remembered one: the header's plus is spec §2's deposit
    // button (and the sidebar's Deposit / Withdraw say which they are). The remembered tab (payments' transferPage
    // cookie) is for an address without `tab` / `arr`, e.g. `?sideDeposit=true` after the login round trip.
    const search =
      target === 'history'
        ? transferSearch(location.search, 'history')
        : transferSearch(location.search, 'deposit', target === 'withdraw' ? 'withdraw-tab' : 'deposit-tab');
    return { to: { pathname: location.pathname, search }, state: { drawerOpened: true } };
  };
}
