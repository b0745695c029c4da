import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

export const affiliatePageBody = z.object({
  limit: f.pageLimit(100, 20),
  offset: f.pageOffset,
  cursor: f.pageCursor,
});
export const affiliateWithdrawBody = z.object({ amount: f.amountInput('amount') });
export const affiliateReportBody = z.object({
  from: z.optional(f.isoDay()),
  to: z.optional(f.isoDay()),
  limit: f.pageLimit(100, 20),
  offset: f.pageOffset,
  cursor: f.pageCursor,
});
export const affiliateReportDetailBody = z.object({ date: f.isoDay() });

export const affiliateLeaderAnswer = success(
  z.looseObject({
    username: z.string(),
    affiliate_code: z.nullable(z.string()),
    balance: z.number(),
    members: z.number(),
    commission_percent: z.number(),
    income: z.object({ today: z.number(), yesterday: z.number(), month: z.number() }),
    last_update: z.nullable(z.string()),
    next_update: z.string(),
  }),
);
export const affiliateMembersAnswer = success(
  z.object({
    list: z.array(
      z.looseObject({ username: z.string(), registered: z.number(), turnover: z.number(), commission: z.number() }),
    ),
    total: z.number(),
    next: f.nextCursor,
  }),
);
export const affiliateTransactionsAnswer = success(
  z.object({
    list: z.array(
      z.looseObject({
        id: z.number(),
        time: z.number(),
        type: z.enum(['commission', 'withdraw']),
        amount: z.number(),
        currency: z.string(),
        /** 1 done; 0 in progress (a commission of a day that was still going when it was paid). */
        status: z.number(),
        note: z.string(),
        /** The business day a commission was earned on (YYYY-MM-DD); null for a withdrawal. */
        day: z.optional(z.nullable(z.string())),
      }),
    ),
    total: z.number(),
    next: f.nextCursor,
  }),
);
export const affiliateWithdrawAnswer = success(
  z.looseObject({ id: z.number(), amount: z.number(), balance: z.number(), credit: z.number() }),
);
const dayFigures = { turnover: z.number(), commission: z.number() };
export const affiliateReportAnswer = success(
  z.object({
    from: z.string(),
    to: z.string(),
    list: z.array(z.looseObject({ date: z.string(), members: z.number(), ...dayFigures })),
    next: f.nextCursor,
    /** The whole range's figures (all pages): days with income, distinct downline members, sums. */
    totals: z.optional(z.looseObject({ days: z.number(), members: z.number(), ...dayFigures })),
  }),
);
export const affiliateReportDetailAnswer = success(
  z.object({ date: z.string(), list: z.array(z.looseObject({ username: z.string(), ...dayFigures })) }),
);

/** An instant as ISO 8601 text with its offset ("2026-11-26T11:00:00+07:00"). */
const instant = () =>
  z.string().check(
    z.maxLength(40),
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      'times are ISO 8601 with an offset',
    ),
    z.refine((s: string) => !Number.isNaN(Date.parse(s)), 'no such time'),
  );

/** Sandbox: run the roll-up for `day` (default: the day due at `at`) as if at `at` (default now). */
export const sandboxAffiliateRollupBody = z.object({ day: z.optional(f.isoDay()), at: z.optional(instant()) });
export const sandboxAffiliateRollupAnswer = success(
  z.looseObject({
    day: z.string(),
    uplines: z.number(),
    commission: z.number(),
    ran: z.boolean(),
    /** The day had ended by the server's clock: its commission is final (else shown in progress until it is). */
    complete: z.boolean(),
  }),
);
/** Sandbox: one member's affiliate calls see `at` from now on (time running on); without `at`, the server's clock. */
export const sandboxAffiliateClockBody = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(40)),
  at: z.optional(instant()),
});
export const sandboxAffiliateClockAnswer = success(z.looseObject({ username: z.string(), now: z.string() }));
