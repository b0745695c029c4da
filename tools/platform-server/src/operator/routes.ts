import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminCommandBody as commandBody, adminGroupsBody as groupsBody } from '@lobby/contract/routes';
import { applyGroups, GroupRecordError, parseGroupRecord } from '../groups/apply.ts';
import { nowDate, type AppContext } from '../context.ts';
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
  const allowed = (request: FastifyRequest) => {
    const expected = ctx.secrets.admin;
    const header = request.headers['x-admin-token'];
    const given = Array.isArray(header) ? header[0] : header;
    const tokenOk = expected !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(expected));
    const sandboxLoopback = ctx.config.sandbox && LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!tokenOk && !sandboxLoopback)
      throw new ApiError(Code.sessionInvalid, 'admin token required: send x-admin-token: $ADMIN_TOKEN', {}, 401);
  };

  app.post('/admin/command', async (request) => {
    allowed(request);
    const { args } = parseInput(commandBody, request.body);
    try {
      const output = await runCommand(ctx.db, args, nowDate(ctx));
      ctx.settings.invalidate();
      ctx.catalogue.invalidate();
      return ok(output);
    } catch (error) {
      if (error instanceof UsageError) throw new ApiError(Code.incorrectData, error.message);
      throw error;
    }
  });

  // `group apply`: the brands' groups, composed by the CLI from each brand's folder (src/groups/apply.ts).
  app.post('/admin/groups', async (request) => {
    allowed(request);
    const { groups } = parseInput(groupsBody, request.body);
    try {
      const records = groups.map((g, i) => parseGroupRecord(g, `groups[${i}] ${g.brand}`));
      const applied = await applyGroups(ctx.db, records, {
        demoMembers: ctx.config.sandbox,
        passwordHashing: ctx.config.passwordHashing,
        now: nowDate(ctx),
      });
      ctx.settings.invalidate();
      ctx.catalogue.invalidate();
      return ok(applied);
    } catch (error) {
      if (error instanceof GroupRecordError) throw new ApiError(Code.incorrectData, error.message);
      throw error;
    }
  });
}
