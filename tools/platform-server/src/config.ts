import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/open.ts';
import type { Db } from './db/db.ts';

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
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  otpTtlSeconds?: number;
  /** Seconds to wait before another OTP for the same phone (spec: 1 minute). */
  otpResendSeconds?: number;
  /** Sandbox endpoints (OTP inbox, LINE consent page, sandbox game); default on unless NODE_ENV=production. */
  sandbox?: boolean;
  clock?: Clock;
  /** HMAC key for access tokens; default: TOKEN_SECRET, else one generated once and kept in the database. */
  tokenSecret?: string;
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
   * Per-client-IP ceilings (login per minute → 3000, OTP per hour → 6005); the sandbox default is loose for e2e
   * suites.
   */
  ipLimits?: { loginsPerMinute: number; otpsPerHour: number };
  /** Trust X-Forwarded-For (only behind a proxy you run; otherwise clients could pick their IP). Env TRUST_PROXY=1. */
  trustProxy?: boolean;
  /** HMAC key the payment gateway signs callbacks with; default GATEWAY_SECRET, else derived from the token secret. */
  gatewaySecret?: string;
  /**
   * HMAC key game providers sign wallet callbacks with; default PROVIDER_SECRET, else derived from the token
   * secret.
   */
  providerSecret?: string;
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
  publicUrl: string;
  corsOrigins: string[];
  passwordHashing: { memoryCost: number; timeCost: number };
  settingsCacheMs: number;
  loginLimits: { waitAfter: number; lockAfter: number; waitSeconds: number };
  ipLimits: { loginsPerMinute: number; otpsPerHour: number };
  trustProxy: boolean;
  qrTtlSeconds: number;
  affiliateTimer: boolean;
}

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function envInt(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function resolveConfig(options: ServerOptions): ResolvedConfig {
  const port = envInt('PORT') ?? 4000;
  const sandbox =
    options.sandbox ?? (process.env.SANDBOX ? process.env.SANDBOX !== 'off' : process.env.NODE_ENV !== 'production');
  const envOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    seed: options.seed ?? true,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? envInt('ACCESS_TOKEN_TTL') ?? 15 * 60,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? envInt('REFRESH_TOKEN_TTL') ?? 30 * 24 * 3600,
    otpTtlSeconds: options.otpTtlSeconds ?? 5 * 60,
    otpResendSeconds: options.otpResendSeconds ?? 60,
    otpMaxPerHour: 5,
    sandbox,
    publicUrl: (options.publicUrl ?? process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: options.corsOrigins ?? ['http://localhost:4200', 'http://localhost:4201', ...envOrigins],
    passwordHashing: options.passwordHashing ?? { memoryCost: 19456, timeCost: 2 },
    settingsCacheMs: options.settingsCacheMs ?? 2000,
    loginLimits: options.loginLimits ?? { waitAfter: 3, lockAfter: 5, waitSeconds: 60 },
    ipLimits:
      options.ipLimits ??
      (sandbox ? { loginsPerMinute: 10_000, otpsPerHour: 10_000 } : { loginsPerMinute: 300, otpsPerHour: 30 }),
    trustProxy: options.trustProxy ?? ['1', 'true'].includes(process.env.TRUST_PROXY ?? ''),
    qrTtlSeconds: options.qrTtlSeconds ?? envInt('QR_TTL') ?? 600,
    affiliateTimer: options.affiliateTimer ?? true,
  };
}
