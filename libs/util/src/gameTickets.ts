/**
 * After a password change the platform kills the game tickets the session launched (issue #10 item 6): a game
 * window opened before then can no longer bet. The change-password page announces it; game pages in this tab and in
 * the site's other tabs (through the `storage` event) launch again.
 */
const KEY = 'lobby:game-tickets-expired';

export function announceGameTicketsExpired(): void {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage refused (private mode): other tabs relaunch when they are opened again.
  }
  window.dispatchEvent(new Event(KEY));
}

/** Calls `listener` whenever the session's game tickets expire; returns the unsubscribe. */
export function onGameTicketsExpired(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(KEY, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(KEY, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
