import { useCodeMessage, ResponseCode, type QueryError } from '@lobby/api-client';
import { useBrand } from '@lobby/brand';
import { bankName, satangOf, type BreakAccount } from '@lobby/contract';
import { FormAlert, PasswordField, verbatim } from '@lobby/forms';
import { useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { Button, TextField } from '@lobby/ui-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useBreakWithdrawMutation, useWithdrawPassMutation } from '../protectionApi';
import * as css from '../shared/page.css';

/**
 * Withdrawing during a break (issue 15). A member on a time-out or self-exclusion cannot log in; here they prove the
 * password and get a short-lived pass (held in this page only, never a login) that can only show the balance and
 * withdraw it to the registered bank account, under the usual withdrawal rules.
 */
export function BreakWithdrawPage() {
  const { t } = useTranslation('protection');
  const [account, setAccount] = useState<BreakAccount>();
  const [notice, setNotice] = useState<string>();
  return (
    <div className={css.page} data-testid="break-withdraw-page">
      <header className={css.header}>
        <h1 className={css.title}>{t('withdraw.title')}</h1>
        <p className={css.intro}>{t('withdraw.intro')}</p>
      </header>
      {account ? (
        <WithdrawPanel
          account={account}
          onAccount={setAccount}
          onExpired={() => {
            setAccount(undefined);
            setNotice(t('withdraw.expired'));
          }}
        />
      ) : (
        <PassForm onPass={setAccount} notice={notice} />
      )}
    </div>
  );
}

function PassForm({ onPass, notice }: { onPass: (account: BreakAccount) => void; notice?: string }) {
  const { t } = useTranslation('protection');
  const brand = useBrand();
  const codeMessage = useCodeMessage();
  const [askPass, { isLoading }] = useWithdrawPassMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(notice);
  const usernameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('withdraw.required'));
      usernameRef.current?.focus();
      return;
    }
    setError(undefined);
    const answer = await askPass({ username: username.trim(), password, groupID: brand.defaultGroupId });
    if (answer.data) onPass(answer.data);
    else setError(codeMessage(answer.error as QueryError));
  };

  return (
    <form className={css.card} onSubmit={submit} noValidate aria-label={t('withdraw.title')}>
      <TextField
        ref={usernameRef}
        {...verbatim}
        label={t('withdraw.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        label={t('withdraw.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormAlert>{error}</FormAlert>
      <div className={css.actions}>
        <Button type="submit" loading={isLoading} data-testid="break-pass-submit">
          {t('withdraw.continue')}
        </Button>
      </div>
    </form>
  );
}

function WithdrawPanel({
  account,
  onAccount,
  onExpired,
}: {
  account: BreakAccount;
  onAccount: (account: BreakAccount) => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation('protection');
  const locale = useLocale();
  const money = useMoney();
  const codeMessage = useCodeMessage();
  const [withdraw, { isLoading }] = useBreakWithdrawMutation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const key = useRef<{ amount: string; key: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    const satang = satangOf(amount);
    if (satang === undefined || satang <= 0) {
      setError(t('withdraw.amountInvalid'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    // One key per attempt: a lost answer tapped again cannot withdraw twice.
    if (key.current?.amount !== amount) key.current = { amount, key: crypto.randomUUID() };
    const answer = await withdraw({ pass: account.pass, balance: amount, idempotencyKey: key.current.key });
    if (answer.data) {
      key.current = null;
      setAmount('');
      setDone(t('withdraw.done', { amount: answer.data.amount }));
      onAccount({ ...account, balance: answer.data.balance });
      return;
    }
    const failure = answer.error as QueryError;
    if (failure.code === ResponseCode.sessionInvalid) return onExpired();
    setError(codeMessage(failure, 'withdraw'));
    field.current?.focus();
  };

  return (
    <form className={css.card} onSubmit={submit} noValidate aria-label={t('withdraw.title')}>
      <p className={css.intro} data-testid="break-until">
        {account.break.until === null
          ? t('withdraw.forever')
          : t('withdraw.until', { until: Date.parse(account.break.until) })}
      </p>
      <dl className={css.figures}>
        <dt>{t('withdraw.balance')}</dt>
        <dd data-testid="break-balance">{money(account.balance)}</dd>
        {account.account && (
          <>
            <dt>{t('withdraw.account')}</dt>
            <dd>
              {bankName(account.account.bank_id, locale)} {account.account.bank_no}
            </dd>
          </>
        )}
      </dl>
      <TextField
        ref={field}
        label={t('withdraw.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))}
        hint={t('withdraw.limits', { min: account.min, max: account.max })}
        error={error}
        suffix={locale === 'th' ? 'บาท' : '฿'}
      />
      {done && (
        <p className={css.note} role="status">
          {done}
        </p>
      )}
      <div className={css.actions}>
        <Button variant="ghost" onClick={() => setAmount(String(account.balance))}>
          {t('withdraw.all')}
        </Button>
        <Button type="submit" loading={isLoading} data-testid="break-withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
