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

export const historyBody = z.object({ limit: f.pageLimit(100, 20), offset: f.pageOffset, cursor: f.pageCursor });
export const historyItem = z.looseObject({
  id: z.string(),
  /** Epoch seconds. */
  time: z.number(),
  /** The four this server sends; spec §3: any other type is shown as it came, so it must not fail the list. */
  type: z.union([z.enum(['deposit', 'withdraw', 'cancel', 'affiliate']), z.string()]),
  amount: z.number(),
  /** Spec §3: 'baht' when left out (the site reads answers as sent, so a default here would not reach it). */
  currency: z.optional(z.string()),
  /** 1 done, 0 in progress. */
  status: z.number(),
  note: z.string(),
});
export type HistoryItem = z.output<typeof historyItem>;
export const historyAnswer = success(z.object({ list: z.array(historyItem), next: f.nextCursor }));
