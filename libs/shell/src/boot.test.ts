import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_CONSENT_ID } from '@lobby/util';
import { PAGE_DATA_META, PAGE_MODULES_META, takeEarlyAnswer } from '@lobby/util/prerendered';
import { bootSite, BOOT_RETRY_MS, FRAME_WAIT_MS, oneTaskEach } from './boot';
import { TAKEOVER_EVENT, VISITOR_MARK } from './site/bootSignals';

/** The first frame, painted, then the next one (by then the first is on screen). */
const twoFrames = () => {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
};

const banner = () => {
  const element = document.createElement('div');
  element.id = PRERENDERED_CONSENT_ID;
  document.body.append(element);
  return element;
};

afterEach(() => {
  // The site's takeover ends the boot script's hold on early forms: the next test's boot starts its own.
  document.dispatchEvent(new CustomEvent(TAKEOVER_EVENT, { detail: { hydrated: false } }));
  document.head.querySelectorAll('meta, link').forEach((element) => element.remove());
  document.getElementById(PRERENDERED_CONSENT_ID)?.remove();
  document.cookie = 'consent=; max-age=0; path=/';
  vi.useRealTimers();
});

describe('the boot script', () => {
  it('loads the site only after the frame that paints the prerendered page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const startSite = vi.fn();
    const load = vi.fn(() => Promise.resolve({ startSite }));
    bootSite(load, {}, null);
    expect(load).not.toHaveBeenCalled();
    twoFrames();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    // Started in a task after the one that evaluated the site's modules.
    expect(startSite).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(startSite).toHaveBeenCalledTimes(1);
  });

  it('waits for a slow first frame, goes when the tab is sent away first, and gives up waiting at last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // Frames only when the test says so: a slow phone still laying the page out runs none for half a second.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
    try {
      const load = vi.fn(() => new Promise<never>(() => undefined));
      bootSite(load, {}, null);
      await vi.advanceTimersByTimeAsync(500);
      expect(load).not.toHaveBeenCalled();
      nextFrame();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).not.toHaveBeenCalled();
      nextFrame();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(1);

      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      const later = vi.fn(() => new Promise<never>(() => undefined));
      bootSite(later, {}, null);
      visibility.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(1);
      expect(later).toHaveBeenCalledTimes(1);
      visibility.mockRestore();

      // A browser that never runs a frame for a shown page still gets the site, after the longest wait.
      const frameless = vi.fn(() => new Promise<never>(() => undefined));
      bootSite(frameless, {}, null);
      await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS - 1);
      expect(frameless).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(frameless).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for the chunks its HTML names one per task, then for the site's code, once each", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const named = ['/assets/site.js', '/assets/react.js', '/assets/api.js', '/assets/i18n.js', '/assets/Page.js'];
    const meta = document.createElement('meta');
    meta.name = PAGE_MODULES_META;
    meta.content = `${named.join('  ')} /assets/Page.css /assets/site.js`;
    document.head.append(meta);
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) =>
        [link.rel, link.getAttribute('as'), link.getAttribute('href')].filter(Boolean).join(' '),
      );
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ startSite: vi.fn() });
    bootSite(load, {}, null);
    expect(preloaded()).toEqual([]);
    twoFrames();
    const asked = [...named.map((href) => `modulepreload ${href}`), 'preload style /assets/Page.css'];
    // The first in the task after the first paint, then one more per task; the site's code once all are asked for.
    for (let count = 1; count <= asked.length; count++) {
      vi.advanceTimersToNextTimer();
      expect(preloaded()).toEqual(asked.slice(0, count));
      expect(load).not.toHaveBeenCalled();
    }
    vi.advanceTimersToNextTimer();
    expect(load).toHaveBeenCalledTimes(1);
    // A stylesheet is only fetched, in the mode the chunk's own link will ask for it.
    expect(document.head.querySelector('link[as="style"]')?.getAttribute('crossorigin')).toBe('');
    await vi.advanceTimersByTimeAsync(BOOT_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(preloaded()).toEqual(asked);
  });

  it('evaluates modules one task each (the store: its libraries, then the api built from them)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const order: string[] = [];
    const done = vi.fn();
    void oneTaskEach(
      async () => order.push('libraries'),
      async () => order.push('api'),
    )().then(done);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual(['libraries']);
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['libraries', 'api']);
    expect(done).toHaveBeenCalled();
  });

  it("evaluates the store's modules a task before the site's, and asks again for both when they failed", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const order: string[] = [];
    const firstModules = vi
      .fn()
      .mockImplementationOnce(async () => {
        order.push('store (offline)');
        throw new Error('offline');
      })
      .mockImplementation(async () => order.push('store'));
    const startSite = vi.fn(() => order.push('start'));
    const load = vi.fn(async () => (order.push('site'), { startSite }));
    bootSite(load, {}, firstModules);
    twoFrames();
    await vi.advanceTimersToNextTimerAsync();
    expect(order).toEqual(['store (offline)']);
    await vi.advanceTimersByTimeAsync(BOOT_RETRY_MS);
    expect(order).toEqual(['store (offline)', 'store']);
    // The site's modules are evaluated in the next task, not in the one that evaluated the store's.
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['store (offline)', 'store', 'site']);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['store (offline)', 'store', 'site', 'start']);
  });

  it('asks for the next chunk with scheduler.postTask where the browser has it (chained timers are held back)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const tasks: Array<() => void> = [];
    const postTask = vi.fn((run: () => void) => (tasks.push(run), Promise.resolve()));
    vi.stubGlobal('scheduler', { postTask });
    const meta = document.createElement('meta');
    meta.name = PAGE_MODULES_META;
    meta.content = '/assets/site.js /assets/react.js /assets/Page.js';
    document.head.append(meta);
    const load = vi.fn(() => new Promise<never>(() => undefined));
    bootSite(load, {}, null);
    twoFrames();
    vi.advanceTimersToNextTimer();
    const links = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    expect(links()).toBe(1);
    expect(postTask).toHaveBeenCalledTimes(1);
    tasks.shift()!();
    tasks.shift()!();
    expect(links()).toBe(3);
    expect(load).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('asks for them all at once in a tab in the background, where a timer waits a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const meta = document.createElement('meta');
    meta.name = PAGE_MODULES_META;
    meta.content = Array.from({ length: 12 }, (_, i) => `/assets/chunk${i}.js`).join(' ');
    document.head.append(meta);
    const load = vi.fn(() => new Promise<never>(() => undefined));
    bootSite(load, {}, null);
    // One task: the one that starts the site (no frame runs in the background: the frame wait's timer).
    vi.advanceTimersToNextTimer();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(12);
    expect(load).toHaveBeenCalledTimes(1);
    hidden.mockRestore();
  });

  it('keeps the consent banner for a first visit and removes it for a visitor who already chose', () => {
    // The site's start, later, is not this test's: its timers never run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const first = banner();
    bootSite(() => new Promise(() => undefined), {}, null);
    expect(first.isConnected).toBe(true);
    first.remove();
    document.cookie = `consent=${encodeURIComponent('{"v":"2026-11"}')}; path=/`;
    const returning = banner();
    bootSite(() => new Promise(() => undefined), {}, null);
    expect(returning.isConnected).toBe(false);
  });

  it('marks a browser without a session cookie as a visitor before the first paint, and a member not', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const html = document.documentElement;
    try {
      bootSite(() => new Promise(() => undefined), {}, null);
      expect(html.hasAttribute(VISITOR_MARK)).toBe(true);
      html.removeAttribute(VISITOR_MARK);
      document.cookie = `auth=${encodeURIComponent('{"accessToken":"a"}')}; path=/`;
      bootSite(() => new Promise(() => undefined), {}, null);
      expect(html.hasAttribute(VISITOR_MARK)).toBe(false);
    } finally {
      document.cookie = 'auth=; max-age=0; path=/';
      html.removeAttribute(VISITOR_MARK);
    }
  });

  it('holds a form sent before the site takes over and sends it again once the hydrated page is shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const html = document.documentElement;
    const form = document.createElement('form');
    const send = Object.assign(document.createElement('button'), { type: 'submit', disabled: true });
    send.dataset.awaitingScript = 'true';
    form.append(send);
    document.body.append(form);
    const sent: (HTMLElement | null)[] = [];
    try {
      bootSite(() => new Promise(() => undefined), {}, null);
      // The button the HTML kept disabled for a browser without script can be pressed now.
      expect(send.disabled).toBe(false);
      const early = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: send });
      form.dispatchEvent(early);
      // Not a page load: what was typed stays.
      expect(early.defaultPrevented).toBe(true);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push(event.submitter);
      });
      document.dispatchEvent(new CustomEvent(TAKEOVER_EVENT, { detail: { hydrated: true } }));
      await Promise.resolve();
      expect(sent).toEqual([]);
      html.dataset.session = 'visitor';
      await vi.waitFor(() => expect(sent).toEqual([send]));
      // From the takeover on, the site's own handler takes a form as it is sent.
      const later = new SubmitEvent('submit', { cancelable: true, bubbles: true });
      form.dispatchEvent(later);
      expect(sent).toHaveLength(2);
    } finally {
      form.remove();
      delete html.dataset.session;
    }
  });

  it('keeps the language of a language link pressed before the site has loaded, for 365 days', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const link = Object.assign(document.createElement('a'), { href: '#english', hreflang: 'en' });
    const label = document.createElement('span');
    link.append(label);
    document.body.append(link);
    const written = vi.spyOn(document, 'cookie', 'set');
    try {
      bootSite(() => new Promise(() => undefined), {}, null);
      label.click();
      expect(written).toHaveBeenCalledWith(expect.stringMatching(/^lang=en; path=\/; .*max-age=31536000/));
      written.mockClear();
      document.body.click();
      expect(written).not.toHaveBeenCalled();
    } finally {
      written.mockRestore();
      link.remove();
      document.cookie = 'lang=; max-age=0; path=/';
    }
  });

  it('drops what it held when the site renders the page anew (the held form is gone)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const form = document.createElement('form');
    document.body.append(form);
    const sent = vi.fn((event: Event) => event.preventDefault());
    try {
      bootSite(() => new Promise(() => undefined), {}, null);
      form.dispatchEvent(new SubmitEvent('submit', { cancelable: true, bubbles: true }));
      form.addEventListener('submit', sent);
      document.dispatchEvent(new CustomEvent(TAKEOVER_EVENT, { detail: { hydrated: false } }));
      document.documentElement.dataset.session = 'visitor';
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      expect(sent).not.toHaveBeenCalled();
    } finally {
      form.remove();
      delete document.documentElement.dataset.session;
    }
  });

  it('asks again for the site when its code failed to load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const startSite = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ startSite });
    bootSite(load, {}, null);
    twoFrames();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(startSite).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BOOT_RETRY_MS);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(startSite).toHaveBeenCalledTimes(1);
  });

  it("starts the page's first API calls before the first paint, on the serving server's API, for visitors", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const fetch = vi.fn(async () => new Response('{"code":0}'));
    vi.stubGlobal('fetch', fetch);
    const metas = [
      Object.assign(document.createElement('meta'), { name: 'lobby-api-url', content: 'http://api.example' }),
      Object.assign(document.createElement('meta'), { name: PAGE_DATA_META, content: '/api/promotion/list?lang=th' }),
    ];
    document.head.append(...metas);
    try {
      document.cookie = `auth=${encodeURIComponent('{"accessToken":"a"}')}; path=/`;
      bootSite(() => new Promise(() => undefined), { VITE_API_URL: 'http://build.example' }, null);
      expect(fetch).not.toHaveBeenCalled();
      document.cookie = 'auth=; max-age=0; path=/';
      bootSite(() => new Promise(() => undefined), { VITE_API_URL: 'http://build.example' }, null);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(takeEarlyAnswer('http://api.example/api/promotion/list?lang=th')).toBeDefined();
    } finally {
      metas.forEach((meta) => meta.remove());
      vi.unstubAllGlobals();
    }
  });
});
