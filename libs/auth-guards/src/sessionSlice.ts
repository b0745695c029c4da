import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredSession } from './cookies';

export interface Counts {
  countFavourite: number;
  countRecent: number;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  userId: string | null;
  username: string | null;
  groupId: string | null;
  /** The member's bank group (profile user.group_bank), for targeted notices. */
  groupBank: string | null;
  credit: number | null;
  counts: Counts | null;
  isLineLogin: boolean;
  profileLoadedAt: number | null;
}

export const emptySession: SessionState = {
  accessToken: null,
  refreshToken: null,
  userId: null,
  username: null,
  groupId: null,
  groupBank: null,
  credit: null,
  counts: null,
  isLineLogin: false,
  profileLoadedAt: null,
};

export function sessionFromCookies(stored: StoredSession | null): SessionState {
  return stored ? { ...emptySession, ...stored } : emptySession;
}

export const sessionSlice = createSlice({
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
    creditLoaded: (state, action: PayloadAction<number>) => {
      state.credit = action.payload;
    },
    countsLoaded: (state, action: PayloadAction<Counts>) => {
      state.counts = action.payload;
    },
    profileLoaded: (state, action: PayloadAction<{ at: number; groupBank: string | null }>) => {
      state.profileLoadedAt = action.payload.at;
      state.groupBank = action.payload.groupBank;
    },
    lineLinkChecked: (state, action: PayloadAction<boolean>) => {
      state.isLineLogin = action.payload;
    },
  },
  selectors: {
    selectAuthenticated: (state) => Boolean(state.accessToken),
    selectSession: (state) => state,
    selectCredit: (state) => state.credit,
    selectCounts: (state) => state.counts,
  },
});

export const { loggedIn, tokensRefreshed, sessionCleared, creditLoaded, countsLoaded, profileLoaded, lineLinkChecked } =
  sessionSlice.actions;
export const { selectAuthenticated, selectSession, selectCredit, selectCounts } = sessionSlice.selectors;

/** The profile is refetched only when missing or older than 30 s (spec §4). */
export const PROFILE_MAX_AGE_MS = 30_000;

export function profileIsFresh(state: Pick<SessionState, 'profileLoadedAt'>, now = Date.now()): boolean {
  return state.profileLoadedAt !== null && now - state.profileLoadedAt < PROFILE_MAX_AGE_MS;
}
