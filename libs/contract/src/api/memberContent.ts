import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

/**
 * The member pages' calls (issue 13): promotions with their terms and categories, the member's bonuses, tournaments
 * with leaderboards, the brand's events, the member's VIP tier and one-time login links.
 */

const text = z.string();
const nullableText = z.nullable(z.string());
/** Dates travel as ISO 8601 text. */
const isoDate = z.string();
const groupQuery = z.optional(z.string().check(z.maxLength(f.GROUP_ID_MAX)));
/** A promotion's or tournament's code, e.g. `NKG01-welcome`. */
const code = z.string().check(z.minLength(1), z.maxLength(60), z.regex(/^[\w-]+$/, 'letters, digits, _ and -'));

/** What a promotion is about; the promotions page groups by these. */
export const promotionCategories = ['new-member', 'deposit', 'cashback', 'slot', 'casino', 'affiliate'] as const;
export const promotionCategory = z.enum(promotionCategories);
export type PromotionCategory = z.output<typeof promotionCategory>;

/**
 * How a member takes part: `deposit` — claim it, then deposit (the bonus is credited on the qualifying deposit);
 * `auto` — nothing to claim, it is paid by itself (cashback); `affiliate` — through the affiliate programme.
 */
export const promotionClaim = z.enum(['deposit', 'auto', 'affiliate']);

/** The rules a member reads before claiming (UX brief: turnover and max withdraw shown before claiming). */
export const promotionTerms = z.object({
  claim: promotionClaim,
  /** Baht; 0 = none. */
  min_deposit: z.number(),
  bonus_percent: z.number(),
  /** Baht; 0 = no bonus money. */
  max_bonus: z.number(),
  /** Turnover needed before withdrawing: (deposit + bonus) × this; 0 = none. */
  turnover: z.number(),
  /** Baht a member may withdraw from the bonus; null = no cap. */
  max_withdraw: z.nullable(z.number()),
  /** once (per member), daily (once a Bangkok day) or always. */
  repeat: z.enum(['once', 'daily', 'always']),
  /** Further conditions in the asked language, one per line (plain text). */
  lines: z.array(text),
});

/** One promotion in the list and on its page: plain text only (no HTML reaches the page). */
export const promotionItem = z.looseObject({
  _id: text,
  code: text,
  title: text,
  title_th: text,
  title_en: text,
  /** HTML (the older field; the pages show `summary` and `details`). */
  content: text,
  /** One line in the asked language. */
  summary: text,
  /** Paragraphs in the asked language, plain text. */
  details: z.array(text),
  img: nullableText,
  type: text,
  category: promotionCategory,
  bonus_percent: z.number(),
  max_bonus: z.number(),
  start: z.nullable(isoDate),
  end: z.nullable(isoDate),
  terms: promotionTerms,
});
export type PromotionItem = z.output<typeof promotionItem>;

export const promotionListQuery = z.object({
  groupID: groupQuery,
  lang: f.lang,
  limit: f.pageLimit(100, 20),
  offset: f.pageOffset,
  cursor: f.pageCursor,
  category: z.optional(promotionCategory),
});
/** `total` counts the page's category; `categories` are those the brand has now. */
export const promotionListAnswer = success(z.array(promotionItem), {
  total: z.number(),
  categories: z.array(promotionCategory),
  next: f.nextCursor,
});

export const promotionDetailQuery = z.object({ id: code, groupID: groupQuery, lang: f.lang });

/** A bonus: a member's claim of a promotion, and where it stands. */
export const bonusState = z.enum(['pending', 'active', 'completed', 'expired', 'cancelled']);
export type BonusState = z.output<typeof bonusState>;
export const bonus = z.object({
  _id: text,
  promotion: z.object({ _id: text, code: text, title: text, img: nullableText }),
  /**
   * pending: claimed, waiting for a qualifying deposit (until `expires_at`); active: bonus credited, turnover under
   * way (until `expires_at`); completed: turnover reached; expired; cancelled by the member (pending only).
   */
  state: bonusState,
  claimed_at: isoDate,
  activated_at: z.nullable(isoDate),
  expires_at: isoDate,
  /** Baht: the qualifying deposit and the bonus credited for it (0 while pending). */
  deposit: z.number(),
  bonus: z.number(),
  turnover_required: z.number(),
  turnover_done: z.number(),
  min_deposit: z.number(),
});
export type Bonus = z.output<typeof bonus>;

