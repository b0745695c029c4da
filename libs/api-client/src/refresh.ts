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
export function createRefreshCoordinator(store: TokenStore, refreshCall: RefreshCall): RefreshCoordinator {
  let inflight: Promise<string | null> | null = null;

  async function refreshOnce(): Promise<string | null> {
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
      inflight ??= refreshOnce().finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
