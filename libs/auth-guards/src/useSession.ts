import { api, resetApolloCache, ResponseCode, type RootState } from '@lobby/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { clearSessionCookies, forgotCookie, writeStoredSession } from './cookies';
import { loggedIn, selectSession, sessionCleared, type SessionState } from './sessionSlice';
import { sessionApi, type LoginAnswer } from './sessionApi';

/** The profile is refetched only when missing or older than 30 s (spec §4). */
export const PROFILE_MAX_AGE_SECONDS = 30;

export function useSessionState(): SessionState {
  return useSelector((state: RootState) => selectSession(state));
}

/** Login and logout as spec §4 describes them: cookies, cache reset and the profile. */
export function useSessionActions() {
  const dispatch = useDispatch<ThunkDispatch<RootState, unknown, UnknownAction>>();

  /** Loads the profile unless RTK Query holds one younger than 30 s. */
  const ensureProfile = useCallback(async () => {
    await dispatch(
      sessionApi.endpoints.profile.initiate(undefined, { subscribe: false, forceRefetch: PROFILE_MAX_AGE_SECONDS }),
    );
  }, [dispatch]);

  /** Stores a successful login answer: cookies, state, a fresh data cache and the profile it carries. */
  const completeLogin = useCallback(
    async (answer: LoginAnswer) => {
      if (answer.code !== ResponseCode.ok) return;
      const stored = {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        userId: answer.result._id,
        username: answer.result.username,
      };
      writeStoredSession(stored);
      forgotCookie.clear();
      dispatch(api.util.resetApiState());
      await resetApolloCache();
      dispatch(loggedIn({ ...stored, groupId: answer.groupID ?? null }));
      if (answer.profile) await dispatch(sessionApi.util.upsertQueryData('profile', undefined, answer.profile));
    },
    [dispatch],
  );

  /** Logout: tell the server (best effort), clear the spec's cookies and state; the caller goes home. */
  const logout = useCallback(async () => {
    await dispatch(sessionApi.endpoints.logout.initiate());
    clearSessionCookies();
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    await resetApolloCache();
  }, [dispatch]);

  return { completeLogin, logout, ensureProfile };
}
