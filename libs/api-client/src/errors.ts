/** Why a call failed: the server answered a non-zero code, or it could not be reached or understood. */
export type ApiFailure = 'code' | 'network' | 'http' | 'malformed' | 'session';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailure,
    /** The spec code when the server answered one; otherwise undefined. */
    readonly code: number | undefined,
    message: string,
    /** The whole body, for codes that carry data (1005 result.date, 1002 min …). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
