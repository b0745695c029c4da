import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

const text = z.string();
const nullableText = z.nullable(z.string());
/** Dates travel as ISO 8601 text. */
const isoDate = z.string();

export const channelType = z.enum(['qr-code', 'truewallet', 'tranfer-online', 'usdt-type']);

/** A deposit channel (spec §3); bank transfer and USDT channels carry where to pay. */
export const channel = z.looseObject({
  id: z.number(),
  type: channelType,
  img: nullableText,
  provider: text,
  acc_name: text,
  /** Limits in baht. */
  min_deposit: z.number(),
  max_deposit: z.number(),
  bonus: z.object({ is_bonus: z.boolean(), massage: text, topshow: z.boolean() }),
  acc_no: z.optional(nullableText),
  bank_id: z.optional(nullableText),
  img_network: z.optional(nullableText),
  network: z.optional(nullableText),
  address: z.optional(nullableText),
  /** Baht per USDT. */
  exchange: z.optional(z.nullable(z.number())),
});
export type Channel = z.output<typeof channel>;

/** The member's own data: the bank account on file, names, phone, LINE. */
export const profileUser = z.looseObject({
  _id: text,
  username: text,
  /** The bank's Thai name. */
  bank: nullableText,
  bank_id: nullableText,
  bank_no: nullableText,
  firstname: text,
  lastname: text,
  phone: text,
  /** The bank group notices target. */
  group_bank: nullableText,
  line_id: nullableText,
  line_linked: z.boolean(),
  affiliate_code: z.optional(nullableText),
});

/** The profile of spec §3 (also `profile` in the login answer). */
export const profile = z.looseObject({
  user: profileUser,
  bank: z.array(channel),
  payment: z.array(channel),
  truewallet: z.array(channel),
  usdt: z.array(channel),
  min_withdraw: z.number(),
  max_withdraw: z.number(),
  site_closed: z.boolean(),
});
export type Profile = z.output<typeof profile>;
export type ProfileUser = z.output<typeof profileUser>;
export const profileAnswer = success(profile);

export const limitSetting = z.object({ withdrawMin: z.number(), withdrawMax: z.number() });

export const creditAnswer = success(z.object({ balance: z.number(), currency: z.literal('THB') }));
export const upgradeAnswer = success(z.object({ is_upgrade: z.boolean() }));

export const withdrawState = z.object({
  withdraw: z.boolean(),
  /** When a withdrawal is allowed again (ISO), or null. */
  timeLester: z.nullable(isoDate),
  withdrawMin: z.number(),
  withdrawMax: z.number(),
});
export const minWithdrawAnswer = success(withdrawState, { min: z.number(), max: z.number() });

export const paymentQuery = z.object({ type: z._default(channelType, 'qr-code') });
export const channelsAnswer = success(z.array(channel));

export const promotionQuery = z.object({
  groupID: z.optional(z.string().check(z.maxLength(f.GROUP_ID_MAX))),
  lang: f.lang,
  limit: f.pageLimit(100, 20),
  offset: f.pageOffset,
});
export const promotion = z.looseObject({
  _id: text,
  code: text,
  title: text,
  title_th: text,
  title_en: text,
  /** HTML. */
  content: text,
  img: nullableText,
  type: text,
  bonus_percent: z.number(),
  max_bonus: z.number(),
  start: z.nullable(isoDate),
  end: z.nullable(isoDate),
});
/** `result[1]` is the count. */
export const memberPromotionsAnswer = success(z.tuple([z.array(promotion), z.number()]));
export const promotionsAnswer = success(z.array(promotion), { total: z.number() });

export const lineContactAnswer = success(z.object({ line_id: nullableText, name: nullableText, url: nullableText }));

/** A cheap "what changed" poll. */
export const updateDataAnswer = success(
  z.object({
    balance: z.number(),
    countFavourite: z.number(),
    countRecent: z.number(),
    is_upgrade: z.boolean(),
    line_linked: z.boolean(),
    site_closed: z.boolean(),
  }),
);

export const tournamentQuery = z.object({
  groupID: z.optional(z.string().check(z.maxLength(f.GROUP_ID_MAX))),
  lang: f.lang,
});
export const tournamentsAnswer = success(
  z.array(
    z.looseObject({
      _id: text,
      code: text,
      name: text,
      img: nullableText,
      type: text,
      prize: z.number(),
      start: isoDate,
      end: isoDate,
      state: z.enum(['active', 'coming', 'ended']),
    }),
  ),
);
