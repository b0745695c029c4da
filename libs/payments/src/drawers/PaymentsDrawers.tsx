import { useTranslation } from '@lobby/i18n';
import { Drawer } from '@lobby/ui-kit';
import { requestedDrawer, withoutTransferFlags } from '@lobby/util';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HistoryPanel } from '../history/HistoryPanel';
import { entriesSinceOpened, type PanelHistoryState } from '../panel/panelHistory';
import { TransferPanel } from '../panel/TransferPanel';
import { rememberedTab, rememberTab, tabFromQuery, type TransferTab } from '../tabs';

/**
 * The desktop drawers of spec §2, opened by the query flags over whatever page is showing: `sideDeposit` (the
 * transfer panel on `tab` / `arr`, else the tab it was last closed on) and `sideHistory`. The address holds the open
 * drawer, so Back closes it and a shared link opens it; closing removes the flags.
 */
export function PaymentsDrawers() {
  const { t } = useTranslation('payments');
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const drawer = requestedDrawer(query);
  const tab = tabFromQuery(query) ?? rememberedTab() ?? 'deposit-tab';
  const depositOpen = drawer === 'deposit';

  // Spec §2: the drawer reopens on the tab it was left on, however that tab was reached — a click, or an address
  // that named it (`?tab=withdraw-tab`, `?arr=2`, the header's plus asking for deposit-tab).
  useEffect(() => {
    if (depositOpen) rememberTab(tab);
  }, [depositOpen, tab]);

  const close = () => {
    const state = location.state as PanelHistoryState | null;
    // Opened by a link in the site: go Back past the drawer's own steps, to the page as it was.
    if (state?.drawerOpened) void navigate(-entriesSinceOpened(state));
    else
      void navigate({ pathname: location.pathname, search: withoutTransferFlags(location.search) }, { replace: true });
  };
  const onTabChange = (next: TransferTab) => {
    const search = new URLSearchParams(location.search);
    search.delete('arr');
    search.delete('step');
    search.set('tab', next);
    void navigate({ pathname: location.pathname, search: `?${search}` }, { replace: true, state: location.state });
  };

  return (
    <>
      <Drawer open={depositOpen} title={t('panel.title')} onClose={close} closeLabel={t('panel.close')}>
        <TransferPanel tab={tab} onTabChange={onTabChange} />
      </Drawer>
      <Drawer open={drawer === 'history'} title={t('history.title')} onClose={close} closeLabel={t('panel.close')}>
        <HistoryPanel />
      </Drawer>
    </>
  );
}
