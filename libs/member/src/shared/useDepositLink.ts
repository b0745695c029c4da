import { useLocalizedPath } from '@lobby/i18n';
import { transferSearch, useDevice, type MenuTransfer } from '@lobby/util';
import { useLocation, type To } from 'react-router';

const pages: Record<MenuTransfer, string> = { deposit: '/deposit', withdraw: '/withdraw', history: '/history' };

/**
 * Where a money link goes (spec §2): on phones the full page; elsewhere the drawer over this page, opened by the query
 * flags (`?sideDeposit=true&tab=…`, `?sideHistory=true`), with the history entry marked so that closing it goes Back.
 * The same rule as the shell's header and sidebar links.
 */
export function useMoneyLink(): (target: MenuTransfer) => { to: To; state?: { drawerOpened: true } } {
  const device = useDevice();
  const location = useLocation();
  const localize = useLocalizedPath();
  return (target) => {
    if (device === 'mobile') return { to: localize(pages[target]) };
    const search =
      target === 'history'
        ? transferSearch(location.search, 'history')
        : transferSearch(location.search, 'deposit', target === 'withdraw' ? 'withdraw-tab' : 'deposit-tab');
    return { to: { pathname: location.pathname, search }, state: { drawerOpened: true } };
  };
}
