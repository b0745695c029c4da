import { useCodeMessage, type QueryError } from '@lobby/api-client';
import { useCreditQuery, useProfileQuery } from '@lobby/auth-guards';
import { bankName } from '@lobby/contract';
import { useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { Spinner, useToast } from '@lobby/ui-kit';
import { useRef, useState } from 'react';
import { useWithdrawMutation, useWithdrawStateQuery } from '../paymentsApi';
import { cooldownDeadline, nextAfterTooSoon, nextAfterWithdrawal, nextFromState } from './cooldown';
import { WithdrawForm } from './WithdrawForm';

/** Spec §9: the success toast stays 10 s. */
const SUCCESS_TOAST_MS = 10_000;
/** The platform server's refusal when the member has no registered account (answered with spec §8's message). */
const NO_BANK_ACCOUNT = 1003;
const TOO_SOON = 1005;

/** The withdraw tab (spec §2, §4 cooldown, §5 amounts, §8 codes 1001–1011). */
export function WithdrawTab() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const money = useMoney();
  const toast = useToast();
  const codeMessage = useCodeMessage();
  const profile = useProfileQuery();
  const rules = useWithdrawStateQuery(undefined, { refetchOnMountOrArgChange: true });
  const credit = useCreditQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdraw, request] = useWithdrawMutation();
  const [error, setError] = useState<string | undefined>();
  const [localNext, setLocalNext] = useState<Date | null>(null);
  // One key per attempt: a retry after a lost answer repeats the same request and cannot pay twice.
  const attempt = useRef<{ amount: string; key: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());

  if (profile.isLoading || rules.isLoading) return <Spinner label={t('panel.loading')} />;
  const user = profile.data?.user;

  // Ours after a withdrawal or a 1005; the server's from getMinWithdraw (on open, and refetched after each attempt).
  const deadline = cooldownDeadline([localNext, nextFromState(rules.data)], now);

  const submit = async (amount: string) => {
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: crypto.randomUUID() };
    setError(undefined);
    const answer = await withdraw({ balance: amount, idempotencyKey: attempt.current.key });
    if (answer.data) {
      attempt.current = null;
      setLocalNext(nextAfterWithdrawal(answer.data));
      toast.show(t('withdraw.success', { amount: money(answer.data.amount) }), {
        tone: 'success',
        duration: SUCCESS_TOAST_MS,
      });
      return true;
    }
    const failure = answer.error as QueryError;
    // Only a refusal says for sure that nothing moved. Any other failure (no answer, a garbled one) leaves the
    // outcome unknown: the key stays, so trying the same amount again cannot withdraw twice.
    if (failure.kind === 'code') attempt.current = null;
    if (failure.kind === 'code' && failure.code === TOO_SOON) setLocalNext(nextAfterTooSoon(failure));
    setError(
      failure.kind === 'code' && failure.code === NO_BANK_ACCOUNT
        ? t('withdraw.noAccount')
        : codeMessage(failure, 'withdraw'),
    );
    return false;
  };

  return (
    <WithdrawForm
      account={
        user?.bank_no
          ? { bankId: user.bank_id, bankName: bankName(user.bank_id, locale, user.bank), number: user.bank_no }
          : null
      }
      balance={credit.data}
      min={rules.data?.withdrawMin ?? profile.data?.min_withdraw ?? 300}
      max={rules.data?.withdrawMax ?? profile.data?.max_withdraw ?? 999_999}
      cooldownUntil={deadline}
      busy={request.isLoading}
      error={error}
      onSubmit={submit}
      onCooldownOver={() => {
        setNow(Date.now());
        setLocalNext(null);
        void rules.refetch();
      }}
    />
  );
}
