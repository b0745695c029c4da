import { useTranslation } from '@lobby/i18n';
import { Tabs } from '@lobby/ui-kit';
import { useProfileQuery } from '@lobby/auth-guards';
import { DepositTab } from '../deposit/DepositTab';
import { UsdtTab } from '../usdt/UsdtTab';
import { WithdrawTab } from '../withdraw/WithdrawTab';
import type { TransferTab } from '../tabs';
import * as css from './TransferPanel.css';

export interface TransferPanelProps {
  tab: TransferTab;
  onTabChange: (tab: TransferTab) => void;
}

/** The three tabs of spec §2: Deposit, Deposit coin (USDT; only once the profile has USDT accounts) and Withdraw. */
export function TransferPanel({ tab, onTabChange }: TransferPanelProps) {
  const { t } = useTranslation('payments');
  const profile = useProfileQuery();
  const hasUsdt = (profile.data?.usdt.length ?? 0) > 0;
  return (
    <Tabs
      className={css.panel}
      label={t('panel.tabsLabel')}
      fullWidth
      value={tab}
      onValueChange={(id) => onTabChange(id as TransferTab)}
      items={[
        { id: 'deposit-tab', label: t('tabs.deposit'), content: <DepositTab /> },
        { id: 'deposit-usdt-tab', label: t('tabs.usdt'), content: <UsdtTab />, disabled: !hasUsdt },
        { id: 'withdraw-tab', label: t('tabs.withdraw'), content: <WithdrawTab /> },
      ]}
    />
  );
}
