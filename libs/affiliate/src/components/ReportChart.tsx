import { useLocale, useTranslation, type Locale } from '@lobby/i18n';
import { cx } from '@lobby/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDay, formatDayMonth } from '../rules/dates';
import type { ChartSeries } from '../rules/report';
import * as css from './ReportChart.css';

export interface ReportChartProps {
  series: ChartSeries;
}

const compact = (locale: Locale) =>
  new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The daily report's chart (spec §2 reportDaily): each day's bets and commission as bars, one chart each (commission
 * is a small share of the bets, so one scale would flatten it). The chart library loads as its own chunk when the
 * chart is shown; the figure says the range and its totals in words and the table below holds every figure.
 */
export function ReportChart({ series }: ReportChartProps) {
  const { t } = useTranslation('affiliate');
  const locale = useLocale();
  const captionId = useId();
  const turnoverRef = useRef<HTMLDivElement>(null);
  const commissionRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(0);
  const totals = useMemo(
    () => ({
      turnover: series.turnover.reduce((a, b) => a + b, 0),
      commission: series.commission.reduce((a, b) => a + b, 0),
    }),
    [series],
  );

  useEffect(() => {
    let live = true;
    let cleanups: (() => void)[] = [];
    setDrawn(0);
    const labels = series.days.map((day) => formatDayMonth(day, locale));
    const format = compact(locale);
    void import('./drawBars').then(({ drawBars }) => {
      if (!live || !turnoverRef.current || !commissionRef.current) return;
      const onDrawn = () => live && setDrawn((n) => n + 1);
      cleanups = [
        drawBars(turnoverRef.current, { labels, values: series.turnover, formatValue: format.format, onDrawn }),
        drawBars(commissionRef.current, { labels, values: series.commission, formatValue: format.format, onDrawn }),
      ];
    });
    return () => {
      live = false;
      cleanups.forEach((stop) => stop());
    };
  }, [series, locale]);

  const first = series.days[0];
  const last = series.days[series.days.length - 1];
  return (
    <figure
      className={css.figure}
      aria-labelledby={captionId}
      data-testid="report-chart"
      data-state={drawn >= 2 ? 'drawn' : 'loading'}
    >
      <figcaption id={captionId}>
        <strong>{t('report.chartTitle')}</strong>
        {first && last && (
          <span data-testid="report-chart-summary">
            {' — '}
            {t('report.chartSummary', {
              from: formatDay(first, locale, 'short'),
              to: formatDay(last, locale, 'short'),
              turnover: totals.turnover,
              commission: totals.commission,
            })}
          </span>
        )}
      </figcaption>
      <div className={css.panel}>
        <p className={css.legend}>
          <span className={css.swatchTurnover} aria-hidden="true" />
          {t('report.turnover')}
        </p>
        {/* The bars repeat the table's figures: assistive technology reads the table instead. */}
        <div ref={turnoverRef} className={cx(css.plot, css.turnover)} aria-hidden="true" data-testid="chart-turnover" />
      </div>
      <div className={css.panel}>
        <p className={css.legend}>
          <span className={css.swatchCommission} aria-hidden="true" />
          {t('report.commission')}
        </p>
        <div
          ref={commissionRef}
          className={cx(css.plot, css.commission)}
          aria-hidden="true"
          data-testid="chart-commission"
        />
      </div>
    </figure>
  );
}
