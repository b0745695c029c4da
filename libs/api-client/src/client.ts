import type { ApolloClient } from '@apollo/client';
import type { AxiosInstance } from 'axios';
import type { ApolloOptions } from './apollo';
import { setQueryHttp } from './baseQuery';
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

let apollo: Promise<ApolloClient> | undefined;
let currentHttp: AxiosInstance | undefined;
let loadApollo: (() => Promise<ApolloClient>) | undefined;

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
  currentHttp = http;
  setQueryHttp(http);
  const apolloOptions = { uri: `${baseURL.replace(/\/$/, '')}/graphql`, store, coordinator };
  const apolloClient = makeApollo?.(apolloOptions);
  apollo = apolloClient ? Promise.resolve(apolloClient) : undefined;
  loadApollo = () => import('./apollo').then(({ createApolloClient }) => createApolloClient(apolloOptions));
  return { http, coordinator, apolloClient };
}

/** The one Apollo client, created on first call. */
export function getApolloClient(): Promise<ApolloClient> {
  if (!loadApollo) return Promise.reject(new Error('createApiClient() has not run'));
  apollo ??= loadApollo();
  return apollo;
}

/** Clears Apollo's cache if Apollo was ever loaded (login and logout reset the data cache). */
export async function resetApolloCache(): Promise<void> {
  if (apollo) await (await apollo).clearStore();
}

/**
 * Asks the platform's root (the maintenance check of spec §7) whether it answers again. True on any valid
 * answer; the answer itself also clears a failure through onApiAnswered.
 */
export async function probeApi(): Promise<boolean> {
  if (!currentHttp) return false;
  try {
    await currentHttp.get('/');
    return true;
  } catch {
    return false;
  }
}
