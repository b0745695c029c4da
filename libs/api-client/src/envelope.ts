import { z } from 'zod/mini';
import { ApiError } from './errors';

/** Every REST answer carries a numeric code (spec §7); anything else is garbage from a broken server or proxy. */
const envelope = z.looseObject({ code: z.number(), message: z.optional(z.unknown()) });

export type Envelope = { code: number; message?: unknown } & Record<string, unknown>;

export function parseEnvelope(body: unknown): Envelope {
  const parsed = envelope.safeParse(typeof body === 'string' ? safeJson(body) : body);
  if (!parsed.success)
    throw new ApiError('malformed', undefined, 'The server answered something that is not a valid response');
  return parsed.data as Envelope;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
