import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveChat, resetLiveChat, startLiveChat, useLiveChatStatus } from './liveChat';

const SRC = 'http://api.test/sandbox/chat/widget.js';
const script = () => document.querySelector<HTMLScriptElement>('script[data-lobby-chat]');
/** What the browser does with the script it was given: it fails to load, or loads (and maybe defines the API). */
const fail = () => script()!.dispatchEvent(new Event('error'));
const load = (defineApi = true) => {
  if (defineApi) window.LobbyChat = { open: vi.fn() };
  script()!.dispatchEvent(new Event('load'));
};

describe('the live chat loader (spec §2, §9)', () => {
  let added: number;
  beforeEach(() => {
    vi.useFakeTimers();
    resetLiveChat();
    delete window.LobbyChat;
    added = 0;
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added += nodes.length;
      append(...nodes);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    // The chat is one per page: the next file on this page finds none started.
    resetLiveChat();
    delete window.LobbyChat;
  });

  it('tries again 1 s after a failed load, and is ready once the script defines the chat', () => {
    const { result } = renderHook(() => useLiveChatStatus());
    act(() => startLiveChat(SRC));
    expect(result.current).toBe('loading');
    expect(script()?.src).toBe(SRC);
    for (let i = 0; i < 3; i++) {
      act(() => fail());
      expect(script()).toBeNull();
      act(() => vi.advanceTimersByTime(999));
      expect(script()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(script()).not.toBeNull();
    }
    act(() => load());
    expect(result.current).toBe('ready');
    expect(added).toBe(4);
  });

  it('gives up after 10 tries, 1 s apart, and stays hidden', () => {
    const { result } = renderHook(() => useLiveChatStatus());
    act(() => startLiveChat(SRC));
    for (let i = 0; i < 10; i++) {
      act(() => fail());
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(result.current).toBe('failed');
    expect(added).toBe(10);
    act(() => vi.advanceTimersByTime(60_000));
    expect(added).toBe(10);
  });

  it('waits for a script that loaded but sets its chat up a moment later', () => {
    const { result } = renderHook(() => useLiveChatStatus());
    act(() => startLiveChat(SRC));
    act(() => load(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('loading');
    window.LobbyChat = { open: vi.fn() };
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('ready');
    expect(added).toBe(1);
  });

  it('loads once per page however often it is started, and opens the widget’s panel', () => {
    act(() => startLiveChat(SRC));
    act(() => startLiveChat(SRC));
    expect(added).toBe(1);
    act(() => load());
    openLiveChat();
    expect(window.LobbyChat!.open).toHaveBeenCalledTimes(1);
  });
});
