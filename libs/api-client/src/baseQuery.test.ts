import { creditAnswer } from '@lobby/contract';
import axios, { AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { axiosBaseQuery, setQueryHttp } from './baseQuery';

/** The base query over an axios instance that answers `data` to every call. */
function answering(data: unknown) {
  const http = axios.create();
  http.defaults.adapter = async (config) => ({
    data,
    status: 200,
    statusText: 'OK',
    headers: new AxiosHeaders(),
    config,
  });
  setQueryHttp(http);
  return (answer?: typeof creditAnswer) =>
    axiosBaseQuery({ url: '/api/v1/member/credit', answer }, {} as never, undefined as never);
}

describe("answers checked against the contract's schema", () => {
  it('passes a code-0 answer in the contract shape as data', async () => {
    const call = answering({ code: 0, message: 'success', result: { balance: 12.5, currency: 'THB' } });
    expect(await call(creditAnswer)).toEqual({
      data: { code: 0, message: 'success', result: { balance: 12.5, currency: 'THB' } },
    });
  });

  it('turns a code-0 answer that breaks the contract into a malformed error', async () => {
    const call = answering({ code: 0, message: 'success', result: { balance: '12.5' } });
    expect(await call(creditAnswer)).toMatchObject({ error: { kind: 'malformed' } });
    // Without a schema the call takes the envelope as it is.
    expect(await call()).toMatchObject({ data: { code: 0 } });
  });

  it("hands over the contract's reading of the answer: defaults filled in", async () => {
    const withDefault = z.looseObject({
      code: z.literal(0),
      message: z.string(),
      result: z.object({ currency: z._default(z.string(), 'baht') }),
    });
    answering({ code: 0, message: 'success', result: {} });
    const answer = await axiosBaseQuery({ url: '/x', answer: withDefault }, {} as never, undefined as never);
    expect(answer).toEqual({ data: { code: 0, message: 'success', result: { currency: 'baht' } } });
  });

  it('leaves refusals to their code', async () => {
    const call = answering({ code: 7003, message: 'expired' });
    expect(await call(creditAnswer)).toMatchObject({ error: { kind: 'code', code: 7003 } });
  });
});

describe('a schema that loads on demand', () => {
  it('starts loading with the request, not after the answer, and checks the answer with it', async () => {
    const events: string[] = [];
    const http = axios.create();
    http.defaults.adapter = async (config) => {
      events.push('answered');
      return {
        data: { code: 0, message: 'success', result: { balance: '12.5' } },
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(),
        config,
      };
    };
    setQueryHttp(http);
    const load = () => {
      events.push('schema asked for');
      return Promise.resolve(creditAnswer);
    };
    const answer = await axiosBaseQuery(
      { url: '/api/v1/member/credit', answer: load },
      {} as never,
      undefined as never,
    );
    expect(events).toEqual(['schema asked for', 'answered']);
    expect(answer).toMatchObject({ error: { kind: 'malformed' } });
  });

  it('turns a schema that fails to load into a network error, and a refusal stays a refusal', async () => {
    const failing = () => Promise.reject(new Error('chunk failed'));
    const call = (data: unknown) => {
      answering(data);
      return axiosBaseQuery({ url: '/x', answer: failing }, {} as never, undefined as never);
    };
    expect(await call({ code: 0, message: 'success', result: 1 })).toMatchObject({ error: { kind: 'network' } });
    expect(await call({ code: 7003, message: 'expired' })).toMatchObject({ error: { kind: 'code', code: 7003 } });
  });
});

describe('a request of its own', () => {
  it('leaves from a task after the one that asked for it', async () => {
    const sent: string[] = [];
    const http = axios.create();
    http.defaults.adapter = async (config) => {
      sent.push(config.url ?? '');
      return { data: { code: 0 }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
    };
    setQueryHttp(http);
    const first = axiosBaseQuery({ url: '/a' }, {} as never, undefined as never);
    const second = axiosBaseQuery({ url: '/b' }, {} as never, undefined as never);
    // Everything the asking task's microtasks do happens before any request is on its way.
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    await Promise.all([first, second]);
    expect(sent).toEqual(['/a', '/b']);
  });
});
