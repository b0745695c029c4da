import { formatThousands, useTranslation } from '@lobby/i18n';
import { Button, TextField } from '@lobby/ui-kit';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkDepositAmount, depositAmountOf, formatDepositInput } from '../rules/depositAmount';
import { quickAmounts } from '../rules/quickAmounts';
import * as panel from '../panel/panel.css';
import * as css from './AmountEntry.css';

export interface AmountEntryProps {
  /** The method's range in baht (spec §5: channel limits govern the input check). */
  min: number;
  max: number;
  /** 8 quick amounts on desktop, 6 on phones. */
  layout: 'desktop' | 'mobile';
  busy?: boolean;
  /** Above the field, e.g. the method's name and bonus. */
  heading?: ReactNode;
  onSubmit: (amount: number) => void;
}

/** Amount entry for a QR or wallet deposit: every rule and message of spec §5, and the quick-amount buttons. */
export function AmountEntry({ min, max, layout, busy = false, heading, onSubmit }: AmountEntryProps) {
  const { t } = useTranslation('payments');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const limits = { min: formatThousands(min), max: formatThousands(max) };

  const check = (value: string) => {
    const key = checkDepositAmount(value, min, max);
    return key ? t(`deposit.errors.${key}`, limits) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(text);
    setError(problem);
    const amount = depositAmountOf(text);
    if (problem || amount === undefined) return input.current?.focus();
    onSubmit(amount);
  };

  return (
    <form className={panel.step} onSubmit={submit} noValidate>
      {heading}
      <TextField
        ref={input}
        label={t('deposit.amountLabel')}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        value={text}
        suffix={t('deposit.amountSuffix')}
        hint={t('deposit.limits', limits)}
        error={error}
        className={css.field}
        onChange={(event) => {
          const next = formatDepositInput(event.target.value);
          setText(next);
          if (error) setError(check(next));
        }}
        data-testid="deposit-amount"
      />
      <div role="group" aria-label={t('deposit.quickLabel')} className={css.quick}>
        {quickAmounts(min, max, layout).map((amount) => {
          const shown = formatThousands(amount);
          return (
            <Button
              key={amount}
              type="button"
              variant={text === shown ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={text === shown}
              className={css.chip}
              onClick={() => {
                setText(shown);
                setError(undefined);
              }}
            >
              {shown}
            </Button>
          );
        })}
      </div>
      <Button type="submit" block size="lg" loading={busy} data-testid="deposit-request-qr">
        {t('deposit.requestQr')}
      </Button>
    </form>
  );
}
