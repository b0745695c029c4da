/**
 * Runs `task` once the page has loaded and the browser is first idle (at most 2 s after load): work the first
 * screen does not need (measuring it, the service worker) never competes with its paint or hydration.
 */
export function afterLoad(task: () => void): void {
  const idle = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => task(), { timeout: 2000 });
    else window.setTimeout(task);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
