/**
 * Player protection (issue 15): the rules the platform server enforces and the site explains, written once. Pure
 * functions of the member's recorded choices and the time, so both sides (and the tests, on a fake clock) agree.
 * Amounts are integer satang, times epoch milliseconds.
 */

/** The youngest and oldest minimum age a brand may set (Thailand: 20; some markets 18 or 21). */
export const MIN_AGE_RANGE = { min: 18, max: 21 } as const;

/**
 * The age gate of registration: the age the member confirmed (the form's checkbox states the brand's age) against
 * the brand's minimum. `missing`: no confirmation was sent; `below`: one for a lower age than this brand asks.
 */
export function ageGate(confirmedAge: number | undefined, minAge: number): 'ok' | 'missing' | 'below' {
  if (confirmedAge === undefined) return 'missing';
  return confirmedAge >= minAge ? 'ok' : 'below';
}

export const depositLimitPeriods = ['day', 'week', 'month'] as const;
export type DepositLimitPeriod = (typeof depositLimitPeriods)[number];

/** A limit a member raises (or removes) waits this long; one they lower applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 3600 * 1000;

/** Time-outs (a short break) and self-exclusion (a long one, or for good). */
export const breakDurations = {
  timeout: ['24h', '1w', '1m', '6w'],
  self_exclusion: ['6m', '1y', 'permanent'],
} as const;
export type BreakKind = keyof typeof breakDurations;
export type BreakDuration = (typeof breakDurations)[BreakKind][number];
export const allBreakDurations = [...breakDurations.timeout, ...breakDurations.self_exclusion] as const;

export const breakKindOf = (duration: BreakDuration): BreakKind =>
  (breakDurations.timeout as readonly string[]).includes(duration) ? 'timeout' : 'self_exclusion';

/** Minutes of play between reality-check reminders a member may choose. */
export const realityCheckMinutes = [15, 30, 45, 60, 90, 120] as const;

/** A statement covers at most this many days. */
export const STATEMENT_MAX_DAYS = 366;

/** Bangkok has no daylight saving: UTC+7 all year. */
const BANGKOK_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Bangkok wall-clock fields of an instant. */
const local = (ms: number) => new Date(ms + BANGKOK_MS);

