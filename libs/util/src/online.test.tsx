import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './online';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('useOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser going offline and coming back', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => goOffline(true));
    expect(result.current).toBe(false);
    act(() => goOffline(false));
    expect(result.current).toBe(true);
  });
});
