import type { SessionEndReason, TokenStore } from '@lobby/api-client';
import type { Dispatch } from '@reduxjs/toolkit';
import { clearSessionCookies, writeStoredSession } from './cookies';
import { sessionCleared, tokensRefreshed, type SessionState } from './sessionSlice';

/** The api-client's view of the session: Redux state for reading, cookies kept in step on every change. */
export function createTokenStore(
  getSession: () => SessionState,
  dispatch: Dispatch,
  onEnded: (reason: SessionEndReason) => void,
): TokenStore {
  return {
    accessToken: () => getSession().accessToken ?? undefined,
    refreshToken: () => getSession().refreshToken ?? undefined,
    saveTokens(tokens) {
      dispatch(tokensRefreshed(tokens));
      const s = getSession();
      writeStoredSession({
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        userId: s.userId ?? '',
        username: s.username ?? '',
      });
    },
    endSession(reason) {
      if (!getSession().accessToken) return;
      clearSessionCookies();
      dispatch(sessionCleared());
      onEnded(reason);
    },
  };
}
