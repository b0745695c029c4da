/** What the API layer needs from the session, provided by auth-guards (the api-client owns no cookies). */
export interface TokenStore {
  /** The session's current tokens, as every tab of the site sees them (another tab may have refreshed them). */
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  saveTokens(tokens: Tokens): void;
  /** The session cannot go on (7002, or a refresh that failed): clear it and go to login. */
  endSession(reason: SessionEndReason): void;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export type SessionEndReason = 'invalid' | 'refresh-failed';

/** Fixed scheme word of spec §7: "Authorization: <scheme> <access token>". */
export const AUTH_SCHEME = 'Bearer';

export const authorization = (token: string) => `${AUTH_SCHEME} ${token}`;
