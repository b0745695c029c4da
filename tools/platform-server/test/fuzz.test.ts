import { failure } from '@lobby/contract';
import type { RouteContract } from '@lobby/contract/routes';
import fc from 'fast-check';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/http/routes.ts';
import { signGatewayBody } from '../src/payments/gateway.ts';
import { signProviderBody } from '../src/rounds/routes.ts';
import { edgeValue, inputFor } from './fuzz/arbitrary.ts';
import { login, post, testServer, type TestServer } from './helpers.ts';

/**
 * Property-based fuzzing of every endpoint from its contract (libs/contract, gathered in src/http/routes.ts): valid,
 * edge and invalid inputs, with and without a token (or signature), asserting never a 5xx, always the envelope, and
 * every answer valid against the contract (the route's answer schema for code 0, the failure envelope otherwise).
 * Bounded: a number of runs and a time limit per endpoint. Prints how many requests it made and how many were 5xx.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS) || 60;
const TIME_LIMIT_MS_PER_ENDPOINT = 1500;

let t: TestServer;
let memberToken: string;
let refreshToken: string;
let ticket: string;
const stats = { requests: 0, serverErrors: 0, accepted: 0, checked: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  t = await testServer({ accessTokenTtlSeconds: 24 * 3600 });
  const session = await login(t.app, 'demo02');
  memberToken = session.access_token;
  refreshToken = session.refresh_token;
  const launched = await post(
    t.app,
    '/api/v1/member/game/launch',
    { client: 'PC', game_code: 'pgsoft-slot-001' },
    memberToken,
  );
  ticket = new URL(launched.body.result as string).searchParams.get('ticket')!;
});
afterAll(async () => {
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `fuzz: ${stats.requests} requests over ${Object.keys(ROUTES).length} endpoints, ` +
      `${stats.serverErrors} answered 5xx, ${stats.accepted} accepted (code 0), ` +
      `${stats.checked} answers valid against the contract (HTTP ${statuses.join(', ')})`,
  );
  await t.close();
});

/** Tokens a caller might send: a live member's, none, garbage, a forged one, the wrong kind. */
const authorization = (kind: 'member' | 'refresh' | 'other') =>
  fc.oneof(
    {
      weight: kind === 'other' ? 1 : 4,
      arbitrary: fc.constant(`Bearer ${kind === 'refresh' ? refreshToken : memberToken}`),
    },
    { weight: 2, arbitrary: fc.constant(undefined) },
    fc.constantFrom('Bearer null', 'Bearer', 'Basic x y z', `Bearer ${ticket}`, 'Bearer eyJzdWIiOiJ4In0.AAAA'),
    fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  );

