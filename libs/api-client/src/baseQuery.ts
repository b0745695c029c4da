import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { z } from 'zod/mini';
import type { Envelope } from './envelope';
import { ApiError, type ApiFailure } from './errors';

export interface RequestArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  /** The contract's schema of the code-0 answer (@lobby/contract): an answer that breaks it is a 'malformed' error. */
  answer?: z.ZodMiniType;
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

/** The shell hands the one axios instance over at start-up; endpoints injected by libs then use it. */
export function setQueryHttp(http: AxiosInstance): void {
  instance = http;
}

/** RTK Query base query over the shared axios instance: code 0 is data, any other code is an error. */
export const axiosBaseQuery: BaseQueryFn<RequestArgs, Envelope, QueryError> = async ({
  url,
  method = 'POST',
  data,
  params,
  answer,
}) => {
  if (!instance) return { error: { kind: 'network', message: 'API client is not configured' } };
  try {
    const response = await instance.request<Envelope>({ url, method, data, params });
    const body = response.data;
    if (body.code !== 0) return { error: { kind: 'code', code: body.code, message: String(body.message ?? ''), body } };
    if (answer && !answer.safeParse(body).success)
      return {
        error: { kind: 'malformed', message: 'The server answered something that is not a valid response', body },
      };
    return { data: body };
  } catch (error) {
    if (error instanceof ApiError)
      return { error: { kind: error.kind, code: error.code, message: error.message, body: error.body } };
    return { error: { kind: 'network', message: String(error) } };
  }
};
