import { useLocale, useLocalizedPath, useMoney, useTranslation } from '@lobby/i18n';
import { Button, Icon, TextField } from '@lobby/ui-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDailyReportQuery, type DailyReport } from '../affiliateApi';
import { ReportChart } from '../components/ReportChart';
import * as css from '../components/affiliate.css';
import { checkRange, rangeFromQuery, REPORT_MAX_DAYS, type DayRange, type RangeProblem } from '../rules/dateRange';
import { bangkokDay, formatDay } from '../rules/dates';
import { chartSeries } from '../rules/report';
import { AffiliateFrame, QueryState } from './AffiliateFrame';

/** `affiliate/reportDaily`: a range of days (in the address: `?from=&to=`), the chart of the days and their table. */
export function ReportDailyPage() {
  return (
    <AffiliateFrame testId="affiliate-report-page">
      <ReportDaily />
    </AffiliateFrame>
  );
}

function ReportDaily() {
  const { t } = useTranslation('affiliate');
  const [query, setQuery] = useSearchParams();
  const today = bangkokDay(Date.now());
  const range = rangeFromQuery(query, today);
  const problem = checkRange(range.from, range.to, today);
  const report = useDailyReportQuery(range, { skip: Boolean(problem), refetchOnMountOrArgChange: true });
  return (
    <>
      <RangeForm
        key={`${range.from}/${range.to}`}
        range={range}
        today={today}
        problem={problem}
        onSubmit={(next) => setQuery({ from: next.from, to: next.to })}
      />
      {problem ? null : !report.data ? (
        <QueryState
          loading={report.isLoading || report.isFetching}
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <Report report={report.data} range={range} />
      )}
      {problem && <p className={css.muted}>{t('report.empty')}</p>}
    </>
  );
}

const problemField = (problem: RangeProblem | undefined) =>
  problem === 'fromInvalid' || problem === 'tooLong' ? 'from' : problem ? 'to' : undefined;

/** Two dates and "show report": a day that does not exist, an end before the start or after today is refused. */
function RangeForm({
  range,
  today,
  problem,
  onSubmit,
}: {
  range: DayRange;
  today: string;
  problem: RangeProblem | undefined;
  onSubmit: (range: DayRange) => void;
}) {
  const { t } = useTranslation('affiliate');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [shown, setShown] = useState<RangeProblem | undefined>(problem);
  const message = shown && t(`report.errors.${shown}`, { days: REPORT_MAX_DAYS });
  const field = problemField(shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(from, to, today);
    setShown(found);
    if (!found) onSubmit({ from, to });
  };
  return (
    <form className={css.rangeForm} onSubmit={submit} noValidate aria-label={t('report.rangeLabel')}>
      <TextField
        type="date"
        label={t('report.from')}
        value={from}
        max={today}
        onChange={(event) => setFrom(event.target.value)}
        error={field === 'from' ? message : undefined}
        data-testid="report-from"
      />
      <TextField
        type="date"
        label={t('report.to')}
        value={to}
        max={today}
        onChange={(event) => setTo(event.target.value)}
        error={field === 'to' ? message : undefined}
        data-testid="report-to"
      />
      <Button type="submit" className={css.rangeSubmit} data-testid="report-show">
        {t('report.show')}
      </Button>
    </form>
  );
}

function Report({ report, range }: { report: DailyReport; range: DayRange }) {
  const { t } = useTranslation('affiliate');
  const locale = useLocale();
  const money = useMoney();
  const localize = useLocalizedPath();
  const series = useMemo(() => chartSeries(report.list, range.from, range.to), [report.list, range.from, range.to]);
  const totals = report.totals ?? {
    turnover: series.turnover.reduce((a, b) => a + b, 0),
    commission: series.commission.reduce((a, b) => a + b, 0),
  };
  return (
    <>
      <section className={css.card}>
        <ReportChart series={series} />
      </section>
      {report.list.length === 0 ? (
        <p role="status" className={css.empty} data-testid="report-empty">
          <Icon name="info" size={32} />
          {t('report.empty')}
        </p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table} data-testid="report-table">
            <thead>
              <tr>
                <th scope="col">{t('report.date')}</th>
                <th scope="col" className={css.num}>
                  {t('report.members')}
                </th>
                <th scope="col" className={css.num}>
                  {t('report.turnover')}
                </th>
                <th scope="col" className={css.num}>
                  {t('report.commission')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.list.map((day) => (
                <tr key={day.date} data-testid="report-row" data-day={day.date}>
                  <th scope="row">
                    <Link
                      to={localize(`/affiliate/reportDetail/${day.date}`)}
                      className={css.tableLink}
                      aria-label={t('report.detail', { date: formatDay(day.date, locale) })}
                    >
                      {formatDay(day.date, locale, 'short')}
                    </Link>
                  </th>
                  <td className={css.num}>{day.members}</td>
                  <td className={css.num}>{money(day.turnover)}</td>
                  <td className={css.num}>{money(day.commission)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="report-total">
                <th scope="row">{t('report.total')}</th>
                <td />
                <td className={css.num}>{money(totals.turnover)}</td>
                <td className={css.num}>{money(totals.commission)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
