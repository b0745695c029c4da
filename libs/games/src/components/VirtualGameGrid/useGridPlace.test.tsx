import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGridPlace } from './useGridPlace';

/** A ResizeObserver whose callback the test calls, as the browser does after its layout. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.observed = [];
  }
}

function Page() {
  const { placeRef, place } = useGridPlace();
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <output>{place ? `${place.width}@${place.top}` : 'unplaced'}</output>
  ) : (
    <button ref={placeRef} onClick={() => setLoaded(true)}>
      skeleton
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeResizeObserver.all = [];
});

describe('useGridPlace', () => {
  it("hands the grid its skeleton's width and page top, read after the browser's layout, not in the commit", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(16, 250, 380, 600));
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    render(<Page />);
    expect(rect).not.toHaveBeenCalled();
    const [observer] = FakeResizeObserver.all;
    expect(observer?.observed).toEqual([screen.getByRole('button')]);
    observer!.callback();
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status')).toHaveTextContent('380@300');
    expect(observer!.observed).toEqual([]);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('leaves the grid to measure itself without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Page />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status')).toHaveTextContent('unplaced');
  });
});
