import type { FastifyInstance } from 'fastify';

const METHODS = 'GET, POST, OPTIONS';
const HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Idempotency-Key';
/** Seconds a browser may keep a preflight's answer. */
const MAX_AGE = '600';

/**
 * CORS for the brand sites: what @fastify/cors answered with these options, in one small callback hook (it runs on
 * every request, and the plugin's general option handling was a measurable part of the credit call). Every answer
 * varies by Origin and allows credentials; the origin is echoed when it is one of the brand sites; a preflight is
 * answered 204 with the methods, headers and max age, or 400 without an Origin and an Access-Control-Request-Method.
 */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    if (request.method !== 'OPTIONS') return done();
    if (!origin || !request.headers['access-control-request-method']) {
      reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', HEADERS)
      .header('access-control-max-age', MAX_AGE)
      .header('content-length', '0')
      .code(204)
      .send();
  });
  // Lets the router accept a preflight to any path; the hook above has answered it already.
  app.options('*', (_request, reply) => reply.code(204).send());
}
