import { TransferPage } from './TransferPage';

export function DepositPage() {
  return <TransferPage fallback="deposit-tab" />;
}
