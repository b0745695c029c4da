import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api, apiStatusSlice } from '@lobby/api-client';
import { sessionSlice, type SessionState } from '@lobby/auth-guards';
import { sideBarSlice, type SideBarState } from './sideBarSlice';

/** Feature libs add their slices with rootReducer.inject(slice) — the shell never needs to know them. */
export const rootReducer = combineSlices(sideBarSlice, sessionSlice, apiStatusSlice, api);

export function createStore(preloaded: { sideBar: SideBarState; session: SessionState }) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as never,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type SiteStore = ReturnType<typeof createStore>;
export type SiteState = ReturnType<typeof rootReducer>;
export type SiteDispatch = SiteStore['dispatch'];
export const useSiteDispatch = useDispatch.withTypes<SiteDispatch>();
export const useSiteSelector = useSelector.withTypes<SiteState>();
