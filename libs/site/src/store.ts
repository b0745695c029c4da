import { configureStore } from '@reduxjs/toolkit';
import { api, rootReducer, type RootState } from '@lobby/api-client';

/** The site's one Redux store: the root reducer (with every slice libs injected) and RTK Query's middleware. */
export function createSiteStore(preloadedState: Partial<RootState> = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