export const promotionDetailAnswer = success(
  z.object({
    promotion: promotionItem,
    /** The member's open or latest bonus of this promotion (null for visitors and when never claimed). */
    bonus: z.nullable(bonus),
  }),
);

export const bonusQuery = z.object({ lang: f.lang });
export const bonusesAnswer = success(z.array(bonus));
export const claimBody = z.object({ promotion: code, lang: f.lang });
export const bonusAnswer = success(bonus);
export const cancelBonusBody = z.object({ id: z.string().check(z.regex(/^\d{1,15}$/, 'a bonus id')), lang: f.lang });
/** Why a claim was refused (code 8000, `result.reason`). */
export const claimRefusal = z.enum(['not-claimable', 'open-bonus', 'already-claimed', 'ended']);

/** Tournaments. */
export const tournamentState = z.enum(['active', 'coming', 'ended']);
export type TournamentState = z.output<typeof tournamentState>;
export const tournamentPrize = z.object({ rank_from: z.number(), rank_to: z.number(), amount: z.number() });
export const leaderboardRow = z.object({
  rank: z.number(),
  /** The player's username with its middle hidden (`de***01`). */
  name: text,
  /** Baht bet on the tournament's games while it ran. */
  score: z.number(),
  /** Baht the rank wins (0 outside the prizes). */
  prize: z.number(),
  /** The calling member's own row. */
  me: z.boolean(),
});
export type LeaderboardRow = z.output<typeof leaderboardRow>;
export const tournamentBoardQuery = z.object({ id: code, groupID: groupQuery, lang: f.lang });
export const tournamentBoard = z.object({
  tournament: z.object({
    _id: text,
    code: text,
    name: text,
    img: nullableText,
    type: text,
    prize: z.number(),
    start: isoDate,
    end: isoDate,
    state: tournamentState,
    /** How the score is counted, in the asked language. */
    rules: text,
    prizes: z.array(tournamentPrize),
  }),
  /** The top 10. */
  leaderboard: z.array(leaderboardRow),
  /** The calling member's row, also when outside the top 10; null for visitors and members without a bet. */
  me: z.nullable(leaderboardRow),
  players: z.number(),
});
export type TournamentBoard = z.output<typeof tournamentBoard>;
export const tournamentBoardAnswer = success(tournamentBoard);

/** The brand's events. */
export const eventsQuery = z.object({ groupID: groupQuery, lang: f.lang });
export const brandEvent = z.object({
  _id: text,
  code: text,
  title: text,
  body: text,
  img: nullableText,
  start: isoDate,
  end: isoDate,
  /** A page of the site (`/tournament`, `/promotion?id=…`) or null. */
  link: nullableText,
  state: z.enum(['live', 'upcoming']),
});
export type BrandEvent = z.output<typeof brandEvent>;
export const eventsAnswer = success(z.array(brandEvent));

/** VIP is by invitation: the member's tier, or null when not invited (yet). */
export const vipTiers = ['silver', 'gold', 'platinum', 'diamond'] as const;
export const vipTier = z.enum(vipTiers);
export type VipTier = z.output<typeof vipTier>;
export const vipAnswer = success(z.object({ tier: z.nullable(vipTier), since: z.nullable(isoDate) }));

/** A one-time login link: the token the operator's link carries (`/loginUrl?token=…`). */
export const LOGIN_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
export const loginLinkBody = z.object({
  token: z.string().check(z.regex(LOGIN_LINK_TOKEN_PATTERN, 'token: the code of a login link')),
  groupID: z.optional(f.groupId),
});
/** Why a link was refused (code 6000, `result.reason`). */
export const loginLinkRefusal = z.enum(['used', 'expired', 'unknown']);
export type LoginLinkRefusal = z.output<typeof loginLinkRefusal>;
