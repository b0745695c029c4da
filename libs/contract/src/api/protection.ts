import { z } from 'zod/mini';
import * as f from '../fields';
import {
  allBreakDurations,
  CONSENT_POLICY_VERSION,
  depositLimitPeriods,
  realityCheckMinutes,
  type ConsentPurpose,
} from '../protection';
import { success } from './envelope';

/** The player-protection calls (issue 15): deposit limits, breaks, reality check, statement and consent. */

const period = z.enum(depositLimitPeriods, { error: 'period must be day, week or month' });
const kind = z.enum(['timeout', 'self_exclusion']);
const duration = z.enum(allBreakDurations, { error: `duration must be one of ${allBreakDurations.join(', ')}` });
/** A limit in whole baht, or null for "no limit"; left out: unchanged. */
const limitValue = z.optional(z.nullable(f.wholeBahtAmount('limit')));

export const depositLimitsBody = z.object({ day: limitValue, week: limitValue, month: limitValue });
export type DepositLimitsBody = z.input<typeof depositLimitsBody>;

/** Time-out or self-exclusion: the member confirms with the password (a borrowed phone cannot lock them out). */
export const breakBody = z.object({ duration, password: f.currentPassword('password') });

export const realityCheckBody = z.object({
  minutes: z.nullable(
    z.literal(realityCheckMinutes, { error: `minutes must be one of ${realityCheckMinutes.join(', ')} or null` }),
  ),
});

export const statementBody = z.object({ from: f.isoDay(), to: f.isoDay() });

export const consentBody = z.object({
  version: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  purposes: z.object({ chat: z.boolean(), analytics: z.boolean() } satisfies Record<ConsentPurpose, unknown>),
  /** When the visitor chose (ISO), which may be before they logged in. */
  decided_at: z.iso.datetime({ offset: true }),
});

export const withdrawPassBody = z.object({
  username: f.loginUsername,
  password: f.currentPassword('password'),
  groupID: z.optional(f.groupId),
});
const pass = z.string({ error: 'pass is required' }).check(z.minLength(1), z.maxLength(2048));
export const breakWithdrawBody = z.object({ pass, balance: f.bahtAmount('balance') });
export const breakBalanceBody = z.object({ pass });

const iso = z.string();
const limitState = z.object({
  /** Baht in force, null = no limit. */
  amount: z.nullable(z.number()),
  pending: z.nullable(z.object({ amount: z.nullable(z.number()), effective_at: iso })),
  /** Deposited (and QR codes still payable) in the current period. */
  used: z.number(),
  /** When the current period ends and the count starts again. */
  resets_at: iso,
});
const breakState = z.object({ kind, until: z.nullable(iso), since: iso });
const choice = z.looseObject({
  kind: z.enum(['deposit_limit', 'timeout', 'self_exclusion', 'reality_check']),
  period: z.nullable(period),
  amount: z.nullable(z.number()),
  minutes: z.nullable(z.number()),
  duration: z.nullable(duration),
  made_at: iso,
  effective_at: iso,
  ends_at: z.nullable(iso),
});
export type ProtectionChoiceView = z.output<typeof choice>;

export const protectionState = z.object({
  limits: z.object({ day: limitState, week: limitState, month: limitState }),
  reality_check: z.object({ minutes: z.nullable(z.number()) }),
  break: z.nullable(breakState),
  /** Every choice, newest first (the last 100). */
  history: z.array(choice),
  min_age: z.number(),
});
export type ProtectionState = z.output<typeof protectionState>;
export const protectionStateAnswer = success(protectionState);

export const breakAnswer = success(breakState);

/** The games since `since` (the start of the member's visit, which the site keeps), for the reality check. */
export const realityBody = z.object({ since: z.optional(z.iso.datetime({ offset: true })) });
export const realityAnswer = success(
  z.object({
    minutes: z.nullable(z.number()),
    /** What was counted from: `since`, or when this login began. */
    since: iso,
    /** Wins minus bets since then (baht). */
    net: z.number(),
    bets: z.number(),
    wins: z.number(),
  }),
);
export type Reality = z.output<typeof realityAnswer>['result'];

const totals = z.object({ count: z.number(), total: z.number() });
export const statementAnswer = success(
  z.object({
    from: z.string(),
    to: z.string(),
    deposits: totals,
    withdrawals: totals,
    /** Deposits minus withdrawals (baht): what the period cost, negative when more came out than went in. */
    net: z.number(),
    /** The games in the period: bets, wins and wins minus bets (baht). */
    play: z.object({ bets: z.number(), wins: z.number(), net: z.number() }),
  }),
);
export type Statement = z.output<typeof statementAnswer>['result'];

export const consentAnswer = success(
  z.object({ version: z.string(), recorded_at: iso, current: z.boolean() }),
  // The version the server asks about now.
  { policy: z.optional(z.literal(CONSENT_POLICY_VERSION)) },
);

const maskedAccount = z.nullable(z.object({ bank_id: z.string(), bank_no: z.string() }));
/** What a member on a break may see: the balance, where a withdrawal goes, the limits, and when the break ends. */
export const breakAccount = z.object({
  pass,
  expires_at: iso,
  username: z.string(),
  break: breakState,
  balance: z.number(),
  account: maskedAccount,
  min: z.number(),
  max: z.number(),
});
export type BreakAccount = z.output<typeof breakAccount>;
export const withdrawPassAnswer = success(breakAccount);
export const breakBalanceAnswer = success(breakAccount);
