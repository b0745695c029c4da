import type { RouteContract } from '@lobby/contract/routes';
import { z } from 'zod';
import { ApiError, Code } from './codes.ts';
import { pathOfNul } from './fields.ts';

/**
 * Parses input with a contract schema (libs/contract); a failure becomes the route's bad-input code with a readable
 * message.
 */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  badCode: number = Code.incorrectData,
): z.output<S> {
  // Also here, not only in the request hook: GraphQL arguments arrive through the query text, not the body.
  const nul = pathOfNul(data);
  if (nul !== undefined) throw new ApiError(badCode, `${nul}: text may not contain the NUL character (\\u0000)`);
  const result = z.safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const message = result.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new ApiError(badCode, message || 'incorrect data');
}

/** "METHOD /path" (Fastify's path syntax) → the route's contract. */
export type RouteCatalog = Record<string, RouteContract>;
