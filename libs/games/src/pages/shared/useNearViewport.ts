import { startTransition, useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` below the viewport, and from then on: a row further down the page
 * asks for its games when the player scrolls towards it, not while the first screen starts (issue 14). True at once
 * where there is no IntersectionObserver (the build's render, jsdom). The observer answers in a task of its own, after
 * a layout, and what the change renders is a transition a phone can slice: a section on the first screen asks in its
 * own slice of the start-up instead of in hydration's one long task of effects.
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
          startTransition(() => setNear(true));
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
