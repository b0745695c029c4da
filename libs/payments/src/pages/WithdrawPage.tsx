import { TransferPage } from './TransferPage';

export function WithdrawPage() {
  return <TransferPage fallback="withdraw-tab" />;
}
