import { z } from 'zod/mini';
import * as f from '../fields';
import { success } from './envelope';

const nullishText = (max: number) => z.nullish(z.string().check(z.maxLength(max)));
const flag = z.nullish(z.boolean());

/** Arguments of `lists` (GraphQL) and POST /api/v3/member/game/lists, spec §7. */
export const listArgs = z.object({
  groupID: z
    .string({ error: 'groupID is required' })
    .check(z.trim(), z.minLength(1, 'groupID is required'), z.maxLength(f.GROUP_ID_MAX)),
  type: z.nullish(f.gameType),
  search: z.nullish(f.searchTerm),
  /** A provider code. */
  category: nullishText(40),
  hot: flag,
  gameNew: flag,
  freespin: flag,
  // REST callers may send numbers as strings; GraphQL already types them.
  limit: z.nullish(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  offset: z.nullish(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000))),
  categoryName: nullishText(60),
  handle: nullishText(80),
  userID: nullishText(64),
  favourite: flag,
  recent: flag,
  favouriteAndRecentFocus: flag,
  /** 1 default, 2 new, 3 hit, 4 freespin, 5 A-Z. */
  sort: z.nullish(z.coerce.number().check(z.int(), z.minimum(1, 'sort is 1-5'), z.maximum(5, 'sort is 1-5'))),
  /** The page's language: "A to Z" (sort 5) on a Thai page orders the Thai names in Thai order. */
  language: z.nullish(z.enum(['th', 'en'], { error: 'language is th or en' })),
});
export type ListArgs = z.output<typeof listArgs>;

export const categoryArgs = z.object({
  groupID: nullishText(f.GROUP_ID_MAX),
  type: z.nullish(f.gameType),
  handle: nullishText(80),
  userID: nullishText(64),
});
export type CategoryArgs = z.output<typeof categoryArgs>;

/** Arguments of `game`: an id as the lists give it (a number of at most 15 digits). */
export const gameArgs = z.object({
  id: z.string().check(z.regex(/^\d{1,15}$/, 'id must be a game id')),
  userID: nullishText(64),
});

const text = z.string();
const nullableFlag = z.nullable(z.boolean());

/** A game list item (spec §3); member-only fields are null for visitors. */
export const game = z.looseObject({
  _id: text,
  type: text,
  category: text,
  code: text,
  img: text,
  language: text,
  nameTh: text,
  nameEn: text,
  freespin: z.boolean(),
  hot: z.boolean(),
  new: z.boolean(),
  categoryName: text,
  handle: text,
  rating: z.nullable(z.number()),
  favourite: nullableFlag,
  recent: nullableFlag,
  launching: z.boolean(),
  maintenance: z.boolean(),
});
export const category = z.looseObject({
  _id: text,
  type: text,
  category: text,
  code: text,
  img: text,
  language: text,
  nameTh: text,
  nameEn: text,
  launching: z.boolean(),
  hot: z.boolean(),
  new: z.boolean(),
  root: z.boolean(),
  categoryName: text,
  handle: text,
  enable: nullableFlag,
  favourite: nullableFlag,
  recent: nullableFlag,
  maintenance: z.boolean(),
});
export const gamesAnswer = success(z.array(game), { total: z.number() });
export const categoriesAnswer = success(z.array(category));

export const launchBody = z
  .object({
    /** MB on mobile, PC otherwise (spec §3). */
    client: z.enum(['MB', 'PC'], { error: 'client must be MB or PC' }),
    game_code: z.optional(z.string().check(z.trim(), z.maxLength(80))),
    /** Game._id or its code. */
    gameID: z.optional(z.union([z.string().check(z.maxLength(40)), z.number().check(z.int())])),
    id: z.optional(z.union([z.string().check(z.maxLength(40)), z.number().check(z.int())])),
    lang: f.lang,
  })
  .check(
    z.refine((b) => Boolean(b.game_code) || b.gameID !== undefined || b.id !== undefined, {
      message: 'game_code or gameID is required',
    }),
  );
export type LaunchBody = z.input<typeof launchBody>;
/** `result` is the URL of the game window (a one-hour ticket tied to the session). */
export const launchAnswer = success(z.string());
