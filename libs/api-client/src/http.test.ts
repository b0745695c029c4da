import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_ID, PAGE_DATA_META, startEarlyCalls } from '@lobby/util/prerendered';
import { createHttp, createRefreshCall } from './http';
import { createRefreshCoordinator } from './refresh';
import type { TokenStore, Tokens } from './tokens';

function setup(options: {
  refresh?: (r: string) => Promise<Tokens>;
  respond: (config: InternalAxiosRequestConfig) => unknown;
}) {
  let tokens: Tokens | null = { accessToken: 'a1', refreshToken: 'r1' };
  const ended: string[] = [];
  const store: TokenStore = {
    accessToken: () => tokens?.accessToken,
    refreshToken: () => tokens?.refreshToken,
    saveTokens: (t) => {
      tokens = t;
    },
    endSession: (reason) => {
      tokens = null;
      ended.push(reason);
    },
  };
  const refresh = vi.fn(options.refresh ?? (async () => ({ accessToken: 'a2', refreshToken: 'r2' })));
  const failures: string[] = [];
  const http = createHttp({
    baseURL: 'http://api.test',
    store,
    coordinator: createRefreshCoordinator(store, refresh),
    onApiFailure: (path) => failures.push(path),
  });
  const seen: string[] = [];
  http.defaults.adapter = async (config) => {
    seen.push(String(config.headers.get('Authorization')));
    const data = options.respond(config);
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  return { http, refresh, ended, failures, seen, store };
}

const byToken = (config: InternalAxiosRequestConfig) =>
  config.headers.get('Authorization') === 'Bearer a1'
    ? { code: 7003, message: 'expired' }
    : { code: 0, result: { balance: 10 } };

describe('http client', () => {
  it('sends the Authorization header as "<scheme> <access token>"', async () => {
    const { http, seen } = setup({ respond: () => ({ code: 0 }) });
    await http.post('/api/v1/member/credit');
    expect(seen).toEqual(['Bearer a1']);
  });

  it('answers 20 parallel 7003s with exactly one refresh and one replay each', async () => {
    const { http, refresh, seen } = setup({ respond: byToken });
    const answers = await Promise.all(Array.from({ length: 20 }, () => http.post('/api/v1/member/credit')));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(answers.every((a) => a.data.code === 0)).toBe(true);
    expect(seen.filter((h) => h === 'Bearer a1')).toHaveLength(20);
    expect(seen.filter((h) => h === 'Bearer a2')).toHaveLength(20);
  });

  it('logs out once and stops when the refresh answers 7003 again — no loop', async () => {
    const { http, refresh, ended, seen } = setup({
      respond: () => ({ code: 7003 }),
      refresh: async () => {
        const { ApiError } = await import('./errors');
        throw new ApiError('code', 7003, 'refresh expired');
      },
    });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => http.post('/api/v1/member/credit')));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as { kind: string }).kind === 'session')).toBe(
      true,
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(ended).toEqual(['refresh-failed']);
    expect(seen).toHaveLength(20);
  });

  it('replays a call only once even if the replay expires too', async () => {
    const { http, seen } = setup({ respond: () => ({ code: 7003 }) });
    const answer = await http.post('/api/v1/member/credit');
    expect(answer.data.code).toBe(7003);
    expect(seen).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it('ends the session at once on 7002', async () => {
    const { http, ended, refresh } = setup({ respond: () => ({ code: 7002 }) });
    await expect(http.post('/api/v1/member/credit')).rejects.toMatchObject({ kind: 'session', code: 7002 });
    expect(ended).toEqual(['invalid']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('turns a malformed body into a clear error; shows the maintenance screen on non-exempt paths only', async () => {
    const { http, failures } = setup({ respond: () => '<html>502 Bad Gateway</html>' });
    await expect(http.post('/api/v1/member/credit')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(http.post('/api/v1/member/data/profile')).rejects.toMatchObject({ kind: 'malformed' });
    expect(failures).toEqual(['/api/v1/member/credit']);
  });

  it('reports an unreachable server as a network failure', async () => {
    const { http, failures } = setup({
      respond: (config) => new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED', config),
    });
    await expect(http.get('/api/v3/member/getPromotion')).rejects.toMatchObject({ kind: 'network' });
    expect(failures).toEqual(['/api/v3/member/getPromotion']);
  });

  it('leaves the page alone when a background call (the deposit poll) fails; the caller sees the failure', async () => {
    const { http, failures } = setup({
      respond: (config) => new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED', config),
    });
    await expect(http.post('/api/v1/member/payment/qr', {}, { background: true })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(failures).toEqual([]);
    await expect(http.post('/api/v1/member/payment/qr', {})).rejects.toMatchObject({ kind: 'network' });
    expect(failures).toEqual(['/api/v1/member/payment/qr']);
  });

  it('treats 9998 as a maintenance failure except on register and forgot', async () => {
    const { http, failures } = setup({ respond: () => ({ code: 9998, message: 'verify' }) });
    const onRegister = await http.post('/api/v1/member/register', {});
    expect(onRegister.data.code).toBe(9998);
    await expect(http.post('/api/v1/member/credit')).rejects.toMatchObject({ code: 9998 });
    expect(failures).toEqual(['/api/v1/member/credit']);
  });

  it('hands other codes to the caller untouched', async () => {
    const { http, failures } = setup({ respond: () => ({ code: 1005, result: { date: '2026-11-22T10:00:00Z' } }) });
    const answer = await http.post('/api/v1/member/withdraw', { balance: 500 });
    expect(answer.data).toMatchObject({ code: 1005, result: { date: '2026-11-22T10:00:00Z' } });
    expect(failures).toEqual([]);
  });
});

describe('the refresh call', () => {
  it("sends the brand's group id in the multipart form and the refresh token in Authorization", async () => {
    const post = vi.spyOn(axios, 'post').mockResolvedValue({
      data: { code: 0, message: 'success', access_token: 'a2', refresh_token: 'r2' },
    });
    try {
      await expect(createRefreshCall('http://api.test/', 'NKG01')('r1')).resolves.toEqual({
        accessToken: 'a2',
        refreshToken: 'r2',
      });
      const [url, form, config] = post.mock.calls[0]!;
      expect(url).toBe('http://api.test/refreshtoken/true');
      expect((form as FormData).get('groupID')).toBe('NKG01');
      expect(config?.headers).toMatchObject({ Authorization: 'Bearer r1' });
    } finally {
      post.mockRestore();
    }
  });

  it("refuses an answer that is not the contract's refresh answer", async () => {
    const post = vi.spyOn(axios, 'post').mockResolvedValue({ data: { code: 0, message: 'success' } });
    try {
      await expect(createRefreshCall('http://api.test')('r1')).rejects.toMatchObject({ kind: 'code', code: 0 });
    } finally {
      post.mockRestore();
    }
  });
});

describe("the boot script's early answers", () => {
  const pageCalls = (content: string) => {
    const meta = document.createElement('meta');
    meta.name = PAGE_DATA_META;
    meta.content = content;
    document.head.append(meta);
    return () => meta.remove();
  };

  function client(token?: string) {
    const network = vi.fn(async (config: InternalAxiosRequestConfig) => ({
      data: '{"code":0,"from":"network"}',
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
    }));
    const store: TokenStore = {
      accessToken: () => token,
      refreshToken: () => undefined,
      saveTokens: () => undefined,
      endSession: () => undefined,
    };
    const failures: string[] = [];
    const http = createHttp({
      baseURL: 'http://api.test',
      store,
      coordinator: createRefreshCoordinator(store, vi.fn()),
      onApiFailure: (path) => failures.push(path),
      network,
    });
    return { http, network, failures };
  }

  it('answer the same anonymous GET once, through the envelope check, and the network answers the next', async () => {
    const fetch = vi.fn(async () => new Response('{"code":0,"from":"early"}'));
    vi.stubGlobal('fetch', fetch);
    const removeMeta = pageCalls('/api/promotion/list?groupID=G&lang=th');
    try {
      startEarlyCalls('http://api.test', false);
      const { http, network } = client();
      const ask = () => http.get('/api/promotion/list', { params: { groupID: 'G', lang: 'th' } });
      expect((await ask()).data).toEqual({ code: 0, from: 'early' });
      expect(network).not.toHaveBeenCalled();
      expect((await ask()).data).toEqual({ code: 0, from: 'network' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      removeMeta();
      vi.unstubAllGlobals();
    }
  });

  it("never answer a member's call, another address, or with a failure the network may not repeat", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response('{"code":0}', { status: url.endsWith('down') ? 502 : 200 })),
    );
    const removeMeta = pageCalls('/api/mine /api/down /api/other');
    try {
      startEarlyCalls('http://api.test', false);
      const member = client('a1');
      await member.http.get('/api/mine');
      const visitor = client();
      expect((await visitor.http.get('/api/down')).data).toEqual({ code: 0, from: 'network' });
      await visitor.http.get('/api/other', { params: { page: 2 } });
      await visitor.http.post('/api/other');
      expect(member.network).toHaveBeenCalledTimes(1);
      expect(visitor.network).toHaveBeenCalledTimes(3);
      expect(visitor.failures).toEqual([]);
    } finally {
      removeMeta();
      vi.unstubAllGlobals();
    }
  });

  it("the page carries (rendered with them) answer a GET once, a member's too, never a POST", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_ANSWERS_ID;
    script.textContent = JSON.stringify({
      '/api/promotion/list?groupID=G&lang=th': { status: 200, body: '{"code":0,"from":"page"}' },
      '/api/claim': { status: 200, body: '{"code":0,"from":"page"}' },
    });
    document.body.append(script);
    try {
      startEarlyCalls('http://api.test', true);
      const member = client('a1');
      const ask = () => member.http.get('/api/promotion/list', { params: { groupID: 'G', lang: 'th' } });
      expect((await ask()).data).toEqual({ code: 0, from: 'page' });
      expect((await ask()).data).toEqual({ code: 0, from: 'network' });
      expect((await member.http.post('/api/claim')).data).toEqual({ code: 0, from: 'network' });
      expect(member.network).toHaveBeenCalledTimes(2);
    } finally {
      script.remove();
    }
  });
});
