import type { AxiosInstance } from 'axios';
import { awaitQueryHttp } from './baseQuery';
import type { ApiClientOptions } from './client';
import { clientStarting } from './clientState';

/** The API client's chunk (also how the build learns which chunk a page's HTML should name for the boot script). */
export const loadClientModule = () => import('./client');

/**
 * The site's API client, loaded in a chunk of its own right after the entry instead of in it (issue 14: the first
 * screen is prerendered HTML and needs no API call to paint): axios, the shared refresh and the refresh answer's
 * check. Queries, Apollo and the probe made before it is there wait for it; a chunk that fails to load (the network
 * dropped) is asked for again by the next call.
 */
export function startApiClient(options: ApiClientOptions): Promise<AxiosInstance> {
  let loading: Promise<AxiosInstance> | undefined;
  const load = () =>
    (loading ??= loadClientModule()
      .then(({ createApiClient }) => createApiClient(options).http)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  awaitQueryHttp(load);
  clientStarting(options.baseURL, load);
  return load();
}
