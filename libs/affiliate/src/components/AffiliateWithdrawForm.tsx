import { FormAlert, useSingleFlight } from '@lobby/forms';
import { useMoney, useTranslation } from '@lobby/i18n';
import { Button, TextField } from '@lobby/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { allAmount, checkAmount, formatAmountInput } from '../rules/withdrawAmount';
import * as css from './affiliate.css';

export interface AffiliateWithdrawFormProps {
  /** Affiliate income that can be withdrawn (baht); undefined while it loads. */
  balance: number | undefined;
  busy?: boolean;
  /** A refusal from the server, already in the page's words (1001, 1004, 1005, else contact support). */
  error?: string;
  /** Resolves true when the income was moved (the field is then cleared; a refusal keeps it). */
  onSubmit: (amountText: string) => Promise<boolean>;
}

/**
 * Withdraw of affiliate income to the member's balance (spec §5: not 0; §8: 1001, 1004, 1005 and contact support for
 * any other code; §9: once a day, days 1–5 of the month, said under the title).
 */
export function AffiliateWithdrawForm({ balance, busy = false, error, onSubmit }: AffiliateWithdrawFormProps) {
  const { t } = useTranslation('affiliate');
  const money = useMoney();
  const singleFlight = useSingleFlight();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const alertId = useId();

  const check = (value: string) => {
    const problem = checkAmount(value);
    return problem && t(`withdraw.errors.${problem}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = check(text);
    setFieldError(problem);
    if (problem) return input.current?.focus();
    void singleFlight(async () => {
      if (await onSubmit(text)) setText('');
    });
  };

  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.cardTitle}>
        {t('withdraw.title')}
      </h2>
      <form className={css.list} onSubmit={submit} noValidate data-testid="affiliate-withdraw-form">
        <div className={css.row}>
          <span>{t('withdraw.balance')}</span>
          <strong className={css.figure} data-testid="affiliate-balance">
            {balance === undefined ? '—' : money(balance)}
          </strong>
        </div>
        <p className={css.muted}>{t('withdraw.rule')}</p>
        <TextField
          ref={input}
          label={t('withdraw.amountLabel')}
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="go"
          value={text}
          suffix={t('withdraw.suffix')}
          error={fieldError}
          aria-describedby={error ? alertId : undefined}
          onChange={(event) => {
            const next = formatAmountInput(event.target.value);
            setText(next);
            // Once shown, the message follows the typing and goes as soon as the amount is right.
            if (fieldError) setFieldError(check(next));
          }}
          data-testid="affiliate-withdraw-amount"
        />
        <div className={css.actions}>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!balance}
            onClick={() => {
              setText(allAmount(balance ?? 0));
              setFieldError(undefined);
            }}
            data-testid="affiliate-withdraw-all"
          >
            {t('withdraw.all')}
          </Button>
        </div>
        <FormAlert id={alertId}>{error}</FormAlert>
        <Button type="submit" block size="lg" loading={busy} data-testid="affiliate-withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </form>
    </section>
  );
}
