import { useCodeMessage, type QueryError } from '@lobby/api-client';
import { useProfileQuery } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import { useLocale, useTranslation } from '@lobby/i18n';
import { useToast } from '@lobby/ui-kit';
import { useRef, useState } from 'react';
import { useAffiliateWithdrawMutation, useLeaderQuery } from '../affiliateApi';
import { AffiliateWithdrawForm } from '../components/AffiliateWithdrawForm';
import { IncomeSummary } from '../components/IncomeSummary';
import { ReferralCard } from '../components/ReferralCard';
import { affiliateLink } from '../rules/link';
import { AffiliateFrame, QueryState } from './AffiliateFrame';

/** Spec §9: the success toast of a withdrawal stays 10 s. */
const SUCCESS_TOAST_MS = 10_000;

/** `affiliate`: income today / yesterday / this month, the member's link and code, and the withdraw of the income. */
export function AffiliatePage() {
  return (
    <AffiliateFrame testId="affiliate-page">
      <Overview />
    </AffiliateFrame>
  );
}

function Overview() {
  const { t } = useTranslation('affiliate');
  const locale = useLocale();
  const brand = useBrand();
  const toast = useToast();
  const codeMessage = useCodeMessage();
  const leader = useLeaderQuery(undefined, { refetchOnMountOrArgChange: true });
  const profile = useProfileQuery();
  const [withdraw, request] = useAffiliateWithdrawMutation();
  const [error, setError] = useState<string | undefined>();
  // One key per attempt: a retry after a lost answer repeats the same request and cannot move the income twice.
  const attempt = useRef<{ amount: string; key: string } | null>(null);

  if (leader.isLoading || leader.error)
    return <QueryState loading={leader.isLoading} error={leader.error} onRetry={() => void leader.refetch()} />;
  const data = leader.data;
  const code = data?.affiliate_code ?? profile.data?.user.affiliate_code ?? null;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  const submit = async (amount: string) => {
    if (attempt.current?.amount !== amount) attempt.current = { amount, key: crypto.randomUUID() };
    setError(undefined);
    const answer = await withdraw({ amount, idempotencyKey: attempt.current.key });
    if (answer.data) {
      attempt.current = null;
      toast.show(t('withdraw.success', { amount: answer.data.amount }), {
        tone: 'success',
        duration: SUCCESS_TOAST_MS,
      });
      return true;
    }
    const failure = answer.error as QueryError;
    // Only a refusal says for sure that nothing moved; otherwise the key stays for the same amount.
    if (failure.kind === 'code') attempt.current = null;
    setError(codeMessage(failure, 'affiliateWithdraw'));
    return false;
  };

  return (
    <>
      <IncomeSummary
        income={data?.income}
        lastUpdate={data?.last_update}
        members={data?.members}
        percent={data?.commission_percent}
      />
      <ReferralCard
        code={code}
        link={code ? affiliateLink(origin, locale, code) : ''}
        siteName={brand.siteTitle[locale]}
      />
      <AffiliateWithdrawForm balance={data?.balance} busy={request.isLoading} error={error} onSubmit={submit} />
    </>
  );
}
