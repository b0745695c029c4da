export { guardRoute, safeReturnPath, type BrandFlags, type GuardInput, type GuardResult } from './guards';
export {
  cookieNames,
  readStoredSession,
  writeStoredSession,
  clearSessionCookies,
  forgotCookie,
  logoutCookies,
  APOLLO_TOKEN_DAYS,
  AUTH_DAYS,
  type StoredSession,
} from './cookies';
export {
  sessionSlice,
  sessionFromCookies,
  emptySession,
  loggedIn,
  sessionRestored,
  sessionCleared,
  lineLinkChecked,
  selectAuthenticated,
  selectSession,
  type SessionState,
  type Counts,
} from './sessionSlice';
export { createTokenStore } from './tokenStore';
export {
  sessionApi,
  useLoginMutation,
  useLogoutMutation,
  useProfileQuery,
  useCreditQuery,
  type LoginAnswer,
  type LoginArgs,
  type Profile,
} from './sessionApi';
export { useSessionActions, useSessionState, PROFILE_MAX_AGE_SECONDS } from './useSession';
export { useCounts } from './useCounts';
