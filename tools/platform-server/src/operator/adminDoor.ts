import { UsageError } from './commands.ts';

/** What a running server's admin door said, or that nothing listens there (the CLI then opens the database). */
export type DoorAnswer<T> = { answered: T } | { noServer: true };

/** The connection errors that mean no server listens at the address; anything else is a server that is there. */
const NO_SERVER = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'EADDRNOTAVAIL']);

function connectionCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/**
 * POSTs one admin call. Only a refused connection falls back to the database: a server that is there but slow (a
 * loaded machine) must not be answered from another database, which an embedded PGlite would be — its report would
 * be empty or stale and look right. So a slow server is an error that says so, after `timeoutMs`.
 */
export async function askAdminDoor<T>(
  base: string,
  path: string,
  body: unknown,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs: number },
): Promise<DoorAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (NO_SERVER.has(connectionCode(error) ?? '')) return { noServer: true };
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new UsageError(`the server at ${base} did not answer within ${timeoutMs / 1000} s; try again`);
    throw new UsageError(`the server at ${base} could not be asked: ${(error as Error).message}`);
  }
  let answer: { code?: unknown; message?: unknown; result?: T };
  try {
    answer = (await res.json()) as typeof answer;
  } catch {
    throw new UsageError(`the server at ${base} answered ${res.status} with a body that is not JSON`);
  }
  if (answer.code !== 0) throw new UsageError(String(answer.message ?? `code ${String(answer.code)}`));
  return { answered: (answer.result ?? answer.message) as T };
}
