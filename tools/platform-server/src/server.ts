import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AccessTokens } from './auth/tokens.ts';
import { REPO_ROOT, resolveConfig, systemClock, type ServerOptions } from './config.ts';
import type { AppContext } from './context.ts';
import { migrate } from './db/migrate.ts';
import { Catalogue } from './games/catalogue.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './http/app.ts';
import { SettingsCache } from './operator/settings.ts';
import { resolveSecrets } from './secrets.ts';
import { seed } from './seed/seed.ts';
import { applyGroups, disableDemoMembers } from './groups/apply.ts';
import { WalletDirectory } from './wallet/ledger.ts';
import { startAffiliateTimer } from './affiliate/rollup.ts';
import { startPruneTimer } from './operator/prune.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's context (database, clock, config): tests and the CLI reach the data through it. */
    lobby: AppContext;
  }
}

/** Default data location: DATABASE_URL, else PGlite under DATA_DIR (default `.data/` at the repo root). */
export function defaultDatabase(): ServerOptions['database'] {
  if (process.env.DATABASE_URL)
    return { databaseUrl: process.env.DATABASE_URL, poolSize: Number(process.env.DB_POOL_SIZE) || 20 };
  const dataDir = process.env.DATA_DIR ? process.env.DATA_DIR : join(REPO_ROOT, '.data');
  return { pgliteDir: join(dataDir, 'platform-pglite') };
}

/**
 * Checks the configuration and secrets (a ConfigError names every problem, before any database is opened),
 * opens (or takes) the database, migrates, seeds, and returns the Fastify app ready to inject or listen. Closing
 * the app closes the database it opened.
 */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const secrets = resolveSecrets(options, config.production);
  const db = options.db ?? (await openDatabase(options.database ?? defaultDatabase()!));
  try {
    if (config.seed) {
      await migrate(db);
      // Demo and QA members (known passwords) exist only on a sandbox server.
      await seed(db, { demoMembers: config.sandbox });
    }
    if (options.groups?.length)
      await applyGroups(db, options.groups, {
        demoMembers: config.sandbox,
        passwordHashing: config.passwordHashing,
        now: new Date((options.clock ?? systemClock).now()),
      });
    const demoMembersDisabled = config.sandbox ? 0 : await disableDemoMembers(db);
    const ctx: AppContext = {
      db,
      clock: options.clock ?? systemClock,
      config,
      tokens: new AccessTokens(secrets.token),
      // Another key than access tokens', so a ticket never passes as an access token (and the reverse).
      tickets: new AccessTokens(`launch:${secrets.token}`),
      settings: new SettingsCache(db, config.settingsCacheMs),
      catalogue: new Catalogue(db, config.settingsCacheMs),
      wallets: new WalletDirectory(db),
      secrets,
    };
    const app = await buildApp(ctx, options.logger ?? false);
    app.decorate('lobby', ctx);
    for (const warning of config.warnings) app.log.warn(warning);
    if (demoMembersDisabled)
      app.log.warn(`${demoMembersDisabled} demo members (known passwords) disabled: this server is not a sandbox`);
    if (secrets.generated.length)
      app.log.warn(
        `${secrets.generated.join(', ')} not set: generated for this process only, so tokens, tickets and signed ` +
          'callbacks stop working at restart and differ between instances (set them; production requires them)',
      );
    if (config.affiliateTimer) {
      const timer = startAffiliateTimer(ctx, (error) => app.log.error({ err: error }, 'affiliate roll-up failed'));
      app.addHook('onClose', async () => timer.stop());
    }
    if (config.pruneTimer) {
      const timer = startPruneTimer(ctx, (error) => app.log.error({ err: error }, 'pruning failed'));
      app.addHook('onClose', async () => timer.stop());
    }
    if (!options.db) app.addHook('onClose', () => db.close());
    return app;
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
}
