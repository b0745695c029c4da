import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_MS,
  hasPageAnswers,
  PAGE_ANSWERS_ID,
  PAGE_DATA_META,
  startEarlyCalls,
  takeEarlyAnswer,
  takePageAnswer,
} from './pageData';

const named = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = PAGE_DATA_META;
  meta.content = content;
  document.head.append(meta);
};

const carried = (json: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_ID;
  script.textContent = json;
  document.body.append(script);
};

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  document.getElementById(PAGE_ANSWERS_ID)?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a page's early API calls", () => {
  it('start for a visitor at once, each answer taken once for the same address', async () => {
    const fetch = vi.fn(async (url: string) => new Response(JSON.stringify({ code: 0, url }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    named('/api/promotion/list?groupID=G&lang=th&limit=6 /api/other');
    startEarlyCalls('http://api.test/', false);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://api.test/api/promotion/list?groupID=G&lang=th&limit=6',
      'http://api.test/api/other',
    ]);
    // Started again (the page's script asked twice): still one call per address.
    startEarlyCalls('http://api.test', false);
    expect(fetch).toHaveBeenCalledTimes(2);
    const answer = await takeEarlyAnswer('http://api.test/api/other');
    expect(answer).toEqual({ status: 200, body: '{"code":0,"url":"http://api.test/api/other"}' });
    expect(takeEarlyAnswer('http://api.test/api/other')).toBeUndefined();
    expect(takeEarlyAnswer('http://api.test/api/unknown')).toBeUndefined();
    expect(takeEarlyAnswer('http://api.test/api/promotion/list?groupID=G&lang=th&limit=6')).toBeDefined();
  });

  it('are not made for a member, whose calls carry a token, nor from a page that names none', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startEarlyCalls('http://api.test', false);
    named('/api/mine');
    startEarlyCalls('http://api.test', true);
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyAnswer('http://api.test/api/mine')).toBeUndefined();
  });

  it('stand only for the start-up: an answer older than that is never handed out', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    named('/api/late');
    startEarlyCalls('http://api.test', false);
    vi.advanceTimersByTime(EARLY_ANSWER_MS + 1);
    expect(takeEarlyAnswer('http://api.test/api/late')).toBeUndefined();
  });

  it('that fail are left to the site, without an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    named('/api/down');
    startEarlyCalls('http://api.test', false);
    await expect(takeEarlyAnswer('http://api.test/api/down')).rejects.toThrow('offline');
  });
});

describe('the answers a page rendered with its data carries', () => {
  it('are taken once each, by a member too, and the calls they answer are not made again', () => {
    const fetch = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const list = '/api/promotion/list?groupID=G&lang=th&limit=6&offset=0';
    named(`${list} /api/other`);
    carried(JSON.stringify({ [list]: { status: 200, body: '{"code":0,"result":[]}' } }));
    startEarlyCalls('http://api.test/', false);
    expect(hasPageAnswers()).toBe(true);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://api.test/api/other']);
    expect(takePageAnswer(`http://api.test${list}`)).toEqual({ status: 200, body: '{"code":0,"result":[]}' });
    expect(takePageAnswer(`http://api.test${list}`)).toBeUndefined();
  });

  it('that are not JSON, or not answers, are none: the site asks the server', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    carried('{"/api/a": {"status": 200, "body": {}}, "api/b": {"status": 200, "body": ""}, "/api/c": null}');
    startEarlyCalls('http://api.test', true);
    expect(takePageAnswer('http://api.test/api/a')).toBeUndefined();
    expect(takePageAnswer('http://api.test/api/c')).toBeUndefined();
    document.getElementById(PAGE_ANSWERS_ID)?.remove();
    carried('{"/api/a": ');
    expect(() => startEarlyCalls('http://api.test', true)).not.toThrow();
    expect(takePageAnswer('http://api.test/api/a')).toBeUndefined();
  });
});
