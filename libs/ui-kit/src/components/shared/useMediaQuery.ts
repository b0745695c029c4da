import { useSyncExternalStore } from 'react';
import { useHydrated } from './useHydrated';

const notMatching = () => false;

/**
 * Whether a media query matches now, following changes (false where matchMedia is missing, as in jsdom). False until
 * the page is hydrated, as in the prerendered HTML: the real answer then comes with the hydration flip's render.
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    hydrated ? () => globalThis.matchMedia?.(query).matches ?? false : notMatching,
    notMatching,
  );
}
