import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ApiError, Code, ok } from '../http/codes.ts';
import { parseInput } from '../http/validate.ts';
import { runCommand, UsageError } from './commands.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The admin CLI's remote door, for a running server (PGlite allows one process per data dir).
 * With ADMIN_TOKEN set it needs `x-admin-token`; without, only the sandbox answers, and only to
 * loopback callers.
 */
export function operatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/admin/command', async (request) => {
    const expected = process.env.ADMIN_TOKEN;
    const given = String(request.headers['x-admin-token'] ?? '');
    const allowed = expected
      ? given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      : ctx.config.sandbox && LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed) throw new ApiError(Code.sessionInvalid, 'admin token required', {}, 403);
    const { args } = parseInput(z.object({ args: z.array(z.string().max(5000)).min(1).max(40) }), request.body);
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
