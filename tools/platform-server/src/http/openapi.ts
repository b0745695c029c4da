import { codeMeanings, failure } from '@lobby/contract';
import type { RouteContract } from '@lobby/contract/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ROUTES } from './routes.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema: what a client sends, or what it receives. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and refinements have no JSON Schema: the input side of a pipe is what is sent, checks stay in prose.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Fastify's `/play/:code` → OpenAPI's `/play/{code}`. */
const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const security: Record<RouteContract['auth'], Record<string, string[]>[] | undefined> = {
  none: undefined,
  optional: [{}, { member: [] }],
  member: [{ member: [] }],
  refresh: [{ refresh: [] }],
  provider: [{ provider: [] }],
  gateway: [{ gateway: [] }],
  admin: [{}, { admin: [] }],
};

/** Query or path parameters, one per property of the route's object schema. */
function parameters(schema: z.core.$ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function operation(key: string, route: RouteContract) {
  const [method] = key.split(' ') as [string, string];
  const jsonAnswer = route.answer
    ? key === 'GET /openapi.json' || key.endsWith(' /graphql')
      ? jsonSchema(route.answer, 'output')
      : { oneOf: [jsonSchema(route.answer, 'output'), { $ref: '#/components/schemas/Failure' }] }
    : undefined;
  const codes = route.codes?.length
    ? `Codes besides 0: ${route.codes.map((c) => `${c} (${codeMeanings[c]})`).join('; ')}.`
    : '';
  const body = route.body && method === 'POST' ? jsonSchema(route.body, 'input') : undefined;
  const security_ = security[route.auth];
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: route.summary,
    ...(route.description || codes ? { description: [route.description, codes].filter(Boolean).join('\n\n') } : {}),
    tags: [route.tag],
    ...(security_ ? { security: security_ } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(body
      ? {
          requestBody: {
            required: false,
            content: Object.fromEntries(
              (key === 'POST /refreshtoken/true'
                ? ['multipart/form-data']
                : ['application/json', 'application/x-www-form-urlencoded']
              ).map((type) => [type, { schema: body }]),
            ),
          },
        }
      : {}),
    responses: {
      '200': {
        description: route.produces ? `${route.produces.join(' or ')} answer` : 'The answer; `code` says what happened',
        content: route.produces
          ? Object.fromEntries(route.produces.map((type) => [type, { schema: { type: 'string' } }]))
          : { 'application/json': { schema: jsonAnswer ?? {} } },
      },
      '4XX': {
        description: 'Protocol fault (unknown path, malformed or oversized body, bad signature or admin token)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
      '500': {
        description: 'Unexpected server fault (code 9999)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    },
  };
}

const CONVENTIONS = [
  'Every answer a client interprets by `code` is HTTP 200 with JSON `{ code, message, result?, …extra }`.',
  'Bodies: JSON, form-urlencoded or multipart fields; unknown fields are ignored; 64 KB at most.',
  'Money: baht as a JSON number (or numeric text with at most 2 decimals), held as integer satang.',
  '`Authorization: Bearer <access token>`.',
].join(' ');

/** The OpenAPI 3.1 document of the routes this server registered, generated from the contract (libs/contract). */
export function openapiDocument(registered: readonly string[], publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const key of [...new Set(registered)].sort()) {
    const route = ROUTES[key];
    if (!route) continue;
    const [method, path] = key.split(' ') as [string, string];
    (paths[openapiPath(path)] ??= {})[method.toLowerCase()] = operation(key, route);
  }
  const codeTable = Object.entries(codeMeanings)
    .map(([code, meaning]) => `| ${code} | ${meaning} |`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lobby platform API',
      version: '1.0.0',
      description: `${CONVENTIONS}\n\n| Code | Meaning |\n|---|---|\n${codeTable}`,
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(Object.values(ROUTES).map((r) => r.tag))].map((name) => ({ name })),
    components: {
      schemas: { Failure: jsonSchema(failure, 'output') },
      securitySchemes: {
        member: { type: 'http', scheme: 'bearer', description: 'The access token of login' },
        refresh: { type: 'http', scheme: 'bearer', description: 'The refresh token (`rt_…`)' },
        admin: { type: 'apiKey', in: 'header', name: 'x-admin-token' },
        provider: { type: 'apiKey', in: 'header', name: 'x-provider-signature', description: 'HMAC of the body' },
        gateway: { type: 'apiKey', in: 'header', name: 'x-gateway-signature', description: 'HMAC of timestamp.body' },
      },
    },
    paths,
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reference page: the document rendered on the server, no script (the default CSP of the server's pages). */
function referencePage(doc: ReturnType<typeof openapiDocument>): string {
  const pretty = (value: unknown) => `<pre>${esc(JSON.stringify(value, null, 2))}</pre>`;
  const sections = doc.tags.map(({ name }) => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => (op as { tags: string[] }).tags[0] === name)
        .map(([method, op]) => {
          const o = op as ReturnType<typeof operation>;
          const body =
            'requestBody' in o && o.requestBody ? Object.values(o.requestBody.content)[0]?.schema : undefined;
          return (
            `<details id="${esc(o.operationId)}"><summary><b>${method.toUpperCase()}</b> <code>${esc(path)}</code> — ` +
            `${esc(o.summary)}${o.security ? ' 🔑' : ''}</summary>` +
            ('description' in o && o.description ? `<p>${esc(o.description)}</p>` : '') +
            (o.parameters.length ? `<h4>Parameters</h4>${pretty(o.parameters)}` : '') +
            (body ? `<h4>Body</h4>${pretty(body)}` : '') +
            `<h4>Answer</h4>${pretty(o.responses['200'].content)}</details>`
          );
        }),
    );
    return operations.length ? `<h2>${esc(name)}</h2>${operations.join('')}` : '';
  });
  return (
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>${esc(doc.info.title)}</title><style>body{font-family:sans-serif;max-width:960px;margin:24px auto;` +
    'padding:0 16px}pre{background:#f4f4f4;padding:8px;overflow:auto;font-size:12px}details{margin:6px 0}' +
    'summary{cursor:pointer}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}</style>' +
    `<h1>${esc(doc.info.title)}</h1><p>Generated from the contract (libs/contract). Machine-readable: ` +
    `<a href="/openapi.json">/openapi.json</a> (OpenAPI ${doc.openapi}). 🔑 = needs a token or signature.</p>` +
    `<p>${esc(CONVENTIONS)}</p><table><tr><th>Code</th><th>Meaning</th></tr>` +
    Object.entries(codeMeanings)
      .map(([code, meaning]) => `<tr><td>${code}</td><td>${esc(meaning)}</td></tr>`)
      .join('') +
    `</table>${sections.join('')}</html>`
  );
}

/** GET /openapi.json, and in sandbox mode GET /docs: both from the routes registered once the server is ready. */
export function openapiRoutes(app: FastifyInstance, ctx: AppContext): void {
  let document: ReturnType<typeof openapiDocument> | undefined;
  const current = () => (document ??= openapiDocument(app.registeredRoutes, ctx.config.publicUrl));
  app.get('/openapi.json', async () => current());
  if (ctx.config.sandbox)
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(referencePage(current())));
}
