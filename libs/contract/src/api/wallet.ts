import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

export const withdrawBody = z.object({ balance: f.bahtAmount('balance') });
export const withdrawAnswer = success(
  z.looseObject({
    id: z.number(),
    amount: z.number(),
    balance: z.number(),
    status: z.literal('pending'),
    date: z.string(),
    /** When the next withdrawal is allowed (date + cooldown). */
    next: z.string(),
  }),
);

export const historyBody = z.object({ limit: f.pageLimit(100, 20), offset: f.pageOffset });
export const historyItem = z.looseObject({
  id: z.string(),
  /** Epoch seconds. */
  time: z.number(),
  type: z.enum(['deposit', 'withdraw', 'cancel', 'affiliate']),
  amount: z.number(),
  currency: z.string(),
  /** 1 done, 0 in progress. */
  status: z.number(),
  note: z.string(),
});
export type HistoryItem = z.output<typeof historyItem>;
export const historyAnswer = success(z.object({ list: z.array(historyItem) }));
