import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@lobby/api-client';
import type { StoredSession } from './cookies';

export interface Counts {
  countFavourite: number;
  countRecent: number;
}

/**
 * Who is logged in (spec §3's auth session). Server data — balance, profile, counts — is not kept here: the query
 * caches own it (RTK Query for REST, Apollo for GraphQL).
 */
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  userId: string | null;
  username: string | null;
  groupId: string | null;
  isLineLogin: boolean;
}

export const emptySession: SessionState = {
  accessToken: null,
  refreshToken: null,
  userId: null,
  username: null,
  groupId: null,
  isLineLogin: false,
};

export function sessionFromCookies(stored: StoredSession | null): SessionState {
  return stored ? { ...emptySession, ...stored } : emptySession;
}

const session = createSlice({
  name: 'session',
  initialState: emptySession,
  reducers: {
    loggedIn: (state, action: PayloadAction<StoredSession & { groupId?: string | null }>) => ({
      ...emptySession,
      ...action.payload,
      groupId: action.payload.groupId ?? null,
      isLineLogin: state.isLineLogin,
    }),
    tokensRefreshed: (state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) => {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    sessionCleared: () => emptySession,
    /** The session the cookies hold, applied once the prerendered page has hydrated as a visitor's. */
    sessionRestored: (_state, action: PayloadAction<SessionState>) => action.payload,
    lineLinkChecked: (state, action: PayloadAction<boolean>) => {
      state.isLineLogin = action.payload;
    },
  },
  selectors: {
    selectAuthenticated: (state) => Boolean(state.accessToken),
    selectSession: (state) => state,
  },
});

declare module '@lobby/api-client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof session> {}
}

/** The session, injected into the site's root reducer. */
export const sessionSlice = session.injectInto(rootReducer);
export const { loggedIn, tokensRefreshed, sessionCleared, sessionRestored, lineLinkChecked } = sessionSlice.actions;
export const { selectAuthenticated, selectSession } = sessionSlice.selectors;
