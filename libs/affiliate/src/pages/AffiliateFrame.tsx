import type { QueryError } from '@lobby/api-client';
import { useCodeMessage } from '@lobby/api-client';
import { FormAlert } from '@lobby/forms';
import { useTranslation } from '@lobby/i18n';
import { Button, Spinner } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import { AffiliateNav } from '../components/AffiliateNav';
import * as css from '../components/affiliate.css';

/**
 * Every affiliate page sits in this, under the affiliate menu. A brand that hides the affiliate programme
 * (hideAffiliate) never gets here: the route guard (libs/auth-guards guardRoute) sends its addresses home.
 */
export function AffiliateFrame({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className={css.page} data-testid={testId}>
      <AffiliateNav />
      {children}
    </div>
  );
}

/** A query that is loading or failed: the spinner, or the failure in words with "try again". */
export function QueryState({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}): ReactNode {
  const { t } = useTranslation('affiliate');
  const codeMessage = useCodeMessage();
  if (loading) return <Spinner label={t('loading')} />;
  if (!error) return null;
  return (
    <div className={css.list} data-testid="affiliate-load-failed">
      <FormAlert>
        {t('loadFailed')}: {codeMessage(error as QueryError)}
      </FormAlert>
      <Button variant="ghost" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
