import { z } from 'zod';
import { ApiError, Code } from './codes.ts';
import { pathOfNul } from './fields.ts';

/** Parses input with a zod schema; a failure becomes the route's bad-input code with a readable message. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  badCode: number = Code.incorrectData,
): z.output<S> {
  // Also here, not only in the request hook: GraphQL arguments arrive through the query text, not the body.
  const nul = pathOfNul(data);
  if (nul !== undefined) throw new ApiError(badCode, `${nul}: text may not contain the NUL character (\\u0000)`);
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new ApiError(badCode, message || 'incorrect data');
}

/** Who may call a route: what the fuzzer (and later the OpenAPI document) needs to know besides the shapes. */
export type RouteAuth = 'none' | 'optional' | 'member' | 'refresh' | 'provider' | 'gateway' | 'admin';

/** One route's inputs: the zod schemas its handler parses, in one place per route module. */
export interface RouteInput {
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** "METHOD /path" (Fastify's path syntax) → its inputs. */
export type RouteCatalog = Record<string, RouteInput>;

/** Routes that read nothing from the request but the token. */
export const noInput = z.object({});
