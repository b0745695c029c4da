import { maskBankNumber } from '@lobby/contract';
import { BankBadge, FormAlert, useSingleFlight } from '@lobby/forms';
import { useMoney, useTranslation } from '@lobby/i18n';
import { Button, TextField, useCountdown } from '@lobby/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import * as panel from '../panel/panel.css';
import { checkWithdrawAmount, formatWithdrawInput, withdrawAllAmount } from '../rules/withdrawAmount';
import * as css from './WithdrawForm.css';

/** The member's registered account, where every withdrawal goes (spec §5). */
export interface WithdrawAccount {
  bankId: string | null;
  /** Already in the page's language. */
  bankName: string;
  /** The full number: the form shows it masked. */
  number: string;
}

export interface WithdrawFormProps {
  /** null when the member has no registered account: the no-account message shows instead (spec §5, §8). */
  account: WithdrawAccount | null;
  /** Baht; undefined while it loads (then the balance rule waits for the server). */
  balance: number | undefined;
  min: number;
  max: number;
  /** The next withdrawal is allowed at this time (spec §4: 10 minutes after the last one). */
  cooldownUntil: Date | null;
  busy?: boolean;
  /** A refusal from the server, already localized. */
  error?: string;
  /** Resolves true when the withdrawal was accepted (the field is then cleared; a refusal keeps it). */
  onSubmit: (amountText: string) => Promise<boolean>;
  /** The cooldown reached zero. */
  onCooldownOver?: () => void;
}

/** The withdraw form of spec §2 / §5: the account, the balance, the amount with every rule, and the cooldown. */
export function WithdrawForm({
  account,
  balance,
  min,
  max,
  cooldownUntil,
  busy = false,
  error,
  onSubmit,
  onCooldownOver,
}: WithdrawFormProps) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const singleFlight = useSingleFlight();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const limits = { min: money(min), max: money(max) };

  if (!account) {
    return (
      <div data-testid="withdraw-no-account">
        <FormAlert>{t('withdraw.noAccount')}</FormAlert>
      </div>
    );
  }

  const check = (value: string) => {
    const key = checkWithdrawAmount(value, { min, max, balance });
    return key ? t(`withdraw.errors.${key}`, limits) : undefined;
  };
  const change = (value: string) => {
    setText(value);
    setTouched(true);
    // Once an error shows, it follows the typing, so it goes away as soon as the amount is right.
    if (fieldError) setFieldError(check(value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || cooldownUntil) return;
    const problem = check(text);
    setFieldError(problem);
    if (problem) return input.current?.focus();
    // A second tap or Enter before the button has re-rendered as busy sends nothing.
    void singleFlight(async () => {
      if (await onSubmit(text)) {
        setText('');
        setTouched(false);
      }
    });
  };

  return (
    <form className={panel.step} onSubmit={submit} noValidate data-testid="withdraw-form">
      <div className={panel.card}>
        <span className={panel.muted}>{t('withdraw.to')}</span>
        <div className={css.account}>
          <BankBadge bankId={account.bankId} />
          <span className={css.accountText}>
            <strong>{account.bankName}</strong>
            <span className={panel.figure} data-testid="withdraw-account">
              {maskBankNumber(account.number)}
            </span>
          </span>
        </div>
        <div className={panel.row}>
          <span>{t('withdraw.balance')}</span>
          <strong className={css.balance} data-testid="withdraw-balance">
            {balance === undefined ? '—' : money(balance)}
          </strong>
        </div>
      </div>
      <TextField
        ref={input}
        label={t('withdraw.amountLabel')}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="go"
        value={text}
        suffix={t('deposit.amountSuffix')}
        hint={t('withdraw.limits', limits)}
        error={fieldError}
        aria-describedby={error ? alertId : undefined}
        onChange={(event) => change(formatWithdrawInput(event.target.value))}
        onBlur={() => {
          if (touched) setFieldError(check(text));
        }}
        data-testid="withdraw-amount"
      />
      <div className={css.allRow}>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            if (balance === undefined) return;
            setText(withdrawAllAmount(balance, max));
            setFieldError(undefined);
          }}
          disabled={balance === undefined}
          data-testid="withdraw-all"
        >
          {t('withdraw.all')}
        </Button>
      </div>
      <FormAlert id={alertId}>{error}</FormAlert>
      {cooldownUntil ? (
        <CooldownButton until={cooldownUntil} onDone={onCooldownOver} />
      ) : (
        <Button type="submit" block size="lg" loading={busy} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      )}
      <p className={panel.muted}>{t('withdraw.waitNote')}</p>
    </form>
  );
}

/** The disabled submit button counting the cooldown down per second (spec §4), enabled again at zero. */
function CooldownButton({ until, onDone }: { until: Date; onDone?: () => void }) {
  const { t } = useTranslation('payments');
  const left = useCountdown(until, onDone);
  return (
    <Button type="submit" block size="lg" disabled data-testid="withdraw-submit">
      {/* role=timer is not announced on every tick. */}
      <span role="timer">{t('withdraw.waitButton', { time: left.text })}</span>
    </Button>
  );
}
