import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { authRoutes } from '../auth/routes.ts';
import type { AppContext } from '../context.ts';
import { assetRoutes } from '../games/assets.ts';
import { gameRoutes } from '../games/routes.ts';
import { graphqlRoute } from '../games/graphql.ts';
import { lineRoutes } from '../line/routes.ts';
import { memberRoutes } from '../member/routes.ts';
import { memberPageRoutes } from '../member/pages.ts';
import { walletRoutes } from '../wallet/routes.ts';
import { paymentRoutes } from '../payments/routes.ts';
import { protectionRoutes } from '../protection/routes.ts';
import { affiliateRoutes } from '../affiliate/routes.ts';
import { roundRoutes } from '../rounds/routes.ts';
import { sandboxMoneyRoutes } from '../sandbox/money.ts';
import { operatorRoutes } from '../operator/routes.ts';
import { sandboxChatRoutes } from '../sandbox/chat.ts';
import { sandboxRoutes } from '../sandbox/routes.ts';
import { vitalsRoutes } from '../vitals/routes.ts';
import type { Switches } from '../operator/settings.ts';
import { rootQuery } from '@lobby/contract/routes';
import { Code } from './codes.ts';
import { installCors } from './cors.ts';
import { installErrorHandling } from './errors.ts';
import { openapiRoutes } from './openapi.ts';
import { parseInput } from './validate.ts';
import { ROUTES } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /path" of every route this server registered (HEAD and CORS preflight left out). */
    registeredRoutes: string[];
  }
}

/** Paths that keep answering while the operator has maintenance on (money already in flight included:
 * gateway callbacks and game providers' wallet calls must still settle). */
const OPEN_DURING_MAINTENANCE = /^\/(?:$|\?|assets\/|sandbox\/|admin\/|health|gateway\/|provider\/)/;

export async function buildApp(ctx: AppContext, logger: boolean | { level: string } = false): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    // A hop count trusts that many proxies from the socket inward; never the client's left-most X-Forwarded-For.
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(ctx.config.trustProxy)
        : ctx.config.trustProxy,
    // Route matching ignores a trailing slash and repeated slashes a proxy may add.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Faults the router answers itself (a malformed URL, a path parameter past 100 characters) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void (reply as unknown as FastifyReply).status(status).send({
        code: Code.incorrectData,
        message: status === 414 ? 'a path segment is too long' : 'malformed URL',
      });
    },
  });
  installErrorHandling(app);
  // Every route is registered with its contract (libs/contract via http/routes.ts): a route the contract does not
  // describe is refused at start, so the OpenAPI document and the fuzzer cover every endpoint.
  const registered: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      if (!ROUTES[key]) throw new Error(`${key} has no contract: add it to libs/contract/src/api/routes.ts`);
      registered.push(key);
    }
  });
  app.decorate('registeredRoutes', registered);

  // The server's own HTML pages (sandbox LINE consent, game-link errors) may not be framed, run scripts or post
  // anywhere but here and the brand sites; the game window sets its own, framable by the brand sites.
  const formTargets = ["'self'", ...ctx.config.corsOrigins].join(' ');
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    )
      reply.header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formTargets}; ` +
          "base-uri 'none'; frame-ancestors 'none'",
      );
    done(null, payload);
  });

  // An empty JSON body (axios POST without data but with the header) means "no fields", not an error. `{}`, the body
  // of most member calls (credit, profile), needs no parser.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '{}') return done(null, {});
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    defaultJson(request, String(body), done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  installCors(app, ctx.config.corsOrigins);

  // Synchronous while the cached switches are fresh: this hook runs on every request.
  const blockIfMaintenance = (s: Switches, request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!s.maintenance) return done();
    const message = `system under maintenance (${s.maintenanceTime})`;
    const graphql = request.url.startsWith('/graphql')
      ? { data: null, errors: [{ message, extensions: { code: Code.verifyIdentity } }] }
      : {};
    reply.send({ code: Code.verifyIdentity, message, ...graphql });
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'OPTIONS' || OPEN_DURING_MAINTENANCE.test(request.url)) return done();
    const cached = ctx.settings.peek();
    if (cached) return blockIfMaintenance(cached, request, reply, done);
    ctx.settings.switches().then((s) => blockIfMaintenance(s, request, reply, done), done);
  });

  // Spec §7 maintenance check: code 0 means maintenance is ON.
  // A brand site names its group so a brand the operator closed alone (`site closed --group`) reads closed too.
  app.get('/', async (request) => {
    const { groupID } = parseInput(rootQuery, request.query);
    const s = await ctx.settings.switches();
    const siteClosed = s.siteClosed || (groupID !== undefined && (await ctx.settings.closedGroups()).has(groupID));
    return s.maintenance
      ? { code: Code.ok, message: 'maintenance', result: { maintenance: true, time: s.maintenanceTime, siteClosed } }
      : { code: Code.online, message: 'online', result: { maintenance: false, time: null, siteClosed } };
  });
  app.get('/health', async () => {
    await ctx.db.query('SELECT 1');
    return { code: Code.ok, message: 'ok' };
  });

  // Multipart (spec §7: the refresh call is a multipart form) only where forms are posted: the plugin
  // adds three hooks to every request of its scope, which the hot member calls need not pay for.
  // Form fields become body keys; files are refused (no endpoint takes uploads).
  await app.register(async (forms) => {
    await forms.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 30, fieldSize: 4096, files: 0, parts: 31 },
    });
    authRoutes(forms, ctx);
  });
  memberRoutes(app, ctx);
  memberPageRoutes(app, ctx);
  walletRoutes(app, ctx);
  paymentRoutes(app, ctx);
  protectionRoutes(app, ctx);
  affiliateRoutes(app, ctx);
  roundRoutes(app, ctx);
  gameRoutes(app, ctx);
  await graphqlRoute(app, ctx);
  lineRoutes(app, ctx);
  assetRoutes(app, ctx);
  operatorRoutes(app, ctx);
  vitalsRoutes(app, ctx);
  openapiRoutes(app, ctx);
  if (ctx.config.sandbox) {
    sandboxRoutes(app, ctx);
    sandboxMoneyRoutes(app, ctx);
    sandboxChatRoutes(app);
  }
  return app;
}
