import { createApolloCache } from '@lobby/api-client/apollo';
import { GameByIdDocument, GamesListDocument, GamesPageDocument } from '@lobby/api-client/gql';
import { describe, expect, it } from 'vitest';
import { gqlGames } from '../testing/graphql';
import { favouriteToggled } from './memberLists';

const slots = { groupID: 'NKG01', type: 'slot', limit: 4 };
const hot = { groupID: 'NKG01', hot: true, limit: 4 };
const favourites = { groupID: 'NKG01', favourite: true, userID: 'u1', limit: 4 };
const page = { groupID: 'NKG01', type: 'slot', limit: 2, offset: 0 };

// Games as the server answers them: every field of the query, null where a game has no value.
const answered = (games: ReturnType<typeof gqlGames>) =>
  games.map((g) => ({
    ...g,
    rating: g.rating ?? null,
    favourite: g.favourite ?? null,
    recent: g.recent ?? null,
    launching: g.launching ?? null,
    maintenance: g.maintenance ?? false,
  }));

function cacheWithLists() {
  const cache = createApolloCache();
  const games = answered(gqlGames(4));
  cache.writeQuery({ query: GamesListDocument, variables: slots, data: { lists: games } });
  cache.writeQuery({ query: GamesListDocument, variables: hot, data: { lists: answered(gqlGames(2, {}, 10)) } });
  cache.writeQuery({ query: GamesListDocument, variables: favourites, data: { lists: [] } });
  cache.writeQuery({
    query: GamesPageDocument,
    variables: page,
    data: { listsPage: { total: 4, items: games.slice(0, 2) } },
  });
  cache.writeQuery({ query: GameByIdDocument, variables: { id: games[1]!._id }, data: { game: games[1]! } });
  return { cache, games };
}

const read = (cache: ReturnType<typeof createApolloCache>) => ({
  slots: cache.readQuery({ query: GamesListDocument, variables: slots })?.lists,
  hot: cache.readQuery({ query: GamesListDocument, variables: hot })?.lists,
  favourites: cache.readQuery({ query: GamesListDocument, variables: favourites })?.lists,
  page: cache.readQuery({ query: GamesPageDocument, variables: page })?.listsPage.items,
});

describe('favouriteToggled', () => {
  it('flips the game in every list, page and game page that holds it, and only that game', () => {
    const { cache, games } = cacheWithLists();
    const id = games[1]!._id;
    favouriteToggled(cache, id, true);
    const after = read(cache);
    expect(after.slots?.map((g) => g.favourite)).toEqual([false, true, false, false]);
    expect(after.page?.map((g) => g.favourite)).toEqual([false, true]);
    expect(cache.readQuery({ query: GameByIdDocument, variables: { id } })?.game?.favourite).toBe(true);

    favouriteToggled(cache, id, false);
    expect(read(cache).slots?.map((g) => g.favourite)).toEqual([false, false, false, false]);
  });

  it('drops the member’s favourite lists, to be asked again', () => {
    const { cache, games } = cacheWithLists();
    expect(read(cache).favourites).toEqual([]);
    favouriteToggled(cache, games[0]!._id, true);
    expect(read(cache).favourites).toBeUndefined();
  });

  it('leaves a list without the game as it was (its readers are not told)', () => {
    const { cache, games } = cacheWithLists();
    const before = read(cache).hot;
    favouriteToggled(cache, games[0]!._id, true);
    expect(read(cache).hot).toBe(before);
  });
});
