import { afterLoad } from './afterLoad';

/**
 * A production build registers its service worker (`/sw.js`, written by tools/vite-brand) once the page has loaded and
 * is idle: the first visit paints as before, and the next one paints from the worker's cache. The worker takes over
 * and drops older builds by itself; the page is never reloaded for it (a chunk of an old build that is gone reloads
 * once, spec §8). Development servers and tests have no worker.
 */
export function registerServiceWorker(enabled: boolean = import.meta.env.PROD): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  afterLoad(() => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
