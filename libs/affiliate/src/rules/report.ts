import type { ReportDay } from '../affiliateApi';
import { daysBetween } from './dates';

export interface ChartSeries {
  /** Every day of the range, oldest first (a day without income is a 0, not a gap). */
  days: string[];
  turnover: number[];
  commission: number[];
}

/** The report's days as the chart draws them: the whole range, oldest first, 0 where the server has no row. */
export function chartSeries(list: readonly ReportDay[], from: string, to: string): ChartSeries {
  const byDay = new Map(list.map((row) => [row.date, row]));
  const days = daysBetween(from, to);
  return {
    days,
    turnover: days.map((day) => byDay.get(day)?.turnover ?? 0),
    commission: days.map((day) => byDay.get(day)?.commission ?? 0),
  };
}
