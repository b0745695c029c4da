import type { ApolloClient } from '@apollo/client';
import type { AxiosInstance } from 'axios';

/**
 * What the running API client holds, without axios: the site's first screen reads it (Apollo on demand, the base URL,
 * the probe) while the client itself (axios, the refresh) is still loading (startApiClient).
 */
let http: AxiosInstance | undefined;
let started: (() => Promise<unknown>) | undefined;
let baseUrl: string | undefined;
let apollo: Promise<ApolloClient> | undefined;
let loadApollo: (() => Promise<ApolloClient>) | undefined;

/** createApiClient made the client: its axios instance and how to make the Apollo client. */
export function clientReady(client: {
  http: AxiosInstance;
  apolloClient?: ApolloClient;
  loadApollo: () => Promise<ApolloClient>;
}): void {
  http = client.http;
  baseUrl = client.http.defaults.baseURL;
  apollo = client.apolloClient ? Promise.resolve(client.apolloClient) : undefined;
  loadApollo = client.loadApollo;
}

/** The site started the client lazily (startApiClient): calls made before it is there wait for it. */
export function clientStarting(baseURL: string, load: () => Promise<unknown>): void {
  baseUrl = baseURL;
  started = load;
}

/** The one Apollo client, created on first call. */
export async function getApolloClient(): Promise<ApolloClient> {
  if (!loadApollo && started) await started();
  if (!loadApollo) throw new Error('createApiClient() has not run');
  apollo ??= loadApollo();
  return apollo;
}

/** The platform's base URL the site talks to (where a brand's `{api}` chat script lives). */
export function apiBaseUrl(): string | undefined {
  return baseUrl;
}

/** Re-asks the server for every GraphQL query on screen, if Apollo was ever loaded (the network came back). */
export async function refetchActiveGraphql(): Promise<void> {
  if (apollo) await (await apollo).refetchQueries({ include: 'active' });
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
  if (!http && started) await started().catch(() => undefined);
  if (!http) return false;
  try {
    await http.get('/');
    return true;
  } catch {
    return false;
  }
}
