import { useCodeMessage, type QueryError } from '@lobby/api-client';
import { useSessionActions, useSessionState } from '@lobby/auth-guards';
import { useBrand } from '@lobby/brand';
import type { BreakDuration, DepositLimitsBody } from '@lobby/contract';
import { useLocalizedPath, useTranslation } from '@lobby/i18n';
import { Button, ButtonLink, Skeleton, useToast } from '@lobby/ui-kit';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  useProtectionStateQuery,
  useSetDepositLimitsMutation,
  useSetRealityCheckMutation,
  useStatementMutation,
  useTakeBreakMutation,
} from '../protectionApi';
import * as css from '../shared/page.css';
import { bangkokToday } from '../shared/time';
import type { LoadLegalFile } from '../legal/LegalPage';
import { BrandAdvice } from './BrandAdvice';
import { BreakForm } from './BreakForm';
import { ChoiceHistory } from './ChoiceHistory';
import { DepositLimitsForm } from './DepositLimitsForm';
import { RealityCheckForm } from './RealityCheckForm';
import { StatementForm } from './StatementForm';

/**
 * The responsible-gaming centre (issue 15, UX brief §5): the age rule and the helpline for everyone; for members,
 * deposit limits, a break (time-out or self-exclusion), play reminders, a statement and every choice made, each one
 * decided and kept by the platform. After a break starts the member is logged out and lands here, told when it ends.
 * The advice below the tools is the brand's own text (BrandAdvice), where the brand publishes one.
 */
export function ResponsibleGamingPage({ loadAdvice }: { loadAdvice?: LoadLegalFile }) {
  const { t } = useTranslation('protection');
  const brand = useBrand();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const { accessToken } = useSessionState();
  const startedUntil = params.get('breakUntil');

  return (
    <div className={css.page} data-testid="responsible-gaming">
      <header className={css.header}>
        <h1 className={css.title}>{t('centre.title')}</h1>
        <p className={css.intro}>{t('centre.intro')}</p>
      </header>

      {startedUntil !== null && (
        <section className={css.status} role="status" data-testid="break-started">
          <h2 className={css.cardTitle}>{t('centre.startedTitle')}</h2>
          <p className={css.intro}>
            {startedUntil === 'permanent'
              ? t('centre.startedForever')
              : t('centre.startedUntil', { until: Date.parse(startedUntil) })}
          </p>
          <p className={css.note}>
            {t('centre.startedWithdraw')}{' '}
            <Link to={localize('/responsible-gaming/withdraw')} className={css.link}>
              {t('centre.onBreakWithdraw')}
            </Link>
          </p>
        </section>
      )}

      <div className={css.helpline}>
        <span className={css.row}>
          <span className={css.ageBadge} aria-hidden="true">
            {brand.ageBadge}+
          </span>
          <span>{t('centre.age', { age: brand.ageBadge })}</span>
        </span>
        <span className={css.row}>
          <span>{t('centre.helpline')}</span>
          <ButtonLink href="tel:1323" variant="secondary" size="sm">
            {t('centre.call')}
          </ButtonLink>
        </span>
      </div>

      {accessToken ? (
        <MemberTools />
      ) : (
        startedUntil === null && (
          <section className={css.card}>
            <p className={css.intro}>{t('centre.visitor')}</p>
            <div className={css.row}>
              <ButtonLink
                as={Link}
                to={`${localize('/login')}?url=${encodeURIComponent(localize('/responsible-gaming'))}`}
                data-testid="rg-login"
              >
                {t('centre.login')}
              </ButtonLink>
              <span className={css.note}>
                {t('centre.onBreak')}{' '}
                <Link to={localize('/responsible-gaming/withdraw')} className={css.link}>
                  {t('centre.onBreakWithdraw')}
                </Link>
              </span>
            </div>
          </section>
        )
      )}

      {brand.trust?.documents?.includes('responsible-gaming') && <BrandAdvice load={loadAdvice} />}
    </div>
  );
}