const isEnvelope = (body: unknown, path: string) => {
  if (body === null || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  if (typeof b.code === 'number' && typeof b.message === 'string') return true;
  // A GraphQL answer: data and / or errors, each error with a numeric extensions.code.
  return (
    path === '/graphql' &&
    ('data' in b || 'errors' in b) &&
    (!Array.isArray(b.errors) ||
      b.errors.every((e) => typeof (e as { extensions?: { code?: unknown } }).extensions?.code === 'number'))
  );
};

/** Why an answer breaks the contract, or undefined when it keeps it. */
function problemOf(res: LightMyRequestResponse, path: string, route: RouteContract): string | undefined {
  stats.requests++;
  stats.byStatus.set(res.statusCode, (stats.byStatus.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode >= 500) {
    stats.serverErrors++;
    return 'a 5xx';
  }
  const type = String(res.headers['content-type'] ?? '');
  // The HTML pages (game window, consent page) and the artwork are not JSON; a 304 has no body.
  if (!type.startsWith('application/json')) return undefined;
  let body: { code?: unknown; errors?: unknown };
  try {
    body = res.json();
  } catch {
    return 'not JSON';
  }
  if (body.code === 0 || (path === '/graphql' && body.errors === undefined)) stats.accepted++;
  if (path === '/openapi.json') return undefined;
  if (!isEnvelope(body, path)) return 'no envelope';
  if (path === '/graphql') return undefined;
  // A 2xx code-0 answer is the route's answer; anything else (a refusal, a protocol fault) the failure envelope.
  const schema = body.code === 0 && res.statusCode < 300 && route.answer ? route.answer : failure;
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) return `not the contract's answer: ${z.prettifyError(parsed.error)}`;
  stats.checked++;
  return undefined;
}

/** encodeURIComponent refuses lone surrogates (a client's URL encoder sends U+FFFD for them). */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const toQuery = (value: unknown) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `?v=${encode(typeof value === 'string' ? value : String(JSON.stringify(value)))}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      params.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return `?${params}`;
};

const withParams = (path: string, params: unknown) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    const v = params && typeof params === 'object' ? (params as Record<string, unknown>)[name] : undefined;
    const text = typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v ?? 'x');
    return encode(text.slice(0, 200)) || 'x';
  });

/** GraphQL operations of the schema with fuzzed arguments (the body schema alone only says "a string"). */
const graphqlQuery = fc
  .tuple(
    fc.constantFrom(
      'query($g: String!, $l: Int, $o: Int, $s: String, $t: String, $c: Int) { ' +
        'listsPage(groupID: $g, limit: $l, offset: $o, search: $s, type: $t, sort: $c) ' +
        '{ total items { code nameTh } } }',
      'query($g: String!, $l: Int, $s: String, $c: Int) { ' +
        'lists(groupID: $g, limit: $l, search: $s, sort: $c, favourite: true, recent: true) ' +
        '{ code rating favourite } }',
      'query($g: String, $t: String, $s: String) { categorys(groupID: $g, type: $t, handle: $s) { code enable } }',
      'query($g: String!, $s: String) { getNotifys(groupID: $g, groupCustomer: $s) { id title } }',
      'query($g: String!, $s: String!) { getNotify(groupID: $g, id: $s) { id } }',
      'query($s: String) { getFavouriteAndRecent(userID: $s) { countRecent countFavourite } }',
      'mutation($s: String!) { addFavourite(gameID: $s) { countFavourite } }',
      'mutation($s: String!) { addRecent(gameID: $s) { countRecent } }',
    ),
    fc.record({
      g: fc.oneof(fc.constantFrom('NKG01', 'LTP01'), edgeValue),
      l: fc.oneof(fc.integer({ min: -5, max: 500 }), edgeValue),
      o: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), edgeValue),
      s: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('pgsoft-slot-001', '1', '-demo'), edgeValue),
      t: fc.oneof(fc.constantFrom('slot', 'casino'), edgeValue),
      c: fc.oneof(fc.integer({ min: 0, max: 7 }), edgeValue),
    }),
  )
  .map(([query, variables]) => ({ query, variables }));

describe('fuzzing every endpoint', () => {
  it('lists exactly the routes the server registers', () => {
    expect(Object.keys(ROUTES).sort()).toEqual([...new Set(t.app.registeredRoutes)].sort());
  });

  for (const [route, input] of Object.entries(ROUTES)) {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string];
    it(`${route}: never a 5xx, always the envelope`, { timeout: 60_000 }, async () => {
      const body =
        path === '/graphql' && method === 'POST'
          ? fc.oneof({ weight: 3, arbitrary: graphqlQuery }, { weight: 1, arbitrary: inputFor(input.body) })
          : inputFor(input.body);
      const tokenKind =
        input.auth === 'refresh'
          ? 'refresh'
          : input.auth === 'member' || input.auth === 'optional'
            ? 'member'
            : 'other';
      const sample = fc.record({
        body,
        query: inputFor(input.query),
        params: inputFor(input.params),
        auth: authorization(tokenKind),
        signed: fc.boolean(),
        // Sometimes a body that is not JSON at all.
        raw: fc.oneof(
          { weight: 9, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.oneof(fc.constantFrom('{', '[1,', 'null', '"x"'), fc.string({ maxLength: 50 })) },
        ),
        // The sandbox slot and provider calls need a ticket to get past the first check.
        withTicket: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(sample, async (s) => {
          let payload: string | undefined;
          if (method === 'POST') {
            let value = s.body;
            if (s.withTicket && value && typeof value === 'object' && !Array.isArray(value)) {
              value = {
                ...value,
                ...('token' in value ? { token: ticket } : {}),
                ...('ticket' in value ? { ticket } : {}),
              };
            }
            payload = s.raw ?? (value === undefined ? undefined : JSON.stringify(value));
          }
          const headers: Record<string, string> = {};
          if (payload !== undefined) headers['content-type'] = 'application/json';
          if (s.auth) headers.authorization = s.auth;
          if (input.auth === 'provider' && s.signed)
            headers['x-provider-signature'] = signProviderBody(t.app.lobby.secrets.provider, payload ?? '');
          if (input.auth === 'gateway' && s.signed) {
            const ts = Math.floor(t.clock.now() / 1000);
            headers['x-gateway-timestamp'] = String(ts);
            headers['x-gateway-signature'] = signGatewayBody(t.app.lobby.secrets.gateway, ts, payload ?? '');
          }
          const url = withParams(path, s.params) + (input.query || method === 'GET' ? toQuery(s.query) : '');
          const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
          const problem = problemOf(res, path, input);
          if (problem)
            throw new Error(`${method} ${url} → HTTP ${res.statusCode}, ${problem}: ${res.body.slice(0, 300)}`);
        }),
        {
          numRuns: RUNS_PER_ENDPOINT,
          interruptAfterTimeLimit: TIME_LIMIT_MS_PER_ENDPOINT,
          markInterruptAsFailure: false,
        },
      );
    });
  }

  it('made requests and none answered 5xx', () => {
    expect(stats.requests).toBeGreaterThan(Object.keys(ROUTES).length * 10);
    expect(stats.serverErrors).toBe(0);
    expect(stats.checked).toBeGreaterThan(stats.requests / 2);
  });
});
