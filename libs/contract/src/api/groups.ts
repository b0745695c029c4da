import { z } from 'zod/mini';
import { accountBankIds } from '../banks';
import * as f from '../fields';
import { MIN_AGE_RANGE } from '../protection';
import { success } from './envelope';

/**
 * A brand's group as the platform keeps it (issue 16): who it is, its money rules, its payment channels, its games
 * and its content. The brand's folder holds it — `apps/<brand>/group.json` for everything the platform alone needs,
 * `src/brand.config.ts` for what the site shows too (id, names, LINE, age) — and `group apply` composes the two into
 * this record and hands it to the platform (`POST /admin/groups`). Amounts in baht.
 */

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const both = (max: number) => z.object({ th: text(max), en: text(max) });
const lines = (max: number) => z.object({ th: z.array(text(max)), en: z.array(text(max)) });
/** An item's key within its group: promotions, tournaments and events get `<group id>-<code>` on the platform. */
const code = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'a code is 1-40 of a-z 0-9 -'));
/** Baht, to the satang. */
const baht = z.number().check(
  z.positive(),
  z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'baht to the satang at most'),
);
/** A picture the site shows: a path on the platform (its generated artwork) or an http(s) URL. */
const picture = z.string().check(z.regex(/^(\/(?!\/)[\w./-]{1,200}|https?:\/\/[^\s"'<>]{1,300})$/, 'a path or URL'));
const days = z.int().check(z.gte(-3650), z.lte(3650));

export const GROUP_ID_PATTERN = /^[A-Z][A-Z0-9]{1,19}$/;
export const BRAND_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

export const groupChannel = z.object({
  code,
  type: z.enum(['qr-code', 'truewallet', 'tranfer-online', 'usdt-type']),
  /** The name the member sees (a bank's Thai name, "PromptPay QR"). */
  provider: text(80),
  img: picture,
  accountName: text(120),
  accountNo: z.optional(z.string().check(z.regex(/^\d{6,20}$/, 'accountNo: 6-20 digits'))),
  bank: z.optional(z.enum(accountBankIds)),
  /** PromptPay or wallet id a QR pays to. */
  promptpayId: z.optional(z.string().check(z.regex(/^\d{10,15}$/, 'promptpayId: 10-15 digits'))),
  min: baht,
  max: baht,
  /** The bonus ribbon's words: a channel with one is a bonus channel. */
  bonus: z.optional(text(200)),
  /** Shown first (spec §5). */
  top: z.optional(z.boolean()),
  usdt: z.optional(z.object({ address: text(120), network: text(40), networkImg: picture, rate: baht })),
});

export const groupPromotion = z.object({
  code,
  title: both(120),
  type: z.enum(['deposit', 'cashback', 'affiliate']),
  category: z.enum(['new-member', 'deposit', 'cashback', 'slot', 'casino', 'affiliate']),
  claim: z.enum(['deposit', 'auto', 'affiliate']),
  percent: z.number().check(z.gte(0), z.lte(1000)),
  maxBonus: z.number().check(z.gte(0)),
  minDeposit: z.number().check(z.gte(0)),
  turnover: z.int().check(z.gte(0), z.lte(1000)),
  maxWithdraw: z.nullable(baht),
  repeat: z.enum(['once', 'daily', 'always']),
  summary: both(300),
  details: lines(600),
  terms: lines(300),
  img: z.optional(picture),
});

export const groupNotice = z.object({
  code,
  /** Notices are in the site's language of spec §3 (Thai); content is HTML the site sanitises. */
  title: text(200),
  type: z.enum(['bank', 'promotion', 'game', 'maintenance', 'other']),
  content: text(5000),
  link: z.optional(picture),
  image: z.optional(picture),
  game: z.optional(text(80)),
  /** A bank group (groupCustomer): only its members see it. */
  customer: z.optional(z.string().check(z.regex(/^[\w-]{1,20}$/))),
  showOne: z.optional(z.boolean()),
});

export const groupTournament = z.object({
  code,
  name: both(120),
  type: z.enum(['slot', 'casino']),
  /** Days from when the group is first applied (negative: already running or over). */
  startDays: days,
  endDays: days,
  prizes: z.array(z.object({ from: z.int().check(z.gte(1)), to: z.int().check(z.gte(1)), amount: baht })),
  rules: both(1000),
});

export const groupEvent = z.object({
  code,
  title: both(120),
  body: both(600),
  /** A page of the site; `{group}` becomes the group id. */
  link: z.nullable(z.string().check(z.regex(/^\/(?!\/)\S{0,200}$/, 'link: a path on the site'))),
  startDays: days,
  endDays: days,
});

/** Sandbox members with known passwords (a production server never creates them). */
export const groupDemoMember = z.object({
  username: f.username,
  password: f.password,
  phone: f.phone,
  firstname: f.firstname,
  lastname: f.lastname,
  bank: z.enum(accountBankIds),
  bankNo: z.string().check(z.regex(/^\d{10,12}$/, 'bankNo: 10-12 digits')),
  balance: z.number().check(z.gte(0)),
  status: z.optional(z.enum(['active', 'disabled', 'locked'])),
  /** Another demo member of the group, listed before this one. */
  upline: z.optional(f.username),
});

/** What `apps/<brand>/group.json` holds: the platform's part of the brand. */
export const groupFile = z.object({
  withdraw: z.object({
    min: baht,
    max: baht,
    cooldownSeconds: z.int().check(z.gte(0), z.lte(86_400)),
    /** Withdrawals per rolling 24 hours; null: no count limit. */
    dailyCount: z.nullable(z.int().check(z.gte(1))),
    /** Baht per rolling 24 hours; null: no amount limit. */
    dailyAmount: z.nullable(baht),
  }),
  /** Affiliate commission on the downline's settled bets, in percent (0.5 = 0.5 %). */
  affiliateRate: z.number().check(z.gte(0), z.lte(100)),
  /** The providers whose games the brand offers: "all", or provider codes. */
  games: z.object({ providers: z.union([z.literal('all'), z.array(z.string().check(z.regex(/^[a-z0-9]{1,30}$/)))]) }),
  channels: z.array(groupChannel),
  promotions: z.array(groupPromotion),
  notices: z.array(groupNotice),
  tournaments: z.array(groupTournament),
  events: z.array(groupEvent),
  demoMembers: z.array(groupDemoMember),
});

/** The brand's identity, from its brand.config.ts (defaultGroupId, id, siteTitle, social.line, ageBadge). */
export const groupIdentity = z.object({
  id: z.string().check(z.regex(GROUP_ID_PATTERN, 'group id: a capital letter, then 1-19 of A-Z 0-9')),
  brand: z.string().check(z.regex(BRAND_ID_PATTERN, 'brand: a kebab-case app id')),
  name: both(80),
  /** The LINE official account (`@name`) the member's LINE button adds; null: none. */
  line: z.nullable(z.string().check(z.regex(/^@[\w.-]{1,40}$/, 'line: @account'))),
  minAge: z.int().check(z.gte(MIN_AGE_RANGE.min), z.lte(MIN_AGE_RANGE.max)),
});

export const groupRecord = z.object({ ...groupIdentity.shape, ...groupFile.shape });
export type GroupFile = z.output<typeof groupFile>;
export type GroupIdentity = z.output<typeof groupIdentity>;
export type GroupRecord = z.output<typeof groupRecord>;

/** What the schemas cannot say: unique codes, ranges in order, what each channel type needs. */
export function groupProblems(record: GroupFile): string[] {
  const problems: string[] = [];
  const unique = (what: string, codes: string[]) => {
    const seen = new Set<string>();
    for (const c of codes) {
      if (seen.has(c)) problems.push(`${what}: code ${c} is used twice`);
      seen.add(c);
    }
  };
  unique(
    'channels',
    record.channels.map((c) => c.code),
  );
  unique(
    'promotions',
    record.promotions.map((p) => p.code),
  );
  unique(
    'notices',
    record.notices.map((n) => n.code),
  );
  unique(
    'tournaments',
    record.tournaments.map((t) => t.code),
  );
  unique(
    'events',
    record.events.map((e) => e.code),
  );
  unique(
    'demoMembers',
    record.demoMembers.map((m) => m.username),
  );
  if (record.withdraw.min > record.withdraw.max) problems.push('withdraw: min is above max');
  for (const c of record.channels) {
    const at = `channels.${c.code}`;
    if (c.min > c.max) problems.push(`${at}: min is above max`);
    if ((c.type === 'qr-code' || c.type === 'truewallet') && !c.promptpayId) problems.push(`${at}: needs promptpayId`);
    if (c.type === 'tranfer-online' && !(c.bank && c.accountNo)) problems.push(`${at}: needs bank and accountNo`);
    if (c.type === 'usdt-type' && !c.usdt) problems.push(`${at}: needs usdt (address, network, networkImg, rate)`);
  }
  for (const t of record.tournaments) {
    if (t.endDays <= t.startDays) problems.push(`tournaments.${t.code}: ends before it starts`);
    if (t.prizes.some((p) => p.to < p.from)) problems.push(`tournaments.${t.code}: a prize's ranks are reversed`);
  }
  for (const e of record.events) if (e.endDays <= e.startDays) problems.push(`events.${e.code}: ends before it starts`);
  const earlier = new Set<string>();
  for (const m of record.demoMembers) {
    if (m.upline && !earlier.has(m.upline)) problems.push(`demoMembers.${m.username}: upline must be listed before`);
    earlier.add(m.username);
  }
  return problems;
}

/** POST /admin/groups: records `group apply` composed. */
export const adminGroupsBody = z.object({ groups: z.array(groupRecord).check(z.minLength(1), z.maxLength(100)) });
/** One line per group: what the platform now holds, and the demo members a sandbox created. */
export const adminGroupsAnswer = success(
  z.array(
    z.object({
      id: z.string(),
      brand: z.string(),
      created: z.boolean(),
      channels: z.number(),
      promotions: z.number(),
      notices: z.number(),
      demoMembers: z.array(
        z.object({ username: z.string(), password: z.string(), balance: z.number(), status: z.string() }),
      ),
    }),
  ),
);