/** The member's tools, on what the platform holds now. */
function MemberTools() {
  const { t } = useTranslation('protection');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const toast = useToast();
  const codeMessage = useCodeMessage();
  const { logout } = useSessionActions();
  const state = useProtectionStateQuery();
  const [saveLimits] = useSetDepositLimitsMutation();
  const [saveReality] = useSetRealityCheckMutation();
  const [takeBreak] = useTakeBreakMutation();
  const [loadStatement] = useStatementMutation();

  const failed = (error: unknown) => {
    const e = error as QueryError;
    if (e.kind === 'code') toast.show(codeMessage(e), { tone: 'error' });
    return false;
  };

  const onLimits = async (body: DepositLimitsBody) => {
    const answer = await saveLimits(body);
    if (answer.error) return failed(answer.error);
    const waiting = Object.values(answer.data.limits).some((l) => l.pending !== null);
    toast.show(waiting ? t('limits.raised') : t('limits.saved'), { tone: 'success' });
    return true;
  };

  const onReality = async (minutes: number | null) => {
    const answer = await saveReality({ minutes });
    if (answer.error) return failed(answer.error);
    toast.show(t('reality.saved'), { tone: 'success' });
    return true;
  };

  const onBreak = async (duration: BreakDuration, password: string) => {
    const answer = await takeBreak({ duration, password });
    if (answer.error) return codeMessage(answer.error as QueryError);
    // Every login ended on the platform: end this one here too, and say when the break ends.
    await logout();
    const until = answer.data.until ?? 'permanent';
    navigate(`${localize('/responsible-gaming')}?breakUntil=${encodeURIComponent(until)}`, { replace: true });
    return undefined;
  };

  const onStatement = async (from: string, to: string) => {
    const answer = await loadStatement({ from, to });
    if (answer.error) {
      failed(answer.error);
      return undefined;
    }
    return answer.data;
  };

  if (state.isError)
    return (
      <section className={css.card} role="alert">
        <p className={css.intro}>{t('centre.loadFailed')}</p>
        <div className={css.row}>
          <Button variant="secondary" onClick={() => void state.refetch()}>
            {t('centre.retry')}
          </Button>
        </div>
      </section>
    );
  if (!state.data)
    return (
      <section className={css.card} aria-busy="true">
        <Skeleton lines={4} />
      </section>
    );

  return (
    <>
      <section className={css.card} aria-labelledby="rg-limits" data-testid="rg-limits">
        <h2 id="rg-limits" className={css.cardTitle}>
          {t('limits.title')}
        </h2>
        <p className={css.note}>{t('limits.intro')}</p>
        <DepositLimitsForm limits={state.data.limits} onSave={onLimits} />
      </section>
      <section className={css.card} aria-labelledby="rg-reality" data-testid="rg-reality">
        <h2 id="rg-reality" className={css.cardTitle}>
          {t('reality.title')}
        </h2>
        <p className={css.note}>{t('reality.intro')}</p>
        <RealityCheckForm minutes={state.data.reality_check.minutes} onSave={onReality} />
      </section>
      <section className={css.card} aria-labelledby="rg-break" data-testid="rg-break">
        <h2 id="rg-break" className={css.cardTitle}>
          {t('pause.title')}
        </h2>
        <p className={css.note}>{t('pause.intro')}</p>
        <BreakForm onTake={onBreak} />
      </section>
      <section className={css.card} aria-labelledby="rg-statement" data-testid="rg-statement">
        <h2 id="rg-statement" className={css.cardTitle}>
          {t('statement.title')}
        </h2>
        <p className={css.note}>{t('statement.intro')}</p>
        <StatementForm onLoad={onStatement} today={bangkokToday()} />
      </section>
      <section className={css.card} aria-labelledby="rg-history">
        <h2 id="rg-history" className={css.cardTitle}>
          {t('history.title')}
        </h2>
        <ChoiceHistory history={state.data.history} />
      </section>
    </>
  );
}
