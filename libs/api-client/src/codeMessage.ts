import type { TFunction } from 'i18next';
import type { CodeContext } from './codes';
import { apiLocales } from './locales';

/** Where a context answers only some codes itself, every other code gets its generic message (spec §8). */
const codesOfContext: Partial<Record<CodeContext, number[]>> = {
  withdraw: [1001, 1002, 1005, 1009, 1010, 1011],
  affiliateWithdraw: [1001, 1004, 1005],
};

/** Spec §9: one withdrawal every 10 minutes, counted from the date 1005 returns. */
const WITHDRAW_COOLDOWN_SECONDS = 600;

type Body = Record<string, unknown> | undefined;
type Values = Record<string, string | number>;
type Variants = Record<string, string>;
type Failure = { kind?: string; code?: number; message?: string; body?: Record<string, unknown> };

/** A number the server sent (operator backends also send amounts as numeric strings). */
function num(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : undefined;
}

const resultOf = (body: Body) => (body?.result ?? {}) as Record<string, unknown>;

function secondsUntil(epochMs: number): number | undefined {
  return Number.isFinite(epochMs) ? Math.ceil((epochMs - Date.now()) / 1000) : undefined;
}

/**
 * Seconds left to wait: `result.wait`, else until `result.next`, else (1005) ten minutes after `result.date`. A wait
 * that is over is no wait.
 */
function waitOf(body: Body, code: number): number | undefined {
  const result = resultOf(body);
  const next = typeof result.next === 'string' ? Date.parse(result.next) : NaN;
  const since = typeof result.date === 'string' ? Date.parse(result.date) : NaN;
  const wait =
    num(result.wait) ??
    secondsUntil(next) ??
    (code === 1005 ? secondsUntil(since + WITHDRAW_COOLDOWN_SECONDS * 1000) : undefined);
  return wait !== undefined && wait > 0 ? wait : undefined;
}

/**
 * The error code a member quotes to support (spec §8: "CODE followed by the second colon-separated part of the
 * error"): that part when it is a code (the operator's `QR:E1042:…`), else the response code itself — never the
 * server's English prose (`98:please deposit at least …`), which a Thai page must not show.
 */
export function supportCode(failure: Failure): string {
  const part = failure.message?.split(':')[1]?.trim();
  if (part && /^[\w-]{1,32}$/.test(part)) return part;
  return String(failure.code ?? failure.kind ?? '');
}

/** Seconds as "9 นาที 30 วินาที" / "9 min 30 s" (spec §8: a wait of minutes and seconds). */
export function waitText(t: TFunction, seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return t('api:wait.seconds', { seconds: rest });
  return rest === 0 ? t('api:wait.minutes', { minutes }) : t('api:wait.minutesSeconds', { minutes, seconds: rest });
}

/**
 * Every value a failure carries, read from the server's answer (the platform's contract: 1002 `min`, 1005
 * `result: { date, next, wait }`, 1001 `result.balance`, 1009-1011 `result: { remaining, wait }`, 98 `min` and `max`,
 * 3000 and 6005 `result.wait`, 1012 `result: { period, limit, remaining, resets_at }`, 4001 `result.min_age`, 5002
 * `result.until`). Amounts stay numbers for the strings' `money` format; a value that did not come is
 * left out.
 */
function carried(t: TFunction, failure: Failure & { code: number }): Values {
  const { body, code } = failure;
  const result = resultOf(body);
  const wait = waitOf(body, code);
  const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN);
  const moment = (value: unknown) => (Number.isFinite(time(value)) ? time(value) : undefined);
  // The deposit limit's period (1012), in words.
  const periods: Record<string, string> = {
    day: t('api:period.day'),
    week: t('api:period.week'),
    month: t('api:period.month'),
  };
  const values: Record<string, string | number | undefined> = {
    balance: num(result.balance),
    limit: num(result.limit),
    age: num(result.min_age),
    period: typeof result.period === 'string' ? periods[result.period] : undefined,
    // Epoch ms, written by the strings' `dateTime` format: 5002 the end of the break, 1012 when the limit resets.
    until: moment(result.until),
    resets: moment(result.resets_at),
    min: num(body?.min) ?? num(result.min),
    max: num(body?.max) ?? num(result.max),
    remaining: num(result.remaining),
    wait: wait === undefined ? undefined : waitText(t, wait),
    code: supportCode(failure),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Values;
}

/** The values a string interpolates: `{{min, money}}` → min. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);

/** The first variant of a valued message whose values all came (variants are declared richest first). */
function valuedMessage(t: TFunction, where: string, failure: Failure & { code: number }): string | undefined {
  const valued = apiLocales.th.valued as Record<string, Record<string, Variants> | undefined>;
  const variants = valued[where]?.[String(failure.code)];
  if (!variants) return undefined;
  const values = carried(t, failure);
  const variant = Object.entries(variants).find(([, text]) => placeholders(text).every((name) => name in values));
  return variant && t(`api:valued.${where}.${failure.code}.${variant[0]}`, values);
}

/**
 * The localized message for a failure (spec §8), in the language of `t`: the context's message with the values the
 * answer carries, then the context's own meaning of the code, then the context's generic message for codes it does
 * not answer itself, then the code table (with values where the code carries them), then a generic fallback.
 */
export function messageForCode(t: TFunction, failure: Failure, context: CodeContext = 'general'): string {
  const { kind, code } = failure;
  if (code === undefined || kind === 'network' || kind === 'http' || kind === 'malformed') {
    return t(`api:failure.${kind === 'http' || kind === 'malformed' || kind === 'session' ? kind : 'network'}`);
  }
  const withCode = { ...failure, code };
  if (context !== 'general') {
    const own = valuedMessage(t, context, withCode);
    if (own) return own;
    const overrides = apiLocales.th.context[context as keyof typeof apiLocales.th.context] as Variants | undefined;
    if (overrides && String(code) in overrides) return t(`api:context.${context}.${code}`);
    const answered = codesOfContext[context];
    if (answered && !answered.includes(code)) return t(`api:context.${context}.other`);
  }
  const general = valuedMessage(t, 'general', withCode);
  if (general) return general;
  if (String(code) in apiLocales.th.code) return t(`api:code.${code}`);
  return t('api:failure.unknownCode', { code });
}
