import { addDays, daysBetween, isDay } from './dates';

/** The longest daily report the page draws: a quarter (the server allows a year; a chart of more is unreadable). */
export const REPORT_MAX_DAYS = 92;
/** The report opens on the last 7 days. */
export const DEFAULT_REPORT_DAYS = 7;

export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'endBeforeStart' | 'future' | 'tooLong';

export interface DayRange {
  from: string;
  to: string;
}

/** The range the report opens on: the 7 days up to today. */
export const defaultRange = (today: string): DayRange => ({ from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today });

/**
 * The first thing wrong with a range as typed or found in the address: a day that does not exist, an end before the
 * start, an end after today, or more days than the report draws.
 */
export function checkRange(from: string, to: string, today: string): RangeProblem | undefined {
  if (!isDay(from)) return 'fromInvalid';
  if (!isDay(to)) return 'toInvalid';
  if (to < from) return 'endBeforeStart';
  if (to > today) return 'future';
  if (daysBetween(from, to).length > REPORT_MAX_DAYS) return 'tooLong';
  return undefined;
}

/** The range of the address (`?from=&to=`), or the default when it names none. */
export function rangeFromQuery(query: URLSearchParams, today: string): DayRange {
  const fallback = defaultRange(today);
  return { from: query.get('from') ?? fallback.from, to: query.get('to') ?? fallback.to };
}
