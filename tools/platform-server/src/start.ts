import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from './config.ts';
import { updateSwitches } from './operator/settings.ts';
import { createServer } from './server.ts';

/** Boots the server on PORT (default 4000) and prints where it is and who can log in. */
export async function startServer(
  options: ServerOptions & { port?: number; host?: string; quiet?: boolean } = {},
): Promise<FastifyInstance> {
  const app = await createServer({ logger: options.logger ?? { level: process.env.LOG_LEVEL ?? 'warn' }, ...options });
  // MAINTENANCE=on|off and SITE_CLOSED=on|off at start-up set the shared switches (the CLI changes them later).
  const flag = (name: string) => (process.env[name] === 'on' ? true : process.env[name] === 'off' ? false : undefined);
  const maintenance = flag('MAINTENANCE');
  const siteClosed = flag('SITE_CLOSED');
  if (maintenance !== undefined || siteClosed !== undefined) {
    await updateSwitches(app.lobby.db, {
      ...(maintenance === undefined ? {} : { maintenance }),
      ...(siteClosed === undefined ? {} : { siteClosed }),
    });
    app.lobby.settings.invalidate();
  }
  const port = options.port ?? (Number(process.env.PORT) || 4000);
  const address = await app.listen({ port, host: options.host ?? process.env.HOST ?? '0.0.0.0' });
  if (!options.quiet) {
    const { config, db } = app.lobby;
    const groups = await db.query<{ id: string; brand: string }>('SELECT id, brand FROM groups ORDER BY id');
    const lines = [
      `Lobby platform server on ${address} (public URL ${config.publicUrl})`,
      `  database: ${db.kind}   sandbox: ${config.sandbox ? 'on (/sandbox/otp?phone=…)' : 'off'}`,
      groups.length
        ? `  brands: ${groups.map((g) => `${g.brand} (${g.id})`).join(', ')}`
        : '  no brands yet: npm run admin -w @lobby/platform-server -- group apply apps/<brand>/group.json',
      // A sandbox's demo members come from the brands' group.json: say who can log in where.
      ...(config.sandbox
        ? (options.groups ?? []).flatMap((g) =>
            g.demoMembers
              .filter((m) => (m.status ?? 'active') === 'active')
              .map((m) => `  demo member of ${g.brand} (${g.id}): ${m.username} / ${m.password}`),
          )
        : []),
    ];
    console.log(lines.join('\n'));
  }
  return app;
}
