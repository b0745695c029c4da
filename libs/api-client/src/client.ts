import { createApolloClient } from './apollo';
import { setQueryHttp } from './baseQuery';
import type { ApiError } from './errors';
import { createHttp, createRefreshCall } from './http';
import { createRefreshCoordinator } from './refresh';
import type { TokenStore } from './tokens';

export interface ApiClientOptions {
  baseURL: string;
  store: TokenStore;
  onApiFailure(path: string, error: ApiError): void;
}

/** Wires REST (axios + RTK Query) and GraphQL (Apollo) to one token store and one shared refresh. */
export function createApiClient({ baseURL, store, onApiFailure }: ApiClientOptions) {
  const coordinator = createRefreshCoordinator(store, createRefreshCall(baseURL));
  const http = createHttp({ baseURL, store, coordinator, onApiFailure });
  setQueryHttp(http);
  const apollo = createApolloClient({ uri: `${baseURL.replace(/\/$/, '')}/graphql`, store, coordinator });
  return { http, apollo, coordinator };
}
