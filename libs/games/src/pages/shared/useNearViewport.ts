import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` below the viewport, and from then on: a row further down the page
 * asks for its games when the player scrolls towards it, not while the first screen starts (issue 14). True at once
 * where there is no IntersectionObserver (the build's render, jsdom).
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(element: T | null) => () => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return () => undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
