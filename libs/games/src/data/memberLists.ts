import type { ApolloCache } from '@apollo/client';

type MemberList = 'favourite' | 'recent';

function argsOf(storeFieldName: string, fieldName: string): Record<string, unknown> {
  try {
    return JSON.parse(storeFieldName.slice(fieldName.length + 1, -1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * After a favourite is toggled or a game played, every cached copy of the member's favourite (or recent) games —
 * the lobby tab and row, the /list page, any page size — is dropped, so whichever is on screen asks the server
 * again and none shows an old list. The server's list is the one source for all of them.
 */
export function forgetMemberLists(cache: ApolloCache, list: MemberList): void {
  cache.modify({
    fields: {
      lists: (existing, { storeFieldName, fieldName, DELETE }) =>
        argsOf(storeFieldName, fieldName)[list] === true ? DELETE : existing,
      listsPage: (existing, { storeFieldName, fieldName, DELETE }) =>
        argsOf(storeFieldName, fieldName)[list] === true ? DELETE : existing,
    },
  });
}

type StoredGame = { _id?: unknown; favourite?: unknown };

/** `games` with `gameId`'s favourite flag set; the same array when none changes (its readers are not told). */
function withFavourite<T>(games: readonly T[], gameId: string, favourite: boolean): readonly T[] {
  let changed = false;
  const next = games.map((game) => {
    const stored = game as StoredGame | null;
    if (stored?._id !== gameId || stored.favourite === favourite) return game;
    changed = true;
    return { ...stored, favourite } as T;
  });
  return changed ? next : games;
}

/**
 * A favourite toggled (spec §4): games are kept inside the lists that answered them (Apollo's `Game` has no entry of
 * its own, createApolloCache), so the game's heart is flipped in every cached list, page and game page that holds it,
 * and the member's favourite lists are dropped to be asked again (forgetMemberLists).
 */
export function favouriteToggled(cache: ApolloCache, gameId: string, favourite: boolean): void {
  cache.modify({
    fields: {
      lists: (existing) => (Array.isArray(existing) ? withFavourite(existing, gameId, favourite) : existing),
      listsPage: (existing) => {
        const page = existing as { items?: unknown } | null;
        if (!Array.isArray(page?.items)) return existing;
        const items = withFavourite(page.items, gameId, favourite);
        return items === page.items ? existing : { ...page, items };
      },
      game: (existing) => (existing ? withFavourite([existing], gameId, favourite)[0] : existing),
    },
  });
  forgetMemberLists(cache, 'favourite');
}
