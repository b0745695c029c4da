import { z } from 'zod/mini';

/**
 * Every REST answer is JSON `{ code, message, result?, …extra }` (spec §7). A route's answer schema describes its
 * code-0 answer; any other code is a `failure` (some carry `field` or `result.wait`, see codeMeanings).
 */
export const failure = z.looseObject({
  code: z.number(),
  message: z.string(),
  /** 6000 / 6002: the field the answer is about (`otp_code`, `line_id`, `phone`, `bank_no`, `username`). */
  field: z.optional(z.string()),
  result: z.optional(z.unknown()),
});
export type Failure = z.output<typeof failure>;

/** Extra top-level fields next to code, message and result. */
type Shape = Record<string, z.core.SomeType>;

/** A code-0 answer with `result` (and extra top-level fields). */
export const success = <R extends z.core.SomeType, E extends Shape = Record<never, never>>(result: R, extra?: E) =>
  z.looseObject({ code: z.literal(0), message: z.string(), result, ...(extra as E) });

/** A code-0 answer without `result`. */
export const done = z.looseObject({ code: z.literal(0), message: z.string() });

/** An answer of a route that reads nothing from the request but its token. */
export const noInput = z.object({});
