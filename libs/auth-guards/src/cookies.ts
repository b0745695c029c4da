import { AUTH_COOKIE, readCookie, removeCookie, writeCookie } from '@lobby/util';

/** Cookie names of spec §3. */
export const cookieNames = {
  auth: AUTH_COOKIE,
  apolloToken: 'apollo-token',
  username: 'username',
  line: 'line',
  alert: 'alert',
  transferPage: 'transferPage',
  forgot: 'forgot',
  maintenance: 'maintenance',
} as const;

/** Apollo token cookie lives 7 days (spec §9); the login token the same unless the server says otherwise. */
export const APOLLO_TOKEN_DAYS = 7;
export const AUTH_DAYS = 7;

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  userId: string;
  username: string;
}

export function readStoredSession(): StoredSession | null {
  const raw = readCookie(cookieNames.auth);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (
      typeof value.accessToken !== 'string' ||
      typeof value.refreshToken !== 'string' ||
      typeof value.userId !== 'string'
    )
      return null;
    return {
      accessToken: value.accessToken,
      refreshToken: value.refreshToken,
      userId: value.userId,
      username: value.username ?? readCookie(cookieNames.username) ?? '',
    };
  } catch {
    return null;
  }
}

/** On login: the token cookie with its expiry in days (removed if empty), username and apollo-token cookies. */
export function writeStoredSession(session: StoredSession, days = AUTH_DAYS): void {
  if (!session.accessToken) {
    clearSessionCookies();
    return;
  }
  writeCookie(cookieNames.auth, JSON.stringify(session), { days });
  writeCookie(cookieNames.apolloToken, session.accessToken, { days: APOLLO_TOKEN_DAYS });
  writeCookie(cookieNames.username, session.username, { days });
}

/** Logout removes exactly these (spec §4), plus the token itself. */
export const logoutCookies = [
  cookieNames.auth,
  cookieNames.username,
  cookieNames.line,
  cookieNames.alert,
  cookieNames.transferPage,
] as const;

export function clearSessionCookies(): void {
  for (const name of logoutCookies) removeCookie(name);
  removeCookie(cookieNames.apolloToken);
}

export const forgotCookie = {
  isSet: () => readCookie(cookieNames.forgot) === '1',
  set: () => writeCookie(cookieNames.forgot, '1', { days: 1 }),
  clear: () => removeCookie(cookieNames.forgot),
};
