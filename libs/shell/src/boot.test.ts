import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_CONSENT_ID } from '@lobby/util';
import { PAGE_DATA_META, PAGE_MODULES_META, takeEarlyAnswer } from '@lobby/util/prerendered';
import { bootSite, BOOT_RETRY_MS } from './boot';

const banner = () => {
  const element = document.createElement('div');
  element.id = PRERENDERED_CONSENT_ID;
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.getElementById(PRERENDERED_CONSENT_ID)?.remove();
  document.cookie = 'consent=; max-age=0; path=/';
  vi.useRealTimers();
});

describe('the boot script', () => {
  it('loads the site only after the frame that paints the prerendered page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const startSite = vi.fn();
    const load = vi.fn(() => Promise.resolve({ startSite }));
    bootSite(load, {});
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    // Started in a task after the one that evaluated the site's modules.
    expect(startSite).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(startSite).toHaveBeenCalledTimes(1);
  });

  it("asks for the page's own chunks named by its HTML together with the site's code, once each", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const meta = document.createElement('meta');
    meta.name = PAGE_MODULES_META;
    meta.content = '/assets/Page.js  /assets/locales.js /assets/Page.css';
    document.head.append(meta);
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) =>
        [link.rel, link.getAttribute('as'), link.getAttribute('href')].filter(Boolean).join(' '),
      );
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ startSite: vi.fn() });
    bootSite(load, {});
    expect(preloaded()).toEqual([]);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    // In the task after the one that asked for the site's code.
    expect(preloaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const asked = [
      'modulepreload /assets/Page.js',
      'modulepreload /assets/locales.js',
      'preload style /assets/Page.css',
    ];
    expect(preloaded()).toEqual(asked);
    // A stylesheet is only fetched, in the mode the chunk's own link will ask for it.
    expect(document.head.querySelector('link[as="style"]')?.getAttribute('crossorigin')).toBe('');
    await vi.advanceTimersByTimeAsync(BOOT_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(preloaded()).toEqual(asked);
    meta.remove();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
  });

  it('keeps the consent banner for a first visit and removes it for a visitor who already chose', () => {
    const first = banner();
    bootSite(() => new Promise(() => undefined), {});
    expect(first.isConnected).toBe(true);
    first.remove();
    document.cookie = `consent=${encodeURIComponent('{"v":"2026-11"}')}; path=/`;
    const returning = banner();
    bootSite(() => new Promise(() => undefined), {});
    expect(returning.isConnected).toBe(false);
  });

  it('asks again for the site when its code failed to load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const startSite = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ startSite });
    bootSite(load, {});
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(startSite).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BOOT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(startSite).toHaveBeenCalledTimes(1);
  });

  it("starts the page's first API calls before the first paint, on the serving server's API, for visitors", () => {
    const fetch = vi.fn(async () => new Response('{"code":0}'));
    vi.stubGlobal('fetch', fetch);
    const metas = [
      Object.assign(document.createElement('meta'), { name: 'lobby-api-url', content: 'http://api.example' }),
      Object.assign(document.createElement('meta'), { name: PAGE_DATA_META, content: '/api/promotion/list?lang=th' }),
    ];
    document.head.append(...metas);
    try {
      document.cookie = `auth=${encodeURIComponent('{"accessToken":"a"}')}; path=/`;
      bootSite(() => new Promise(() => undefined), { VITE_API_URL: 'http://build.example' });
      expect(fetch).not.toHaveBeenCalled();
      document.cookie = 'auth=; max-age=0; path=/';
      bootSite(() => new Promise(() => undefined), { VITE_API_URL: 'http://build.example' });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(takeEarlyAnswer('http://api.example/api/promotion/list?lang=th')).toBeDefined();
    } finally {
      metas.forEach((meta) => meta.remove());
      vi.unstubAllGlobals();
    }
  });
});
