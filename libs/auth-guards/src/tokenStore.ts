import type { SessionEndReason, TokenStore } from '@lobby/api-client';
import type { Dispatch } from '@reduxjs/toolkit';
import { clearSessionCookies, readStoredSession, writeStoredSession } from './cookies';
import { sessionCleared, tokensRefreshed, type SessionState } from './sessionSlice';

/** The api-client's view of the session: Redux state for reading, cookies kept in step on every change. */
export function createTokenStore(
  getSession: () => SessionState,
  dispatch: Dispatch,
  onEnded: (reason: SessionEndReason) => void,
): TokenStore {
  /**
   * The session as every tab sees it: when another tab of the site refreshed the same member's tokens, the shared
   * cookie holds the new pair and this tab takes it instead of presenting a refresh token that is already spent.
   */
  const shared = () => {
    const session = getSession();
    const stored = readStoredSession();
    if (session.accessToken && stored && stored.userId === session.userId && stored.accessToken !== session.accessToken)
      dispatch(tokensRefreshed({ accessToken: stored.accessToken, refreshToken: stored.refreshToken }));
    return getSession();
  };
  return {
    accessToken: () => shared().accessToken ?? undefined,
    refreshToken: () => shared().refreshToken ?? undefined,
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
