import { useEffect, useState } from 'react';

interface ChatApi {
  open(): void;
}

// globalThis: the page is also rendered at build time (prerendered HTML), where there is no window.
const chatApi = () => (globalThis as { LobbyChat?: ChatApi }).LobbyChat;

/**
 * The brand's live chat, once its widget has loaded: the shell's notices loader adds the operator's script, which
 * defines `window.LobbyChat` (the chat's one documented interface, libs/notices). Features do not import the notices
 * lib, so this asks the page every second for up to 30 s; `undefined` while there is none (no chat, not loaded yet, or
 * given up).
 */
export function useLiveChat(enabled: boolean): (() => void) | undefined {
  const [ready, setReady] = useState(() => enabled && Boolean(chatApi()));
  useEffect(() => {
    if (!enabled || ready) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (chatApi()) setReady(true);
      if (chatApi() || tries >= 30) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [enabled, ready]);
  return ready ? () => chatApi()?.open() : undefined;
}
