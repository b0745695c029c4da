import { useMoney, useTranslation } from '@lobby/i18n';
import { Button, Dialog } from '@lobby/ui-kit';
import type { DepositOutcome } from './useDepositPoll';

/** What ended a deposit attempt: the poll's outcomes, or a QR that could not be created (spec §8 modals). */
export type DepositResult = DepositOutcome | { kind: 'error'; message: string };

export interface DepositResultDialogProps {
  result: DepositResult | null;
  onClose: () => void;
}

/** The success, failure, expired and error modals of spec §4 / §8. */
export function DepositResultDialog({ result, onClose }: DepositResultDialogProps) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  if (!result) return null;
  const content: Record<DepositResult['kind'], { title: string; body: string }> = {
    paid: {
      title: t('modal.successTitle'),
      body: t('modal.successBody', { amount: result.kind === 'paid' ? money(result.amount) : '' }),
    },
    failed: { title: t('modal.failedTitle'), body: result.kind === 'failed' ? result.message : '' },
    expired: { title: t('modal.expiredTitle'), body: t('modal.expiredBody') },
    error: { title: t('modal.errorTitle'), body: result.kind === 'error' ? result.message : t('modal.errorBody') },
  };
  const { title, body } = content[result.kind];
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={t('panel.close')}
      footer={
        <Button block onClick={onClose} data-testid="deposit-result-ok">
          {t('panel.ok')}
        </Button>
      }
    >
      <div data-testid={`deposit-result-${result.kind}`}>
        <p>{body}</p>
      </div>
    </Dialog>
  );
}
