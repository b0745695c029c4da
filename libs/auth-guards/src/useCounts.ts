import { getApolloClient, loadGqlDocuments } from '@lobby/api-client';
import { useEffect, useState } from 'react';
import type { Counts } from './sessionSlice';
import { useSessionState } from './useSession';

/**
 * The member's favourite and recent counts (spec §3), read from Apollo's cache, which is their one owner: every
 * call that answers counts (getFavouriteAndRecent, addFavourite, addRecent) updates the same cached object, and
 * every reader follows it. Undefined for visitors and while the counts are unknown (not loaded, API down).
 */
export function useCounts(): Counts | undefined {
  const { accessToken, userId } = useSessionState();
  const [counts, setCounts] = useState<Counts>();

  useEffect(() => {
    setCounts(undefined);
    if (!accessToken || !userId) return;
    let subscription: { unsubscribe(): void } | undefined;
    let cancelled = false;
    // The query's document comes with Apollo, after the first screen: the generated documents are one module.
    void Promise.all([getApolloClient(), loadGqlDocuments()]).then(([client, { GetFavouriteAndRecentDocument }]) => {
      if (cancelled) return;
      subscription = client
        .watchQuery({ query: GetFavouriteAndRecentDocument, variables: { userID: userId } })
        .subscribe(({ data }) => {
          const { countFavourite, countRecent } = data?.getFavouriteAndRecent ?? {};
          const known = typeof countFavourite === 'number' && typeof countRecent === 'number';
          setCounts(known ? { countFavourite, countRecent } : undefined);
        });
    });
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [accessToken, userId]);

  return counts;
}
