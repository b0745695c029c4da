import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { from, mergeMap, of, type Observable } from 'rxjs';
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
 */
export function createApolloCache() {
  return new InMemoryCache({ typePolicies: { Counts: { keyFields: [] } } });
}

type Result = ApolloLink.Result;

function errorCode(result: Result): number | undefined {
  const errors = 'errors' in result ? result.errors : undefined;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Apollo's link chain: auth (the apollo-token bearer) → shared refresh on 7003 with one replay, session end on
 * 7002 → http. The refresh is the same single flight the REST client uses.
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
    link: ApolloLink.from([auth, refresh, terminal ?? new HttpLink({ uri })]),
    cache: createApolloCache(),
  });
}
