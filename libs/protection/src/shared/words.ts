import type { BreakDuration, DepositLimitPeriod } from '@lobby/contract';

/** The string keys of values the platform sends, spelled out so every key read is visible in the code. */
export const periodLabel = {
  day: 'limits.day',
  week: 'limits.week',
  month: 'limits.month',
} as const satisfies Record<DepositLimitPeriod, string>;

export const periodWord = {
  day: 'history.day',
  week: 'history.week',
  month: 'history.month',
} as const satisfies Record<DepositLimitPeriod, string>;

export const durationLabel = {
  '24h': 'pause.duration.24h',
  '1w': 'pause.duration.1w',
  '1m': 'pause.duration.1m',
  '6w': 'pause.duration.6w',
  '6m': 'pause.duration.6m',
  '1y': 'pause.duration.1y',
  permanent: 'pause.duration.permanent',
} as const satisfies Record<BreakDuration, string>;
