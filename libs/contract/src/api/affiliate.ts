import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

export const affiliatePageBody = z.object({ limit: f.pageLimit(100, 20), offset: f.pageOffset });
export const affiliateWithdrawBody = z.object({ amount: f.amountInput('amount') });
export const affiliateReportBody = z.object({
  from: z.optional(f.isoDay()),
  to: z.optional(f.isoDay()),
  limit: f.pageLimit(100, 20),
  offset: f.pageOffset,
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
        status: z.number(),
        note: z.string(),
      }),
    ),
    total: z.number(),
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
  }),
);
export const affiliateReportDetailAnswer = success(
  z.object({ date: z.string(), list: z.array(z.looseObject({ username: z.string(), ...dayFigures })) }),
);
