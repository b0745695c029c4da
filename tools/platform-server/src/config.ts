import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/open.ts';
import type { Db } from './db/db.ts';
import type { GroupRecord } from '@lobby/contract/routes';

/** Injected time source: tests move it forward to expire tokens and OTP waits. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

export interface ServerOptions {
  /** Where the data lives; default: PGlite under DATA_DIR, or DATABASE_URL when set. */
  database?: DatabaseOptions;
  /** An already open database (tests); the server will not close it. */
  db?: Db;
  /** Run migrations and the idempotent seed at start (default true). */
  seed?: boolean;
  /**
   * Brands' groups to apply at start, as `group apply` would (tests and benchmarks pass the workspace's; a deployed
   * server gets them from the admin CLI).
   */
  groups?: GroupRecord[];
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  otpTtlSeconds?: number;
  /** Seconds to wait before another OTP for the same phone (spec: 1 minute). */
  otpResendSeconds?: number;
  /**
   * Sandbox endpoints (OTP inbox, payer, withdrawal approval, LINE consent page, the sandbox slot at /play) and
   * the demo members; default off (env SANDBOX=on). Refused under NODE_ENV=production.
   */
  sandbox?: boolean;
  clock?: Clock;
  /**
   * HMAC key for access tokens; default TOKEN_SECRET. Required (≥ 32 bytes) under NODE_ENV=production; elsewhere a
   * missing one is generated in memory for this process only (see secrets.ts).
   */
  tokenSecret?: string;
  /** Token `POST /admin/command` needs in `x-admin-token`; default ADMIN_TOKEN. Required in production. */
  adminToken?: string;
  /** Absolute base URL clients reach this server at (artwork, launch and LINE links). */
  publicUrl?: string;
  corsOrigins?: string[];
  /** Fastify logger option (default: off). */
  logger?: boolean | { level: string };
  /** argon2id cost; tests lower it. */
  passwordHashing?: { memoryCost: number; timeCost: number };
  /** How long operator switches are cached per process (ms); 0 = read every request. */
  settingsCacheMs?: number;
  /** Login failures: wait (3000) after `waitAfter` in a row, lock (1008) after `lockAfter` in a row. */
  loginLimits?: { waitAfter: number; lockAfter: number; waitSeconds: number };
  /**
   * Per-client-IP ceilings (login per minute → 3000, OTP per hour → 6005, register / forgot per hour → 3000); the
   * sandbox default is loose for e2e suites.
   */
  ipLimits?: IpLimits;
  /**
   * Which proxies to believe about the client IP in X-Forwarded-For: a hop count (1 = the one proxy in front) or
   * the proxies' addresses / CIDRs; default none (env TRUST_PROXY). Never "all": that would let any client pick
   * its IP with a left-most X-Forwarded-For entry.
   */
  trustProxy?: number | string[] | false;
  /** HMAC key the payment gateway signs callbacks with; default GATEWAY_SECRET (same rules as tokenSecret). */
  gatewaySecret?: string;
  /** HMAC key game providers sign wallet callbacks with; default PROVIDER_SECRET (same rules as tokenSecret). */
  providerSecret?: string;
  /**
   * Absolute session lifetime in seconds (env SESSION_MAX_AGE, default 90 days): refresh-token rotation never
   * carries a session past it.
   */
  sessionMaxAgeSeconds?: number;
  /** Prune rate limits, spent idempotency keys, old OTPs and SMS every 10 minutes; default true. */
  pruneTimer?: boolean;
  /** How long a deposit QR can be paid (seconds, default 600). */
  qrTtlSeconds?: number;
  /** Run the affiliate roll-up timer (daily at 11:00 Bangkok); default true. Tests call the roll-up themselves. */
  affiliateTimer?: boolean;
}

export interface ResolvedConfig {
  seed: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  otpTtlSeconds: number;
  otpResendSeconds: number;
  otpMaxPerHour: number;
  sandbox: boolean;
  /** NODE_ENV=production: secrets are required and the sandbox is refused. */
  production: boolean;
  publicUrl: string;
  corsOrigins: string[];
  passwordHashing: { memoryCost: number; timeCost: number };
  settingsCacheMs: number;
  loginLimits: { waitAfter: number; lockAfter: number; waitSeconds: number };
  ipLimits: IpLimits;
  trustProxy: number | string[] | false;
  qrTtlSeconds: number;
  affiliateTimer: boolean;
  pruneTimer: boolean;
  sessionMaxAgeSeconds: number;
  /** Settings that were ignored, said once at start. */
  warnings: string[];
}

