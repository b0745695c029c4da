import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';
import { channelType } from './member';

/** #RGB / #RRGGBB with or without '#', → #rrggbb. */
const colour = z.pipe(
  z.string().check(z.trim(), z.regex(/^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'colour must be #RRGGBB')),
  z.transform((c: string) => {
    const hex = c.replace('#', '').toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex}`;
  }),
);
/** The site sends a flag or the overlay's name; anything but false / "false" / "0" / "" draws the badge. */
const overlay = z.pipe(
  z.union([z.boolean(), z.number(), z.string().check(z.maxLength(200))]),
  z.transform((v: boolean | number | string) => !(v === false || v === 0 || v === '' || v === 'false' || v === '0')),
);
const channelId = z.coerce.number({ error: 'id must be a channel id' }).check(z.int(), z.positive());

export const getQrBody = z.object({
  action: z.literal('get_qr'),
  id: channelId,
  amount: f.wholeBahtAmount('amount'),
  overlay: z.optional(overlay),
  dark: z.optional(colour),
  light: z.optional(colour),
});
export const isDepositBody = z.object({
  action: z.literal('is_deposit'),
  id: z.coerce.number().check(z.int(), z.positive()),
  x_debug_key: z.string().check(z.maxLength(100)),
  token: z.string().check(z.maxLength(100)),
});
export const qrBody = z.discriminatedUnion('action', [getQrBody, isDepositBody], {
  error: 'action must be get_qr or is_deposit',
});

/** get_qr: the QR to pay and what to poll with. */
export const qrAnswer = success(
  z.looseObject({
    id: z.number(),
    /** A PNG data URL. */
    qrCode: z.string(),
    payAmount: z.number(),
    expiredDate: z.string(),
    merchantRef: z.string(),
    channel: z.looseObject({ id: z.number(), type: channelType, provider: z.string() }),
  }),
  { token: z.string(), x_debug_key: z.string() },
);
/** is_deposit: pending, paid or failed (code 0); expired is code 98. */
export const depositPollAnswer = success(
  z.looseObject({
    alert: z.boolean(),
    status: z.enum(['pending', 'paid', 'failed', 'expired']),
    amount: z.optional(z.number()),
  }),
  { success: z.boolean() },
);
export const qrCallAnswer = z.union([qrAnswer, depositPollAnswer]);

export const transferBody = z.object({
  id: channelId,
  amount: f.amountInput('amount', 24),
});
export const transferAnswer = success(
  z.looseObject({
    id: z.number(),
    merchantRef: z.string(),
    status: z.literal('pending'),
    amount: z.number(),
    usdt: z.optional(z.number()),
    exchange: z.optional(z.number()),
  }),
);
