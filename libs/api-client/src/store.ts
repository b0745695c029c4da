import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';
import { apiStatusSlice } from './apiStatusSlice';

/**
 * Slices other libs add with `slice.injectInto(rootReducer)`; each declares its own here by augmentation:
 * `declare module '@lobby/api-client' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The site's root reducer. It lives here, below every feature, so features inject slices without the shell. */
export const rootReducer = combineSlices(apiStatusSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
