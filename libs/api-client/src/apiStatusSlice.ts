import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ApiStatusState {
  /** Set when a non-exempt call failed: the page shows the maintenance / API error screen. */
  failure: { path: string; kind: string; code?: number } | null;
}

export const apiStatusSlice = createSlice({
  name: 'apiStatus',
  initialState: { failure: null } as ApiStatusState,
  reducers: {
    apiFailed: (state, action: PayloadAction<NonNullable<ApiStatusState['failure']>>) => {
      state.failure = action.payload;
    },
    apiRecovered: (state) => {
      state.failure = null;
    },
  },
  selectors: { selectApiFailure: (state) => state.failure },
});

export const { apiFailed, apiRecovered } = apiStatusSlice.actions;
export const { selectApiFailure } = apiStatusSlice.selectors;
