import { randomBytes } from 'node:crypto';
import { ConfigError, type ServerOptions } from './config.ts';

/** The HMAC keys and the admin token; each independent of the others, none stored in or derived from the database. */
export interface Secrets {
  /** Access tokens (and, with a purpose prefix, game-launch tickets). */
  token: string;
  /** Payment-gateway callbacks. */
  gateway: string;
  /** Game providers' wallet calls. */
  provider: string;
  /** `x-admin-token` of POST /admin/command; undefined = only the sandbox on loopback may call it. */
  admin: string | undefined;
  /** Names of the secrets generated for this process because none was given (outside production only). */
  generated: string[];
}

export const MIN_SECRET_BYTES = 32;

const REQUIRED = [
  { name: 'TOKEN_SECRET', option: 'tokenSecret' },
  { name: 'GATEWAY_SECRET', option: 'gatewaySecret' },
  { name: 'PROVIDER_SECRET', option: 'providerSecret' },
  { name: 'ADMIN_TOKEN', option: 'adminToken' },
] as const;

/**
 * Under NODE_ENV=production every secret must be given (option or environment), at least 32 bytes, and differ
 * from the others; the error names each one that is missing or weak. Elsewhere a missing HMAC key is generated in
 * memory for this process (tokens die with it), never written anywhere, and reported in `generated`.
 */
export function resolveSecrets(options: ServerOptions, production: boolean): Secrets {
  const given = Object.fromEntries(
    REQUIRED.map(({ name, option }) => {
      const value = options[option] ?? process.env[name];
      return [name, value === '' ? undefined : value];
    }),
  ) as Record<(typeof REQUIRED)[number]['name'], string | undefined>;
  if (production) {
    const problems: string[] = [];
    const missing = REQUIRED.filter(({ name }) => given[name] === undefined).map(({ name }) => name);
    if (missing.length)
      problems.push(
        `NODE_ENV=production needs ${missing.join(', ')} (each at least ${MIN_SECRET_BYTES} random bytes, ` +
          'e.g. `openssl rand -base64 32`)',
      );
    for (const { name } of REQUIRED) {
      const value = given[name];
      if (value !== undefined && Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES)
        problems.push(`${name} is ${Buffer.byteLength(value, 'utf8')} bytes: it needs at least ${MIN_SECRET_BYTES}`);
    }
    const names = REQUIRED.map(({ name }) => name);
    for (const [i, a] of names.entries())
      for (const b of names.slice(i + 1))
        if (given[a] !== undefined && given[a] === given[b]) problems.push(`${a} and ${b} must be independent secrets`);
    if (problems.length) throw new ConfigError(problems);
  }
  const generated: string[] = [];
  const orGenerate = (name: string, value: string | undefined) => {
    if (value !== undefined) return value;
    generated.push(name);
    return randomBytes(MIN_SECRET_BYTES).toString('base64url');
  };
  return {
    token: orGenerate('TOKEN_SECRET', given.TOKEN_SECRET),
    gateway: orGenerate('GATEWAY_SECRET', given.GATEWAY_SECRET),
    provider: orGenerate('PROVIDER_SECRET', given.PROVIDER_SECRET),
    admin: given.ADMIN_TOKEN,
    generated,
  };
}
