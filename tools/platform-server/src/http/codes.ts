import { ResponseCode } from '@lobby/contract';

/** Response codes of spec §8: the contract's one table (libs/contract), named `Code` where routes use it. */
export const Code = ResponseCode;

/**
 * Every answer the client interprets by `code` is sent with HTTP 200 (the spec's client reads the
 * body's code, and a non-2xx on a non-exempt path would show the maintenance screen). Only
 * protocol-level faults (unknown path, malformed / oversized body, bad media type) get a 4xx.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export function ok<T>(result?: T, extra: Record<string, unknown> = {}) {
  return { code: Code.ok, message: 'success', ...(result === undefined ? {} : { result }), ...extra };
}
