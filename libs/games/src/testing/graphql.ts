// Answers of the game operations, for page tests and for stories of whole screens (no test runner inside).
import { createFakeGraphql, gqlCounts, type GqlHandler } from '@lobby/testing';
import { providers, type GameItem } from '../types';
import { makeCategory, makeGame } from './fixtures';

/** A game as the `lists` answer carries it (with __typename, as the server answers it). */
export function gqlGame(index: number, overrides: Partial<GameItem> = {}) {
  return { __typename: 'Game' as const, ...makeGame(index, { favourite: false, ...overrides }) };
}

export function gqlGames(count: number, overrides: Partial<GameItem> = {}, from = 0) {
  return Array.from({ length: count }, (_, i) => gqlGame(from + i, overrides));
}

/** The `categorys` answer: a tile per provider and game type, handles `{type}-{code}` as the platform seeds them. */
export function gqlCategories() {
  return providers.flatMap((provider) =>
    provider.categories.map((type) => ({
      __typename: 'Category' as const,
      ...makeCategory(provider.id, type, {
        handle: `${type}-${provider.id}`,
        enable: null,
        favourite: null,
        recent: null,
        maintenance: false,
      }),
    })),
  );
}

/** The game operations' default answers: a page of a list, short lists, all provider tiles, counts. */
const gamesDefaults: Record<string, GqlHandler> = {
  GamesPage: (variables) => ({
    listsPage: { __typename: 'GamePage', total: 3, items: gqlGames(3, {}, Number(variables.offset ?? 0)) },
  }),
  GamesList: () => ({ lists: gqlGames(6) }),
  GameCategories: () => ({ categorys: gqlCategories() }),
  AddFavourite: () => ({ addFavourite: gqlCounts(2, 2) }),
  AddRecent: () => ({ addRecent: gqlCounts(1, 3) }),
};

/** The platform's GraphQL endpoint answering the game operations (override any by name). */
export const createGamesGraphql = (handlers: Record<string, GqlHandler> = {}) =>
  createFakeGraphql({ ...gamesDefaults, ...handlers });