/** Adds calendar months in Bangkok time, keeping the time of day (31 Jan + 1 month → 28/29 Feb). */
function addMonths(ms: number, months: number): number {
  const d = local(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
  return target.getTime() - BANGKOK_MS;
}

/** When a break taken at `fromMs` ends; null: never (permanent self-exclusion). */
export function breakEnd(duration: BreakDuration, fromMs: number): number | null {
  switch (duration) {
    case '24h':
      return fromMs + DAY_MS;
    case '1w':
      return fromMs + 7 * DAY_MS;
    case '6w':
      return fromMs + 42 * DAY_MS;
    case '1m':
      return addMonths(fromMs, 1);
    case '6m':
      return addMonths(fromMs, 6);
    case '1y':
      return addMonths(fromMs, 12);
    case 'permanent':
      return null;
  }
}

/**
 * The calendar period a deposit limit counts, in Bangkok time: the day from 00:00, the week from Monday 00:00, the
 * month from the 1st 00:00. Answers [start, end) of the period holding `nowMs`.
 */
export function limitPeriod(period: DepositLimitPeriod, nowMs: number): { start: number; end: number } {
  const d = local(nowMs);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (period === 'month') return { start: Date.UTC(y, m, 1) - BANGKOK_MS, end: Date.UTC(y, m + 1, 1) - BANGKOK_MS };
  const back = period === 'week' ? (d.getUTCDay() + 6) % 7 : 0;
  const start = Date.UTC(y, m, d.getUTCDate() - back) - BANGKOK_MS;
  return { start, end: start + (period === 'week' ? 7 : 1) * DAY_MS };
}

/** One recorded choice, as the server stores it (append-only) and answers it. */
export interface ProtectionChoice {
  kind: 'deposit_limit' | BreakKind | 'reality_check';
  /** deposit_limit: the period it limits. */
  period?: DepositLimitPeriod | null;
  /** deposit_limit: satang, null = no limit. */
  amount?: number | null;
  /** reality_check: minutes between reminders, null = off. */
  minutes?: number | null;
  /** timeout / self_exclusion: the option chosen. */
  duration?: BreakDuration | null;
  made_at: number;
  effective_at: number;
  /** timeout / self_exclusion: when it ends, null = permanent. */
  ends_at?: number | null;
}

export interface LimitState {
  /** The limit in force now (satang), null = none. */
  amount: number | null;
  /** A raise (or removal) waiting for its 24 hours. */
  pending: { amount: number | null; effective_at: number } | null;
}

/**
 * The deposit limit of each period at `nowMs`: the latest choice already in force, where a choice made while an
 * earlier one was still waiting cancels that one (a member who raises and then lowers again never gets the raise).
 */
export function limitsAt(choices: readonly ProtectionChoice[], nowMs: number): Record<DepositLimitPeriod, LimitState> {
  const state = {} as Record<DepositLimitPeriod, LimitState>;
  for (const period of depositLimitPeriods) {
    const mine = choices
      .filter((c) => c.kind === 'deposit_limit' && c.period === period)
      .sort((a, b) => a.made_at - b.made_at);
    const cancelled = (i: number) => mine.slice(i + 1).some((later) => later.made_at < mine[i]!.effective_at);
    let amount: number | null = null;
    mine.forEach((c, i) => {
      if (c.effective_at <= nowMs && !cancelled(i)) amount = c.amount ?? null;
    });
    const last = mine.at(-1);
    state[period] = {
      amount,
      pending:
        last && last.effective_at > nowMs ? { amount: last.amount ?? null, effective_at: last.effective_at } : null,
    };
  }
  return state;
}

/**
 * When a limit change takes effect: lowering (or setting a first limit) at once; raising, or removing a limit, only
 * after 24 hours. `current` is the limit in force (null = none), `wanted` the new one (null = none).
 */
export function limitChangeEffectiveAt(current: number | null, wanted: number | null, nowMs: number): number {
  const raise = current !== null && (wanted === null || wanted > current);
  return raise ? nowMs + LIMIT_INCREASE_DELAY_MS : nowMs;
}

/** The break in force at `nowMs` (the one ending last), or null. */
export function breakAt(
  choices: readonly ProtectionChoice[],
  nowMs: number,
): { kind: BreakKind; until: number | null; since: number } | null {
  let found: { kind: BreakKind; until: number | null; since: number } | null = null;
  for (const c of choices) {
    if (c.kind !== 'timeout' && c.kind !== 'self_exclusion') continue;
    const until = c.ends_at ?? null;
    if (c.effective_at > nowMs || (until !== null && until <= nowMs)) continue;
    if (!found || until === null || (found.until !== null && until > found.until))
      found = { kind: c.kind, until, since: c.effective_at };
  }
  return found;
}

/** The reality-check interval the member chose last (minutes), or null (off). */
export function realityCheckAt(choices: readonly ProtectionChoice[], nowMs: number): number | null {
  const last = choices
    .filter((c) => c.kind === 'reality_check' && c.effective_at <= nowMs)
    .sort((a, b) => a.made_at - b.made_at)
    .at(-1);
  return last?.minutes ?? null;
}

/**
 * The limit a deposit of `amount` would break, if any: `used` is what each period already holds (deposits paid
 * in it, and QR codes still payable). The tightest refusal first (the one with the least room).
 */
export function depositRefusal(
  limits: Record<DepositLimitPeriod, LimitState>,
  used: Record<DepositLimitPeriod, number>,
  amount: number,
): { period: DepositLimitPeriod; limit: number; used: number; remaining: number } | null {
  const over = depositLimitPeriods
    .map((period) => ({ period, limit: limits[period].amount, used: used[period] }))
    .filter((p): p is { period: DepositLimitPeriod; limit: number; used: number } => p.limit !== null)
    .filter((p) => p.used + amount > p.limit)
    .map((p) => ({ ...p, remaining: Math.max(0, p.limit - p.used) }))
    .sort((a, b) => a.remaining - b.remaining);
  return over[0] ?? null;
}

/** Consent (PDPA): the purposes a visitor may allow or refuse; what is strictly needed is never asked. */
export const consentPurposes = ['chat', 'analytics'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
/** The privacy policy version the banner asks about; a new version asks again. */
export const CONSENT_POLICY_VERSION = '2026-11';
