import { api, getApolloClient, resetApolloCache, ResponseCode } from '@lobby/api-client';
import { GetFavouriteAndRecentDocument } from '@lobby/api-client/gql';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { clearSessionCookies, forgotCookie, writeStoredSession } from './cookies';
import {
  countsLoaded,
  loggedIn,
  profileIsFresh,
  profileLoaded,
  selectSession,
  sessionCleared,
  type SessionState,
} from './sessionSlice';
import { sessionApi, type LoginAnswer } from './sessionApi';

type State = { session: SessionState };

export function useSessionState(): SessionState {
  return useSelector((state: State) => selectSession(state));
}

/** Login and logout as spec §4 describes them: cookies, cache reset, profile and counts. */
export function useSessionActions() {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const session = useSessionState();

  const loadCounts = useCallback(
    async (userID: string) => {
      const apollo = await getApolloClient();
      const { data } = await apollo.query({
        query: GetFavouriteAndRecentDocument,
        variables: { userID },
        fetchPolicy: 'network-only',
      });
      if (data) dispatch(countsLoaded(data.getFavouriteAndRecent));
    },
    [dispatch],
  );

  const ensureProfile = useCallback(async () => {
    if (profileIsFresh(session)) return;
    const result = (await dispatch(sessionApi.endpoints.profile.initiate(undefined, { forceRefetch: true }))) as {
      data?: { user?: { group_bank?: string | null } };
    };
    if (result.data) dispatch(profileLoaded({ at: Date.now(), groupBank: result.data.user?.group_bank ?? null }));
  }, [dispatch, session]);

  /** Stores a successful login answer: cookies, state, a fresh data cache, profile and counts. */
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
      if (answer.profile)
        dispatch(profileLoaded({ at: Date.now(), groupBank: answer.profile.user?.group_bank ?? null }));
      await loadCounts(stored.userId).catch(() => undefined);
    },
    [dispatch, loadCounts],
  );

  /** Logout: tell the server (best effort), clear the spec's cookies and state; the caller goes home. */
  const logout = useCallback(async () => {
    await dispatch(sessionApi.endpoints.logout.initiate());
    clearSessionCookies();
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    await resetApolloCache();
  }, [dispatch]);

  return { completeLogin, logout, ensureProfile, loadCounts };
}
