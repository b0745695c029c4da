import { useCallback, useRef } from 'react';

/** Where a grid stands on the page: its width and its top from the page's start, in px. */
export interface GridPlace {
  width: number;
  top: number;
}

export function placeOf(el: Element): GridPlace {
  const rect = el.getBoundingClientRect();
  return { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
}

/**
 * Where a grid will stand, read off what holds its place while its games load (its skeleton): `placeRef` goes on
 * that element, `place` to the grid once it renders. Read by a ResizeObserver, after the browser's own layout, so
 * nothing lays the page out early; undefined until then (and without ResizeObserver), when the grid measures itself.
 */
export function useGridPlace() {
  const place = useRef<GridPlace | undefined>(undefined);
  const placeRef = useCallback((el: HTMLElement | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      place.current = placeOf(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { placeRef, place: place.current };
}
