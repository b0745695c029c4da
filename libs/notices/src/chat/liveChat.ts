import { useSyncExternalStore } from 'react';

/**
 * The brand's live chat widget (spec §2 footer, §9): its script is added once the page is interactive and tried up
 * to 10 times, 1 s apart, until it has defined `window.LobbyChat`; the buttons that open it show only once it has.
 * One per page: the footer button, the phone tab bar's item and the loader share this state.
 */
export type LiveChatStatus = 'off' | 'loading' | 'ready' | 'failed';

export interface LiveChatApi {
  open(): void;
  close?(): void;
}

declare global {
  interface Window {
    LobbyChat?: LiveChatApi;
  }
}

export const CHAT_ATTEMPTS = 10;
export const CHAT_RETRY_MS = 1000;

let status: LiveChatStatus = 'off';
let started: string | undefined;
const listeners = new Set<() => void>();

function setStatus(next: LiveChatStatus) {
  status = next;
  for (const listener of listeners) listener();
}

const chatApi = () => window.LobbyChat;

/**
 * Loads the chat script from `src` (once per page, whatever calls it again). An attempt adds the script and waits
 * for it to load; a script that fails to load is removed and added again a second later; one that loaded but has
 * not defined the API yet is given another second. After the last attempt the chat is `failed` and stays hidden.
 */
export function startLiveChat(src: string, { attempts = CHAT_ATTEMPTS, retryMs = CHAT_RETRY_MS } = {}): void {
  if (started) return;
  started = src;
  let tries = 0;
  let script: HTMLScriptElement | undefined;

  const attempt = () => {
    if (started !== src) return;
    tries += 1;
    if (chatApi()) return setStatus('ready');
    if (script) return waitOrGiveUp(); // loaded earlier; its API may still be setting up
    const tag = document.createElement('script');
    tag.src = src;
    tag.async = true;
    tag.dataset.lobbyChat = '';
    tag.addEventListener('load', () => {
      script = tag;
      if (chatApi()) setStatus('ready');
      else waitOrGiveUp();
    });
    tag.addEventListener('error', () => {
      tag.remove();
      waitOrGiveUp();
    });
    document.head.append(tag);
  };
  const waitOrGiveUp = () => {
    if (tries >= attempts) setStatus('failed');
    else setTimeout(attempt, retryMs);
  };

  setStatus('loading');
  attempt();
}

/** Opens the chat panel (the widget's own). */
export function openLiveChat(): void {
  chatApi()?.open();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the chat stands; re-renders when it loads or gives up. */
export function useLiveChatStatus(): LiveChatStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'off',
  );
}

/** Tests and stories: forget the chat (and optionally say where it stands). */
export function resetLiveChat(next: LiveChatStatus = 'off'): void {
  started = undefined;
  document.querySelectorAll('script[data-lobby-chat]').forEach((tag) => tag.remove());
  setStatus(next);
}