export interface IpLimits {
  loginsPerMinute: number;
  otpsPerHour: number;
  /** Register and forgot-password attempts per hour (counted before any check that reveals an account). */
  formsPerHour: number;
  /** Web-vitals beacons per minute (default 30; 10,000 on a sandbox, where every browser is this machine). */
  vitalsPerMinute?: number;
}

/** A start-up setting is wrong or missing: the message names every one, and the server does not start. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`the platform server cannot start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function envInt(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export const isLocalOrigin = (origin: string) =>
  /^https?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i.test(origin);

/** on / off switches from the environment: only these words, so a typo never silently means "on". */
export function envSwitch(name: string, problems: string[]): boolean | undefined {
  const raw = process.env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  problems.push(`${name} must be on or off, got "${process.env[name]}"`);
  return undefined;
}

/** TRUST_PROXY: a hop count or comma-separated proxy addresses / CIDRs; "true" is refused (it trusts any client). */
export function parseTrustProxy(raw: string | undefined, problems: string[]): number | string[] | false {
  const value = raw?.trim() ?? '';
  if (value === '' || ['off', 'false', '0', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    addresses.every(
      (a) => /^[\da-f.:]+(?:\/\d{1,3})?$/i.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a),
    )
  )
    return addresses;
  problems.push(
    `TRUST_PROXY takes a hop count (1 = one proxy in front) or the proxies' addresses (10.0.0.1,10.1.0.0/16), ` +
      `got "${value}"`,
  );
  return false;
}

export function resolveConfig(options: ServerOptions): ResolvedConfig {
  const problems: string[] = [];
  const port = envInt('PORT') ?? 4000;
  const production = process.env.NODE_ENV === 'production';
  const sandbox = options.sandbox ?? envSwitch('SANDBOX', problems) ?? false;
  if (sandbox && production)
    problems.push('SANDBOX is on under NODE_ENV=production: the sandbox pays deposits and logs in as anyone');
  const warnings: string[] = [];
  const listedOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // A page on the visitor's own machine may call the API only on a sandbox server.
  const envOrigins = sandbox ? listedOrigins : listedOrigins.filter((origin) => !isLocalOrigin(origin));
  if (envOrigins.length < listedOrigins.length)
    warnings.push('CORS_ORIGINS: localhost origins are allowed only with SANDBOX=on; ignored');
  const trustProxy = options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY, problems);
  if (problems.length) throw new ConfigError(problems);
  return {
    seed: options.seed ?? true,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? envInt('ACCESS_TOKEN_TTL') ?? 15 * 60,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? envInt('REFRESH_TOKEN_TTL') ?? 30 * 24 * 3600,
    sessionMaxAgeSeconds: options.sessionMaxAgeSeconds ?? envInt('SESSION_MAX_AGE') ?? 90 * 24 * 3600,
    otpTtlSeconds: options.otpTtlSeconds ?? 5 * 60,
    otpResendSeconds: options.otpResendSeconds ?? 60,
    otpMaxPerHour: 5,
    sandbox,
    production,
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    // The local brand dev servers are allowed only in the sandbox; a real deployment names its sites.
    corsOrigins: options.corsOrigins ?? [
      ...(sandbox ? ['http://localhost:4200', 'http://localhost:4201'] : []),
      ...envOrigins,
    ],
    passwordHashing: options.passwordHashing ?? { memoryCost: 19456, timeCost: 2 },
    settingsCacheMs: options.settingsCacheMs ?? 2000,
    loginLimits: options.loginLimits ?? { waitAfter: 3, lockAfter: 5, waitSeconds: envInt('LOGIN_WAIT_SECONDS') ?? 60 },
    ipLimits:
      options.ipLimits ??
      (sandbox
        ? { loginsPerMinute: 10_000, otpsPerHour: 10_000, formsPerHour: 10_000 }
        : { loginsPerMinute: 300, otpsPerHour: 30, formsPerHour: 60 }),
    trustProxy,
    qrTtlSeconds: options.qrTtlSeconds ?? envInt('QR_TTL') ?? 600,
    affiliateTimer: options.affiliateTimer ?? true,
    pruneTimer: options.pruneTimer ?? true,
    warnings,
  };
}
