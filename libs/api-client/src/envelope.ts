import { ApiError } from './errors';

export type Envelope = { code: number; message?: unknown } & Record<string, unknown>;

/**
 * Every REST answer is an object with a numeric code (spec §7); anything else is garbage from a broken server or proxy.
 * Checked by hand, not with zod: this runs on every answer from the site's start, and zod's schemas cost a phone's
 * start-up their construction (issue 14).
 */
function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { code } = body as { code?: unknown };
  return typeof code === 'number' && Number.isFinite(code);
}

export function parseEnvelope(body: unknown): Envelope {
  const parsed = typeof body === 'string' ? safeJson(body) : body;
  if (!isEnvelope(parsed))
    throw new ApiError('malformed', undefined, 'The server answered something that is not a valid response');
  return parsed;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
