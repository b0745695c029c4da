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

  it("a tab that waited for another tab's refresh replays with the shared tokens and refreshes nothing", async () => {
    const store = memoryStore({ accessToken: 'a1', refreshToken: 'r1' });
    const refresh = vi.fn(async () => ({ accessToken: 'x', refreshToken: 'x' }));
    // The other tab held the lock and rotated the shared pair meanwhile.
    const lockHeldByAnotherTab = async <T>(task: () => Promise<T>) => {
      store.saveTokens({ accessToken: 'a2', refreshToken: 'r2' });
      return task();
    };
    const coordinator = createRefreshCoordinator(store, refresh, lockHeldByAnotherTab);
    expect(await coordinator.tokenAfterExpiry('a1')).toBe('a2');
    expect(refresh).not.toHaveBeenCalled();
    expect(store.ended).toEqual([]);
  });

  it('two tabs that expire together present the refresh token once between them', async () => {
    const shared = memoryStore({ accessToken: 'a1', refreshToken: 'r1' });
    const spent = new Set<string>();
    const refresh = vi.fn(async (token: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      // The server's rule: a refresh token works once; presenting it again ends the session.
      if (spent.has(token)) throw new ApiError('code', 7002, 'refresh token already used');
      spent.add(token);
      return { accessToken: `a-${spent.size + 1}`, refreshToken: `r-${spent.size + 1}` };
    });
    let queue = Promise.resolve();
    const mutex = <T>(task: () => Promise<T>): Promise<T> => {
      const run = queue.then(task);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    };
    const [one, two] = [
      createRefreshCoordinator(shared, refresh, mutex),
      createRefreshCoordinator(shared, refresh, mutex),
    ];
    const tokens = await Promise.all([one.tokenAfterExpiry('a1'), two.tokenAfterExpiry('a1')]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(tokens).toEqual(['a-2', 'a-2']);
    expect(shared.ended).toEqual([]);
  });
});
