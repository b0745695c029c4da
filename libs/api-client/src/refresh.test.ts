import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createRefreshCoordinator } from './refresh';
import type { TokenStore, Tokens } from './tokens';

function memoryStore(initial: Tokens) {
  let tokens: Tokens | null = initial;
  const store: TokenStore & { ended: string[] } = {
    ended: [],
    accessToken: () => tokens?.accessToken,
    refreshToken: () => tokens?.refreshToken,
    saveTokens: (t) => {
      tokens = t;
    },
    endSession: (reason) => {
      tokens = null;
      store.ended.push(reason);
    },
  };
  return store;
}

describe('refresh coordinator', () => {
  it('shares one refresh among 20 parallel expired calls', async () => {
    const store = memoryStore({ accessToken: 'a1', refreshToken: 'r1' });
    const refresh = vi.fn(async () => ({ accessToken: 'a2', refreshToken: 'r2' }));
    const coordinator = createRefreshCoordinator(store, refresh);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => coordinator.tokenAfterExpiry('a1')));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(new Set(tokens)).toEqual(new Set(['a2']));
    expect(store.refreshToken()).toBe('r2');
  });

  it('does not refresh again for a call that used a token older than the current one', async () => {
    const store = memoryStore({ accessToken: 'a2', refreshToken: 'r2' });
    const refresh = vi.fn();
    const coordinator = createRefreshCoordinator(store, refresh);
    expect(await coordinator.tokenAfterExpiry('a1')).toBe('a2');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('ends the session exactly once when the refresh is refused, and never loops', async () => {
    const store = memoryStore({ accessToken: 'a1', refreshToken: 'r1' });
    const refresh = vi.fn(async () => {
      throw new ApiError('code', 7003, 'refresh expired');
    });
    const coordinator = createRefreshCoordinator(store, refresh);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => coordinator.tokenAfterExpiry('a1')));
    expect(tokens.every((t) => t === null)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.ended).toEqual(['refresh-failed']);
  });

  it('keeps the session when the server cannot be reached', async () => {
    const store = memoryStore({ accessToken: 'a1', refreshToken: 'r1' });
    const coordinator = createRefreshCoordinator(store, async () => {
      throw new ApiError('network', undefined, 'down');
    });
    await expect(coordinator.tokenAfterExpiry('a1')).rejects.toMatchObject({ kind: 'network' });
    expect(store.ended).toEqual([]);
    expect(store.accessToken()).toBe('a1');
  });
});
