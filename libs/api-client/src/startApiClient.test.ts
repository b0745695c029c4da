import { creditAnswer } from '@lobby/contract';
import { AxiosHeaders, type AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type { TokenStore } from './tokens';

// The client is one per page, kept in module state (baseQuery, clientState): a file that ran before on this page may
// have made one, and a call would use it instead of waiting. This file starts from modules that have none.
vi.resetModules();
const { axiosBaseQuery } = await import('./baseQuery');
const { apiBaseUrl, probeApi } = await import('./clientState');
const { startApiClient } = await import('./startApiClient');

const store: TokenStore = {
  accessToken: () => undefined,
  refreshToken: () => undefined,
  saveTokens: () => undefined,
  endSession: () => undefined,
};

const answer = (http: AxiosInstance, data: unknown) => {
  http.defaults.adapter = async (config) => ({
    data,
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  });
};

describe('the site’s API client, loaded after the entry (issue 14)', () => {
  it('knows its base URL at once, and a call made before the client is there waits for it', async () => {
    const started = startApiClient({ baseURL: 'http://api.test', store, onApiFailure: () => undefined });
    expect(apiBaseUrl()).toBe('http://api.test');
    // Registered before the query's own wait on the same load, so the fake server is in place when it asks.
    void started.then((http) => answer(http, { code: 0, message: 'success', result: { balance: 5, currency: 'THB' } }));
    const result = await axiosBaseQuery(
      { url: '/api/v1/member/credit', answer: async () => creditAnswer },
      {} as never,
      undefined as never,
    );
    expect(result).toEqual({ data: { code: 0, message: 'success', result: { balance: 5, currency: 'THB' } } });
    expect(await probeApi()).toBe(true);
  });

  it('checks an answer against a schema that loads with the call', async () => {
    answer(await startApiClient({ baseURL: 'http://api.test', store, onApiFailure: () => undefined }), {
      code: 0,
      message: 'success',
      result: { balance: 'five' },
    });
    const result = await axiosBaseQuery(
      { url: '/api/v1/member/credit', answer: () => Promise.resolve(creditAnswer) },
      {} as never,
      undefined as never,
    );
    expect(result).toMatchObject({ error: { kind: 'malformed' } });
  });
});
