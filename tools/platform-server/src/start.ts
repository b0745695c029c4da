import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from './config.ts';
import { updateSwitches } from './operator/settings.ts';
import { DEMO_MEMBERS } from './seed/seed.ts';
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
    const lines = [
      `Lobby platform server on ${address} (public URL ${config.publicUrl})`,
      `  database: ${db.kind}   sandbox: ${config.sandbox ? 'on (/sandbox/otp?phone=…)' : 'off'}`,
      ...(config.sandbox
        ? [
            '  demo members:',
            ...DEMO_MEMBERS.map(
              (m) => `    ${m.username} / ${m.password}  group ${m.groupId}  balance ${m.balanceSatang / 100} THB`,
            ),
          ]
        : []),
    ];
    console.log(lines.join('\n'));
  }
  return app;
}
