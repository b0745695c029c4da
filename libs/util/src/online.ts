import { useSyncExternalStore } from 'react';

/** Whether the browser has a network (navigator.onLine); a server-less render or an old browser counts as online. */
export const isOnline = (): boolean => globalThis.navigator?.onLine ?? true;

/** Calls `listener` whenever the browser goes offline or comes back; returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The browser's network state, re-rendering when it changes: polls pause while it is false (nothing to reach) and
 * the offline banner shows.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
