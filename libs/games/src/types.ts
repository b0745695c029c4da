/*
 * Game lobby data shapes (spec §3) and the fixed catalogue facts of spec §1 and §2: categories, providers,
 * demo entries and sort ids. No network code: the data layer fills these types and passes them as props.
 */

/** Game categories by key (spec §1). The games tab opens on casino (spec §2). */
export const gameCategoryKeys = ['casino', 'slot', 'fishing', 'lotto', 'sport'] as const;
export type GameCategoryKey = (typeof gameCategoryKeys)[number];
export const defaultGameCategory: GameCategoryKey = 'casino';

/** Extra lobby rows: hot for everyone, recent and favourite for members. */
export const memberCategoryKeys = ['recent', 'favourite'] as const;
export type MemberCategoryKey = (typeof memberCategoryKeys)[number];
export type LobbyTabKey = GameCategoryKey | 'hot' | MemberCategoryKey;

export function isGameCategoryKey(value: unknown): value is GameCategoryKey {
  return typeof value === 'string' && (gameCategoryKeys as readonly string[]).includes(value);
}

/** Game list item (spec §3). Member queries add rating, favourite, recent and launching. */
export interface GameItem {
  _id: string;
  /** casino | slot | fishing | lotto | sport */
  type: string;
  /** The provider the game belongs to, e.g. "pgsoft". */
  category: string;
  /** Launch code (game_code). */
  code: string;
  /** Artwork URL. */
  img: string;
  language: string;
  nameTh: string;
  nameEn: string;
  freespin: boolean;
  hot: boolean;
  new: boolean;
  /** Provider display name, e.g. "PGSoft". */
  categoryName: string;
  /** URL slug; demo entries contain "-demo". */
  handle: string;
  rating?: number | null;
  favourite?: boolean | null;
  recent?: boolean | null;
  launching?: boolean | null;
  /** The game or its provider is under maintenance (the platform's schema adds it; launch answers code 99). */
  maintenance?: boolean | null;
}

/** Category item (spec §3): a provider tile within a game type. Member queries add enable, favourite, recent. */
export interface CategoryItem {
  _id: string;
  type: string;
  category: string;
  code: string;
  img: string;
  language: string;
  nameTh: string;
  nameEn: string;
  /** true: the tile opens the provider's lobby directly; false: it opens a game list. */
  launching: boolean;
  hot: boolean;
  new: boolean;
  root: boolean;
  categoryName: string;
  handle: string;
  enable?: boolean | null;
  favourite?: boolean | null;
  recent?: boolean | null;
  maintenance?: boolean | null;
}

/** Counts result (spec §3), answered by getFavouriteAndRecent, addFavourite and addRecent. */
export interface GameCounts {
  countRecent: number;
  countFavourite: number;
}

/** Sort options by id (spec §2). */
export type SortId = 1 | 2 | 3 | 4 | 5;
export const sortIds: readonly SortId[] = [1, 2, 3, 4, 5];
export const defaultSortId: SortId = 1;

/** The spec's own names of the sort ids; the screen shows the translated `sort.<key>` texts. */
export const sortLabels: Record<SortId, string> = {
  1: 'default',
  2: 'new games',
  3: 'hit games',
  4: 'freespin games',
  5: 'A to Z',
};

/** Translation key (namespace games, `sort.<key>`) of each sort id. */
export const sortKeys = { 1: 'default', 2: 'new', 3: 'hit', 4: 'freespin', 5: 'az' } as const satisfies Record<
  SortId,
  string
>;
export type SortKey = (typeof sortKeys)[SortId];

export function isSortId(value: unknown): value is SortId {
  return typeof value === 'number' && (sortIds as readonly number[]).includes(value);
}

/** A sort id from a query string value (`?sort=2`); anything else is the default. */
export function parseSortId(value: unknown): SortId {
  const n = typeof value === 'string' ? Number(value) : value;
  return isSortId(n) ? n : defaultSortId;
}

/** One of the 20 providers of spec §1. `id` is the slug used as Game.category and in URLs. */
export interface ProviderInfo {
  id: string;
  /** Shown in both languages: provider names stay in Latin script on Thai pages. */
  name: string;
  categories: readonly GameCategoryKey[];
  /** Has a demo entry (spec §1). */
  demo?: boolean;
}

export const providers: readonly ProviderInfo[] = [
  { id: 'evolution', name: 'Evolution', categories: ['casino'] },
  { id: 'pragmatic', name: 'Pragmatic', categories: ['slot', 'casino'] },
  { id: 'redtiger', name: 'Red Tiger', categories: ['slot'] },
  { id: 'asiagaming', name: 'Asia Gaming', categories: ['casino'] },
  { id: 'sagaming', name: 'SA Gaming', categories: ['casino'] },
  { id: 'pretty', name: 'Pretty Gaming', categories: ['casino'], demo: true },
  { id: 'allbet', name: 'Allbet', categories: ['casino'], demo: true },
  { id: 'playstar', name: 'Playstar', categories: ['slot'] },
  { id: 'pgsoft', name: 'PGSoft', categories: ['slot'] },
  { id: 'kingmaker', name: 'KingMaker', categories: ['slot', 'fishing'] },
  { id: 'joker', name: 'Joker', categories: ['slot', 'fishing'] },
  { id: 'dream', name: 'Dream Gaming', categories: ['casino'], demo: true },
  { id: 'dragoonsoft', name: 'Dragoon Soft', categories: ['slot', 'fishing'] },
  { id: 'cq9', name: 'CQ9', categories: ['slot', 'fishing'] },
  { id: 'aesexy', name: 'AE Sexy', categories: ['casino'] },
  { id: 'spadegaming', name: 'SpadeGaming', categories: ['slot', 'fishing'] },
  { id: 'wm', name: 'WM Casino', categories: ['casino'], demo: true },
  { id: 'bti', name: 'Bti', categories: ['sport'] },
  { id: 'habanero', name: 'Habanero', categories: ['slot'] },
  { id: 'virtualtech', name: 'Virtual Tech', categories: ['lotto', 'sport'] },
];

export function providerById(id: string): ProviderInfo | undefined {
  return providers.find((p) => p.id === id);
}

export function providersFor(category: GameCategoryKey): ProviderInfo[] {
  return providers.filter((p) => p.categories.includes(category));
}

/** The four demo entries of spec §1: casino type, language th; their handles contain "-demo". */
export interface DemoEntry {
  provider: 'allbet' | 'dream' | 'wm' | 'pretty';
  type: 'casino';
  language: 'th';
  handle: string;
}

export const demoEntries: readonly DemoEntry[] = (['allbet', 'dream', 'wm', 'pretty'] as const).map((provider) => ({
  provider,
  type: 'casino',
  language: 'th',
  handle: `${provider}-demo`,
}));

/** A guest may open a game whose name (handle) contains "-demo" (spec §6). */
export function isDemoHandle(handle: string): boolean {
  return handle.includes('-demo');
}
