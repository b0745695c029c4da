import type { PagePrefetchContext } from '@lobby/util';
import { memberApi } from '../memberApi';

/**
 * The prefetch of a page whose first screen is one of the brand's public lists: asked for before the page hydrates
 * with the arguments `usePublic` gives its query, so the build names it in the page's HTML for the boot script.
 */
export const prefetchPublic =
  (endpoint: 'tournaments' | 'events') =>
  ({ dispatch, locale, groupId }: PagePrefetchContext) =>
    dispatch(memberApi.util.prefetch(endpoint, { groupID: groupId, lang: locale }, {}));
