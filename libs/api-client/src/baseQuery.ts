import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import type { Envelope } from './envelope';
import { ApiError, type ApiFailure } from './errors';

/** What checks an answer: a zod schema of the contract, or a check written by hand with the same `safeParse`. */
export interface AnswerCheck {
  safeParse(body: unknown): { success: true; data: unknown } | { success: false };
}

export interface RequestArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  /**
   * The contract's schema of the code-0 answer (@lobby/contract): an answer that breaks it is a 'malformed' error. A
   * call the first screen's code makes may name a loader instead, so the schemas (and zod) stay out of the entry.
   */
  answer?: AnswerCheck | (() => Promise<AnswerCheck>);
  /** e.g. `Idempotency-Key` on a call that moves money. */
  headers?: Record<string, string>;
  /**
   * A call the page repeats by itself (the deposit poll): its failure is shown where it happened and the call is
   * tried again, instead of the whole page being replaced by the API-failure screen.
   */
  background?: boolean;
}

/** The answer the base query checked against `schema` (RequestArgs.answer), typed as the contract says. */
export const asAnswer = <S extends z.ZodMiniType>(body: Envelope, _schema: S) => body as unknown as z.output<S>;

/** Serialisable error for RTK Query: the spec code when there is one, and the server's body. */
export interface QueryError {
  kind: ApiFailure;
  code?: number;
  message: string;
  body?: Record<string, unknown>;
}

let instance: AxiosInstance | undefined;
let loading: (() => Promise<AxiosInstance>) | undefined;

/** The shell hands the one axios instance over at start-up; endpoints injected by libs then use it. */
export function setQueryHttp(http: AxiosInstance): void {
  instance = http;
}

/** The site loads its client after the first screen (startApiClient): a query made before waits for it. */
export function awaitQueryHttp(load: () => Promise<AxiosInstance>): void {
  loading = load;
}

/** RTK Query base query over the shared axios instance: code 0 is data, any other code is an error. */
export const axiosBaseQuery: BaseQueryFn<RequestArgs, Envelope, QueryError> = async ({
  url,
  method = 'POST',
  data,
  params,
  answer,
  headers,
  background,
}) => {
  const http = instance ?? (await loading?.().catch(() => undefined));
  if (!http) return { error: { kind: 'network', message: 'API client is not configured' } };
  // From a task of its own: a page's queries start while React runs its effects, all in one task, and each request's
  // way through axios would lengthen that task (issue 14: TBT).
  await new Promise((resolve) => setTimeout(resolve));
  // A schema that loads on demand loads while the request is on its way, not after the answer.
  const schemaLoad = typeof answer === 'function' ? answer() : answer && Promise.resolve(answer);
  schemaLoad?.catch(() => undefined);
  try {
    const response = await http.request<Envelope>({ url, method, data, params, headers, background });
    const body = response.data;
    if (body.code !== 0) return { error: { kind: 'code', code: body.code, message: String(body.message ?? ''), body } };
    if (!schemaLoad) return { data: body };
    const schema = await schemaLoad;
    const checked = schema.safeParse(body);
    if (!checked.success)
      return {
        error: { kind: 'malformed', message: 'The server answered something that is not a valid response', body },
      };
    // What the contract made of it (its defaults filled in, its transforms applied), not the raw body.
    return { data: checked.data as Envelope };
  } catch (error) {
    if (error instanceof ApiError)
      return { error: { kind: error.kind, code: error.code, message: error.message, body: error.body } };
    return { error: { kind: 'network', message: String(error) } };
  }
};
