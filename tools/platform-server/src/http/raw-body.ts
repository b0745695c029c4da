import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from './codes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent (signed callbacks are verified over these bytes). */
    rawBody?: string;
  }
}

/** Registers routes whose JSON bodies keep their raw bytes (HMAC-signed callbacks). */
export function withRawJson(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ApiError(Code.incorrectData, 'malformed JSON body', {}, 400));
      }
    });
    routes(scope);
  });
}

export const headerValue = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};
