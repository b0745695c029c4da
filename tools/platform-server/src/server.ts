import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AccessTokens } from './auth/tokens.ts';
import { REPO_ROOT, resolveConfig, systemClock, type ServerOptions } from './config.ts';
import type { AppContext } from './context.ts';
import { migrate } from './db/migrate.ts';
import { Catalogue } from './games/catalogue.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './http/app.ts';
import { SettingsCache, sharedTokenSecret } from './operator/settings.ts';
import { seed } from './seed/seed.ts';
import { createHmac } from 'node:crypto';
import { WalletDirectory } from './wallet/ledger.ts';
import { startAffiliateTimer } from './affiliate/rollup.ts';

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
 * Opens (or takes) the database, migrates, seeds, and returns the Fastify app ready to inject or
 * listen. Closing the app closes the database it opened.
 */
export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const db = options.db ?? (await openDatabase(options.database ?? defaultDatabase()!));
  try {
    if (config.seed) {
      await migrate(db);
      await seed(db, { passwordHashing: config.passwordHashing });
    }
    const secret = options.tokenSecret ?? process.env.TOKEN_SECRET ?? (await sharedTokenSecret(db));
    // Derived keys are the same on every instance that shares the token secret.
    const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('base64url');
    const ctx: AppContext = {
      db,
      clock: options.clock ?? systemClock,
      config,
      tokens: new AccessTokens(secret),
      tickets: new AccessTokens(`launch:${secret}`),
      settings: new SettingsCache(db, config.settingsCacheMs),
      catalogue: new Catalogue(db, config.settingsCacheMs),
      wallets: new WalletDirectory(db),
      secrets: {
        gateway: options.gatewaySecret ?? process.env.GATEWAY_SECRET ?? derive('payment-gateway'),
        provider: options.providerSecret ?? process.env.PROVIDER_SECRET ?? derive('game-provider'),
      },
    };
    const app = await buildApp(ctx, options.logger ?? false);
    app.decorate('lobby', ctx);
    if (config.affiliateTimer) {
      const timer = startAffiliateTimer(ctx, (error) => app.log.error({ err: error }, 'affiliate roll-up failed'));
      app.addHook('onClose', async () => timer.stop());
    }
    if (!options.db) app.addHook('onClose', () => db.close());
    return app;
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
}
