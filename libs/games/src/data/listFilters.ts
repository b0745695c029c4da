import type { GamesPageQueryVariables } from '@lobby/api-client/gql';
import {
  gameCategoryKeys,
  isGameCategoryKey,
  providerById,
  type CategoryItem,
  type GameCategoryKey,
  type SortId,
} from '../types';

/** The filter arguments of `lists` / `listsPage` that a list page can set (spec §7). */
export interface ListFilter {
  type?: GameCategoryKey;
  /** Provider code (Game.category). */
  category?: string;
  hot?: boolean;
  gameNew?: boolean;
  freespin?: boolean;
  favourite?: boolean;
  recent?: boolean;
  search?: string;
  handle?: string;
}

export type ListKind =
  'all' | 'type' | 'provider' | 'typeProvider' | 'hot' | 'new' | 'freespin' | 'favourite' | 'recent' | 'table';

/** What `/list/{id}` shows. */
export interface ResolvedList {
  id: string;
  kind: ListKind;
  filter: ListFilter;
}

const keywordLists: Record<string, Omit<ResolvedList, 'id'>> = {
  hot: { kind: 'hot', filter: { hot: true } },
  new: { kind: 'new', filter: { gameNew: true } },
  freespin: { kind: 'freespin', filter: { freespin: true } },
  favourite: { kind: 'favourite', filter: { favourite: true } },
  recent: { kind: 'recent', filter: { recent: true } },
};

/**
 * Kinds of live table the footer links (spec §2: roulette, live baccarat, blackjack). The catalogue has no field for
 * them: the platform's search knows the word (and its Thai names) and finds the tables named so.
 */
export const tableKinds = ['roulette', 'baccarat', 'blackjack'] as const;
export type TableKind = (typeof tableKinds)[number];
const isTableKind = (id: string): id is TableKind => (tableKinds as readonly string[]).includes(id);

/**
 * Turns the `{id}` of `/list/{id}` into list filters:
 * - a game type (casino, slot, fishing, lotto, sport), hot, new, freespin, favourite, recent;
 * - a kind of live table: roulette, baccarat, blackjack;
 * - a provider handle (joker, pgsoft … the 20 of spec §1, or any provider code the `categorys` answer knows);
 * - a category slug: a `categorys` handle (the platform's are `{type}-{provider}`, e.g. slot-joker), or that pattern.
 * Returns `'pending'` when only the `categorys` answer can tell (an unknown slug while categories load), and
 * `'unknown'` when that answer does not know the slug either (the page is a 404).
 */
export function resolveListId(
  rawId: string | undefined,
  categories?: readonly Pick<CategoryItem, 'type' | 'code' | 'handle' | 'category'>[],
): ResolvedList | 'pending' | 'unknown' {
  const id = (rawId ?? '').trim().toLowerCase();
  if (!id) return { id, kind: 'all', filter: {} };
  if (isGameCategoryKey(id)) return { id, kind: 'type', filter: { type: id } };
  const keyword = keywordLists[id];
  if (keyword) return { id, ...keyword };
  if (isTableKind(id)) return { id, kind: 'table', filter: { type: 'casino', search: id } };
  const byHandle = categories?.find((c) => c.handle.toLowerCase() === id);
  if (byHandle) {
    const code = byHandle.code || byHandle.category;
    return isGameCategoryKey(byHandle.type)
      ? { id, kind: 'typeProvider', filter: { type: byHandle.type, category: code } }
      : { id, kind: 'provider', filter: { category: code } };
  }
  if (providerById(id) || categories?.some((c) => (c.code || c.category).toLowerCase() === id))
    return { id, kind: 'provider', filter: { category: id } };
  const typed = gameCategoryKeys.find((type) => id.startsWith(`${type}-`) && providerById(id.slice(type.length + 1)));
  if (typed) return { id, kind: 'typeProvider', filter: { type: typed, category: id.slice(typed.length + 1) } };
  if (!categories) return 'pending';
  if (categories.length > 0) return 'unknown';
  // The categories could not be loaded: ask for it as a provider code (the server answers an empty list if none).
  return { id, kind: 'provider', filter: { category: id } };
}

/** The filters a list page adds from its query string (`?provider=`, `?type=`) where the route leaves them open. */
export function withQueryFilters(list: ResolvedList, query: URLSearchParams): ListFilter {
  const filter = { ...list.filter };
  const type = query.get('type');
  const provider = query.get('provider');
  if (!filter.type && isGameCategoryKey(type)) filter.type = type;
  if (!filter.category && provider) filter.category = provider;
  return filter;
}

/** The variables of `listsPage` / `lists` for a filter, a sort id and the browsing member. */
export function listVariables(
  filter: ListFilter,
  {
    groupID,
    userID,
    sort,
    limit,
    offset,
    language,
  }: { groupID: string; userID?: string; sort?: SortId; limit?: number; offset?: number; language?: 'th' | 'en' },
): GamesPageQueryVariables {
  const variables: GamesPageQueryVariables = { groupID };
  for (const [key, value] of Object.entries(filter) as [keyof ListFilter, string | boolean | undefined][]) {
    if (value !== undefined && value !== '' && value !== false) (variables as Record<string, unknown>)[key] = value;
  }
  if (userID) variables.userID = userID;
  if (sort !== undefined) variables.sort = sort;
  // "A to Z" follows the page's language: Thai names in Thai order on a Thai page.
  if (sort === 5 && language) variables.language = language;
  if (limit !== undefined) variables.limit = limit;
  if (offset !== undefined) variables.offset = offset;
  return variables;
}
