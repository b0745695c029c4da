import { useLocalizedPath } from '@lobby/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { TransferPanel } from '../panel/TransferPanel';
import { rememberTab, tabFromQuery, type TransferTab } from '../tabs';
import * as css from './pages.css';

const pathOf: Record<TransferTab, string> = {
  'deposit-tab': '/deposit',
  'deposit-usdt-tab': '/deposit?tab=deposit-usdt-tab',
  'withdraw-tab': '/withdraw',
};

/** Deposit and withdraw as full pages (phones, spec §2): each tab has its own address, so Back returns to it. */
export function TransferPage({ fallback }: { fallback: TransferTab }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const tab = tabFromQuery(query) ?? fallback;
  const onTabChange = (next: TransferTab) => {
    rememberTab(next);
    void navigate(localize(pathOf[next]), { replace: true });
  };
  return (
    <div className={css.page}>
      <TransferPanel tab={tab} onTabChange={onTabChange} />
    </div>
  );
}
