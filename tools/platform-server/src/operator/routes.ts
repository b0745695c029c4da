import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminCommandBody as commandBody } from '@lobby/contract/routes';
import type { AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { runCommand, UsageError } from './commands.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Equal-length digests, so any bytes in the header compare in constant time and never throw. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The admin CLI's remote door, for a running server (PGlite allows one process per data dir).
 * It needs `x-admin-token: $ADMIN_TOKEN`, except from loopback on a sandbox server; anything else is HTTP 401.
 */
export function operatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/command', async (request) => {
    const expected = ctx.secrets.admin;
    const header = request.headers['x-admin-token'];
    const given = Array.isArray(header) ? header[0] : header;
    const tokenOk = expected !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(expected));
    const sandboxLoopback = ctx.config.sandbox && LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!tokenOk && !sandboxLoopback)
      throw new ApiError(Code.sessionInvalid, 'admin token required: send x-admin-token: $ADMIN_TOKEN', {}, 401);
    const { args } = parseInput(commandBody, request.body);
    try {
      const output = await runCommand(ctx.db, args);
      ctx.settings.invalidate();
      ctx.catalogue.invalidate();
      return ok(output);
    } catch (error) {
      if (error instanceof UsageError) throw new ApiError(Code.incorrectData, error.message);
      throw error;
    }
  });
}
