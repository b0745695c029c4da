import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sideBarSlice, type SideBarState } from './sideBarSlice';

/** Feature libs add their slices with rootReducer.inject(slice) — the shell never needs to know them. */
export const rootReducer = combineSlices(sideBarSlice);

export function createStore(preloaded: { sideBar: SideBarState }) {
  return configureStore({ reducer: rootReducer, preloadedState: preloaded });
}

export type SiteStore = ReturnType<typeof createStore>;
export type SiteState = ReturnType<SiteStore['getState']>;
export type SiteDispatch = SiteStore['dispatch'];
export const useSiteDispatch = useDispatch.withTypes<SiteDispatch>();
export const useSiteSelector = useSelector.withTypes<SiteState>();
