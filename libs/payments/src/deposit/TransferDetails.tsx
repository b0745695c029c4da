import { bankName, groupBankNumber, type Channel } from '@lobby/contract';
import { BankBadge } from '@lobby/forms';
import { formatThousands, useLocale, useTranslation } from '@lobby/i18n';
import { Button, CopyButton, TextField, useToast } from '@lobby/ui-kit';
import { useState, type FormEvent } from 'react';
import { checkDepositAmount, depositAmountOf, formatDepositInput } from '../rules/depositAmount';
import * as panel from '../panel/panel.css';
import * as css from './TransferDetails.css';

export interface TransferDetailsProps {
  channel: Channel;
  /** More than one account to pay into: offer the picker again. */
  onChangeAccount?: () => void;
  /** "Pay from your registered account only", with the bank and the masked number. */
  ownAccount?: string;
  busy?: boolean;
  /** Whole baht the member says they transferred. */
  onAnnounce: (amount: number) => void;
}

/** Bank transfer (spec §2, §4): the account to pay into with copy (3-1-5-n), and "I have transferred". */
export function TransferDetails({
  channel,
  onChangeAccount,
  ownAccount,
  busy = false,
  onAnnounce,
}: TransferDetailsProps) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const number = channel.acc_no ?? '';
  const limits = { min: formatThousands(channel.min_deposit), max: formatThousands(channel.max_deposit) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = checkDepositAmount(text, channel.min_deposit, channel.max_deposit);
    setError(key ? t(`deposit.errors.${key}`, limits) : undefined);
    const amount = depositAmountOf(text);
    if (!key && amount !== undefined) onAnnounce(amount);
  };

  return (
    <section className={panel.step} aria-label={t('transfer.title')} data-testid="deposit-transfer">
      <h3 className={panel.stepTitle}>{t('transfer.title')}</h3>
      <div className={panel.card}>
        <div className={css.bank}>
          <BankBadge bankId={channel.bank_id} />
          <strong>{bankName(channel.bank_id, locale, channel.provider)}</strong>
        </div>
        <div className={panel.row}>
          <span>{t('transfer.accountName')}</span>
          <span>{channel.acc_name}</span>
        </div>
        <div className={panel.row}>
          <span>{t('transfer.accountNumber')}</span>
          <span className={css.number} data-testid="deposit-transfer-number">
            {groupBankNumber(number)}
          </span>
        </div>
        <CopyButton
          value={number.replace(/\D/g, '')}
          label={t('panel.copy')}
          copiedLabel={t('panel.copied')}
          onCopied={() => toast.show(t('panel.copiedToast', { what: t('transfer.accountNumberWhat') }))}
          block
        />
        <p className={panel.muted}>{t('deposit.limits', limits)}</p>
      </div>
      {ownAccount && <p className={panel.muted}>{ownAccount}</p>}
      {onChangeAccount && (
        <Button type="button" variant="ghost" size="sm" onClick={onChangeAccount}>
          {t('transfer.otherAccount')}
        </Button>
      )}
      <form className={panel.step} onSubmit={submit} noValidate>
        <TextField
          label={t('transfer.amountLabel')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          suffix={t('deposit.amountSuffix')}
          error={error}
          onChange={(event) => {
            setText(formatDepositInput(event.target.value));
            setError(undefined);
          }}
          data-testid="deposit-transfer-amount"
        />
        <Button type="submit" block size="lg" loading={busy} data-testid="deposit-transfer-done">
          {t('transfer.done')}
        </Button>
      </form>
    </section>
  );
}
