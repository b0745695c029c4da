import { useLocale, useLocalizedPath, useMoney, useTranslation } from '@lobby/i18n';
import { ButtonLink, Icon } from '@lobby/ui-kit';
import { notFound, usePageTitleParam } from '@lobby/util';
import { Link, useParams } from 'react-router';
import { useDayDetailQuery } from '../affiliateApi';
import * as css from '../components/affiliate.css';
import { formatDay, isDay } from '../rules/dates';
import { AffiliateFrame, QueryState } from './AffiliateFrame';

/** `affiliate/reportDetail/{id}`: one day's income per member (`id` is the day, YYYY-MM-DD). */
export function ReportDetailPage() {
  return (
    <AffiliateFrame testId="affiliate-detail-page">
      <ReportDetail />
    </AffiliateFrame>
  );
}

function ReportDetail() {
  const { t } = useTranslation('affiliate');
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { id } = useParams();
  // A day that does not exist is no page (404 in the layout); no day at all: say where days are picked.
  if (id !== undefined && !isDay(id)) notFound();
  usePageTitleParam(id ? formatDay(id, locale) : undefined);
  const back = (
    <ButtonLink as={Link} to={localize('/affiliate/reportDaily')} variant="ghost" size="sm" data-testid="detail-back">
      {t('detail.back')}
    </ButtonLink>
  );
  if (!id) {
    return (
      <section className={css.list}>
        <p className={css.empty} data-testid="detail-pick">
          <Icon name="info" size={32} />
          {t('detail.pick')}
        </p>
        {back}
      </section>
    );
  }
  return (
    <section className={css.list}>
      <h2 className={css.cardTitle}>{t('detail.title', { date: formatDay(id, locale) })}</h2>
      <DayTable day={id} />
      <div>{back}</div>
    </section>
  );
}

function DayTable({ day }: { day: string }) {
  const { t } = useTranslation('affiliate');
  const money = useMoney();
  const detail = useDayDetailQuery(day, { refetchOnMountOrArgChange: true });
  if (!detail.data)
    return (
      <QueryState
        loading={detail.isLoading || detail.isFetching}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  if (detail.data.list.length === 0)
    return (
      <p role="status" className={css.empty} data-testid="detail-empty">
        {t('detail.empty')}
      </p>
    );
  const total = detail.data.list.reduce(
    (sum, row) => ({ turnover: sum.turnover + row.turnover, commission: sum.commission + row.commission }),
    { turnover: 0, commission: 0 },
  );
  return (
    <div className={css.tableWrap}>
      <table className={css.table} data-testid="detail-table">
        <thead>
          <tr>
            <th scope="col">{t('members.username')}</th>
            <th scope="col" className={css.num}>
              {t('report.turnover')}
            </th>
            <th scope="col" className={css.num}>
              {t('report.commission')}
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.data.list.map((row, index) => (
            <tr key={`${row.username}-${index}`} data-testid="detail-row">
              <th scope="row">{row.username}</th>
              <td className={css.num}>{money(row.turnover)}</td>
              <td className={css.num}>{money(row.commission)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('report.total')}</th>
            <td className={css.num}>{money(total.turnover)}</td>
            <td className={css.num}>{money(total.commission)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
