import { formatClock, formatLongDate, useLocale, useMoney, useTranslation } from '@lobby/i18n';
import { Icon, Skeleton } from '@lobby/ui-kit';
import { useId } from 'react';
import * as css from './affiliate.css';

export interface IncomeSummaryProps {
  /** Baht credited today, yesterday and this month; undefined while loading. */
  income: { today: number; yesterday: number; month: number } | undefined;
  /** When the last roll-up ran (ISO), if ever. */
  lastUpdate?: string | null;
  /** How many members the member brought. */
  members?: number;
  /** The commission rate in percent (0.5 = 0.5 % of the downline's bets). */
  percent?: number;
}

/** Spec §2: affiliate income for today, yesterday and this month, and the note that it updates daily at 11:00. */
export function IncomeSummary({ income, lastUpdate, members, percent }: IncomeSummaryProps) {
  const { t } = useTranslation('affiliate');
  const money = useMoney();
  const locale = useLocale();
  const titleId = useId();
  const periods = [
    { key: 'today', label: t('income.today') },
    { key: 'yesterday', label: t('income.yesterday') },
    { key: 'month', label: t('income.month') },
  ] as const;
  const updated = lastUpdate ? Date.parse(lastUpdate) / 1000 : undefined;
  return (
    <section className={css.card} aria-labelledby={titleId} data-testid="income-summary">
      <h2 id={titleId} className={css.cardTitle}>
        {t('income.title')}
      </h2>
      <dl className={css.stats}>
        {periods.map((period) => (
          <div key={period.key} className={css.stat}>
            <dt className={css.statLabel}>{period.label}</dt>
            <dd className={css.statValue} data-testid={`income-${period.key}`}>
              {income ? money(income[period.key]) : <Skeleton width="70%" />}
            </dd>
          </div>
        ))}
      </dl>
      <p className={css.note} data-testid="income-update-note">
        <Icon name="clock" size={16} />
        <span>
          {t('income.updateNote')}
          {updated !== undefined && Number.isFinite(updated) && (
            <>
              {' '}
              {t('income.lastUpdate', { date: formatLongDate(updated, locale), time: formatClock(updated, locale) })}
            </>
          )}
        </span>
      </p>
      {(members !== undefined || percent !== undefined) && (
        <div className={css.row}>
          {members !== undefined && (
            <span className={css.muted}>
              {t('income.members')}:{' '}
              <strong className={css.figure} data-testid="income-members">
                {t('income.membersCount', { count: members })}
              </strong>
            </span>
          )}
          {percent !== undefined && <span className={css.muted}>{t('income.rate', { percent })}</span>}
        </div>
      )}
    </section>
  );
}
