import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, Code } from './codes.ts';
import { isDataException, pathOfNul } from './fields.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code bad input gets on this route (4000 on register / forgot / otp, 8000 elsewhere). */
    badInputCode?: number;
  }
}

/** Turns Fastify's own 4xx errors into one sentence a member (or a developer) can act on. */
function describe(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'malformed JSON body';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'request body too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported content type: send application/json, form data or multipart';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'content-length does not match the body';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'malformed multipart body';
    default:
      return error.message.split('\n')[0]?.slice(0, 200) || 'incorrect data';
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  // Text PostgreSQL cannot store (NUL) is refused for every route in one place, with the route's bad-input code.
  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = pathOfNul(request.body) ?? pathOfNul(request.query) ?? pathOfNul(request.params);
    if (field === undefined) return done();
    done(
      new ApiError(
        request.routeOptions.config?.badInputCode ?? Code.incorrectData,
        `${field}: text may not contain the NUL character (\\u0000)`,
      ),
    );
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // GraphQL clients read `errors`; REST clients read `code`. Both are present for /graphql.
    const graphqlOf = (code: number, message: string) =>
      request.url.startsWith('/graphql') ? { data: null, errors: [{ message, extensions: { code } }] } : {};
    if (error instanceof ApiError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, message: error.message, ...error.extra, ...graphqlOf(error.code, error.message) });
    }
    if (isDataException(error)) {
      // Input the schemas let through but the database refused (out-of-range date, bad encoding): the caller's fault.
      const code = request.routeOptions.config?.badInputCode ?? Code.incorrectData;
      const message = 'incorrect data: a value is out of range or not valid text';
      request.log.warn({ err: error }, 'database refused input');
      return reply.status(200).send({ code, message, ...graphqlOf(code, message) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = request.routeOptions.config?.badInputCode ?? Code.incorrectData;
      const message = describe(error);
      return reply.status(status).send({ code, message, ...graphqlOf(code, message) });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: Code.internal, message: 'something went wrong, please retry in a few minutes' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: Code.incorrectData, message: `no such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}
