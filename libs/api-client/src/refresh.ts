import { ApiError } from './errors';
import type { TokenStore, Tokens } from './tokens';

export type RefreshCall = (refreshToken: string) => Promise<Tokens>;

export interface RefreshCoordinator {
  /**
   * Called after a 7003 by a request that used `usedToken`. Resolves the access token to replay with, or
   * null when the session is over. Any number of parallel callers share one refresh call.
   */
  tokenAfterExpiry(usedToken: string | undefined): Promise<string | null>;
}

/**
 * One shared refresh for REST and GraphQL alike. A refresh that answers a code (7003 again, 7002, anything)
 * ends the session once; a refresh that cannot reach the server leaves the session alone and fails the calls.
 */
/**
 * Runs `task` while no other tab of this site runs one under the same name (the Web Locks API), or at once where the
 * browser has no locks. Tabs share the session's cookie, and a refresh token works once: two tabs refreshing together
 * would present the same token twice, which the server reads as theft and ends the session.
 */
export type CrossTabLock = <T>(task: () => Promise<T>) => Promise<T>;

export const webLock: CrossTabLock = (task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('lobby-token-refresh', task) : task();
};

export function createRefreshCoordinator(
  store: TokenStore,
  refreshCall: RefreshCall,
  lock: CrossTabLock = webLock,
): RefreshCoordinator {
  let inflight: Promise<string | null> | null = null;

  async function refreshOnce(usedToken: string | undefined): Promise<string | null> {
    // Another tab may have refreshed while this one waited for the lock: its tokens are the shared ones now.
    const current = store.accessToken();
    if (current && current !== usedToken) return current;
    const refreshToken = store.refreshToken();
    if (!refreshToken) {
      store.endSession('refresh-failed');
      return null;
    }
    try {
      const tokens = await refreshCall(refreshToken);
      store.saveTokens(tokens);
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'http')) throw error;
      store.endSession('refresh-failed');
      return null;
    }
  }

  return {
    tokenAfterExpiry(usedToken) {
      const current = store.accessToken();
      // Someone else refreshed while this call was in flight: just replay with the new token.
      if (current && current !== usedToken && !inflight) return Promise.resolve(current);
      inflight ??= lock(() => refreshOnce(usedToken)).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
