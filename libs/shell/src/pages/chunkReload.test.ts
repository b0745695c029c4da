import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForChunkError } from './chunkReload';

describe('reloadOnceForChunkError', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.stubGlobal('location', { reload });
  });

  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

  it('reloads once for a failed chunk, then not again within a minute', () => {
    expect(reloadOnceForChunkError(chunkError, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(chunkError, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again after a minute', () => {
    reloadOnceForChunkError(chunkError, 1_000_000);
    expect(reloadOnceForChunkError(chunkError, 1_061_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    expect(reloadOnceForChunkError(new Error('boom'), 1_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
