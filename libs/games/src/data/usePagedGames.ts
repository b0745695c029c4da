import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { GamesPageDocument, type GamesPageQuery, type GamesPageQueryVariables } from '@lobby/api-client/gql';
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import type { GameItem } from '../types';

/**
 * Games per `listsPage` request: a multiple of 3, 4, 5, 6 and 8 columns so pages end on full rows, and well
 * under the server's 200 maximum. 5,000 games arrive in 42 requests, each only when the member scrolls near the end.
 */
export const GAMES_PAGE_SIZE = 120;

/**
 * The first request's games: full rows of 3, 4, 6 and 8 columns, several phone screens (the next page starts 1,600px
 * before the end). Every game answered is written to and read back from Apollo's cache on the main thread before the
 * grid shows, so the first screen asks for what it shows, not 120 (issue 14: `/list/slot` TBT).
 */
export const FIRST_GAMES_PAGE_SIZE = 48;

export interface PagedGames {
  games: readonly GameItem[];
  /** Games matching the filters on the server (ignoring paging). */
  total: number;
  /** The first page is loading (nothing to show yet). */
  loading: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  hasMore: boolean;
  error: Error | undefined;
  loadMore: () => void;
  refetch: () => void;
}

type Page = GamesPageQuery['listsPage'];

function merge(previous: Page, next: Page): Page {
  const seen = new Set(previous.items.map((g) => g._id));
  return { ...next, items: [...previous.items, ...next.items.filter((g) => !seen.has(g._id))] };
}

/**
 * A game list paged by offset (`listsPage`): the first page with the filters, then `loadMore()` appends the next page
 * to the same cache entry. Changing the filters starts again at offset 0.
 */
export function usePagedGames(
  variables: GamesPageQueryVariables,
  { skip = false, firstPageSize = FIRST_GAMES_PAGE_SIZE, pageSize = GAMES_PAGE_SIZE } = {},
): PagedGames {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(GamesPageDocument, {
    variables: { ...variables, limit: firstPageSize, offset: 0 },
    skip,
    notifyOnNetworkStatusChange: true,
  });
  // The grid renders from a deferred copy of the answer: its arrival (a synchronous store update) re-renders the page
  // with what it showed, and the tiles follow in a transition a phone can slice (issue 14: TBT).
  const page = useDeferredValue(data)?.listsPage;
  const games = useMemo<readonly GameItem[]>(() => page?.items ?? [], [page]);
  const total = page?.total ?? 0;
  const hasMore = games.length < total;
  const inFlight = useRef(false);

  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore || skip) return;
    inFlight.current = true;
    fetchMore({
      variables: { offset: games.length, limit: pageSize },
      updateQuery: (previous, { fetchMoreResult }) => ({
        listsPage: merge(previous.listsPage, fetchMoreResult.listsPage),
      }),
    })
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
      });
  }, [fetchMore, games.length, hasMore, pageSize, skip]);

  return {
    games,
    total,
    loading: !skip && !page && !error,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    hasMore,
    error: error ?? undefined,
    loadMore,
    refetch: useCallback(() => void refetch().catch(() => undefined), [refetch]),
  };
}
