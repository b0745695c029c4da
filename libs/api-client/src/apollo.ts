import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { from, mergeMap, Observable, of, type Subscription } from 'rxjs';
import { ResponseCode } from './codes';
import type { RefreshCoordinator } from './refresh';
import { authorization, type TokenStore } from './tokens';

export interface ApolloOptions {
  uri: string;
  store: TokenStore;
  coordinator: RefreshCoordinator;
  /** The link that reaches the server; tests put a fake platform server here. Default: HTTP to `uri`. */
  terminal?: ApolloLink;
}

/**
 * The data cache. Counts (spec §3: countFavourite, countRecent) are one object per member, whatever call answers
 * them (getFavouriteAndRecent, addFavourite, addRecent): a singleton entity, so every answer updates the one
 * copy every reader shows, and nothing else has to write them.
 *
 * Games are kept inside the list that answered them, not as one entry per game: a lobby writes dozens of games per
 * answer, and merging each into an entry of its own (and tracking who reads it) was a large part of each answer's long
 * task on a phone (issue 14). The one thing a game changes in place, its favourite flag, is flipped in every list that
 * holds it (the games lib's `favouriteToggled`). Providers' categories likewise: nothing changes one in place, and the
 * dozens in each answer were identified and merged one by one on the answer's task.
 */
export function createApolloCache() {
  return new InMemoryCache({
    typePolicies: { Counts: { keyFields: [] }, Game: { keyFields: false }, Category: { keyFields: false } },
  });
}

type Result = ApolloLink.Result;

/**
 * Each operation reaches the server from a task of its own: a page's queries subscribe while React runs its effects,
 * all in one task, and the link chain (the token, the request's body, the fetch) would lengthen that task by every
 * query a page has (issue 14: TBT). The request leaves a moment later; a query given up before then never leaves.
 */
const ownTask = new ApolloLink(
  (operation, forward) =>
    new Observable<Result>((observer) => {
      let subscription: Subscription | undefined;
      const timer = setTimeout(() => {
        subscription = forward(operation).subscribe(observer);
      });
      return () => {
        clearTimeout(timer);
        subscription?.unsubscribe();
      };
    }),
);

function errorCode(result: Result): number | undefined {
  const errors = 'errors' in result ? result.errors : undefined;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Apollo's link chain: a task of its own → auth (the apollo-token bearer) → shared refresh on 7003 with one replay,
 * session end on 7002 → http. The refresh is the same single flight the REST client uses.
 */
export function createApolloClient({ uri, store, coordinator, terminal }: ApolloOptions) {
  const withToken = (operation: ApolloLink.Operation, token: string | undefined) =>
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: token ? { ...headers, authorization: authorization(token) } : headers,
    }));

  const auth = new ApolloLink((operation, forward) => {
    const token = store.accessToken();
    withToken(operation, token);
    operation.setContext({ usedToken: token });
    return forward(operation);
  });

  const refresh = new ApolloLink((operation, forward): Observable<Result> =>
    forward(operation).pipe(
      mergeMap((result) => {
        const code = errorCode(result);
        if (code === ResponseCode.sessionInvalid) {
          store.endSession('invalid');
          return of(result);
        }
        if (code !== ResponseCode.tokenExpired || operation.getContext().replayed) return of(result);
        return from(coordinator.tokenAfterExpiry(operation.getContext().usedToken as string | undefined)).pipe(
          mergeMap((token) => {
            if (!token) return of(result);
            withToken(operation, token);
            operation.setContext({ replayed: true });
            return forward(operation);
          }),
        );
      }),
    ),
  );

  return new ApolloClient({
    link: ApolloLink.from([ownTask, auth, refresh, terminal ?? new HttpLink({ uri })]),
    cache: createApolloCache(),
  });
}
