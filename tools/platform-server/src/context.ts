import type { AccessTokens } from './auth/tokens.ts';
import type { Clock, ResolvedConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { Catalogue } from './games/catalogue.ts';
import type { SettingsCache } from './operator/settings.ts';
import type { Secrets } from './secrets.ts';
import type { WalletDirectory } from './wallet/ledger.ts';

/** What every route module needs; built once per server in app.ts. */
export interface AppContext {
  db: Db;
  clock: Clock;
  config: ResolvedConfig;
  tokens: AccessTokens;
  /** Signs game-launch tickets with a different key, so a ticket never passes as an access token. */
  tickets: AccessTokens;
  settings: SettingsCache;
  catalogue: Catalogue;
  /** Wallet ids (house, clearing accounts, members, affiliates), remembered per process. */
  wallets: WalletDirectory;
  /** HMAC keys (access tokens, the payment gateway's callbacks, game providers' wallet calls) and the admin token. */
  secrets: Secrets;
}

export const nowDate = (ctx: Pick<AppContext, 'clock'>) => new Date(ctx.clock.now());

/** Satang (integer) → baht as a JSON number with at most 2 decimals. */
export const baht = (satang: number) => Math.round(satang) / 100;

/** Stored artwork paths are site-relative; clients get absolute URLs on this server. */
export const absolute = (ctx: Pick<AppContext, 'config'>, path: string | null | undefined) =>
  !path ? '' : /^https?:|^data:/.test(path) ? path : `${ctx.config.publicUrl}${path}`;
