import type { ApolloClient } from '@apollo/client';
import type { ApolloOptions } from './apollo';
import { setQueryHttp } from './baseQuery';
import { clientReady } from './clientState';
import type { ApiError } from './errors';
import { createHttp, createRefreshCall } from './http';
import { createRefreshCoordinator } from './refresh';
import type { TokenStore } from './tokens';

export interface ApiClientOptions {
  baseURL: string;
  store: TokenStore;
  onApiFailure(path: string, error: ApiError): void;
  /** Any answer with a valid envelope (see HttpOptions). */
  onApiAnswered?(): void;
  /** The brand's default group id, sent in the refresh form (the platform refuses another brand's session). */
  groupId?: string;
  /** Makes the Apollo client at once instead of on first use (tests: with a fake server as its terminal link). */
  apollo?: (options: ApolloOptions) => ApolloClient;
}

/**
 * Wires REST (axios + RTK Query) and GraphQL (Apollo) to one token store and one shared refresh.
 * Apollo is loaded on first use, not with the first page: it is the heaviest library we carry.
 */
export function createApiClient({
  baseURL,
  store,
  onApiFailure,
  onApiAnswered,
  groupId,
  apollo: makeApollo,
}: ApiClientOptions) {
  const coordinator = createRefreshCoordinator(store, createRefreshCall(baseURL, groupId));
  const http = createHttp({ baseURL, store, coordinator, onApiFailure, onApiAnswered });
  setQueryHttp(http);
  const apolloOptions = { uri: `${baseURL.replace(/\/$/, '')}/graphql`, store, coordinator };
  const apolloClient = makeApollo?.(apolloOptions);
  const loadApollo = () => import('./apollo').then(({ createApolloClient }) => createApolloClient(apolloOptions));
  clientReady({ http, apolloClient, loadApollo });
  return { http, coordinator, apolloClient };
}
