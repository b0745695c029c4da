import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Code } from '../http/codes.ts';

/** What an access token proves, checked without a database round-trip. */
export interface AccessClaims {
  /** member id */
  sub: string;
  /** session (refresh-token family) id */
  sid: string;
  usr: string;
  grp: string;
  iat: number;
  exp: number;
  /** Launch tickets only: the session's ticket epoch when issued (a password change bumps it). */
  tep?: number;
}

export type Verified =
  { ok: true; claims: AccessClaims } | { ok: false; code: typeof Code.sessionInvalid | typeof Code.tokenExpired };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** Compact HMAC-SHA256 tokens: `<base64url JSON claims>.<base64url signature>`. */
export class AccessTokens {
  readonly #key: Buffer;
  /** Tokens whose signature already checked out: a member polling credit pays for HMAC once. */
  readonly #verified = new Map<string, AccessClaims>();
  constructor(secret: string) {
    this.#key = Buffer.from(secret, 'utf8');
  }

  sign(claims: AccessClaims): string {
    const body = b64(JSON.stringify(claims));
    return `${body}.${this.#mac(body)}`;
  }

  verify(token: string, nowMs: number): Verified {
    const known = this.#verified.get(token);
    if (known) return known.exp * 1000 <= nowMs ? { ok: false, code: Code.tokenExpired } : { ok: true, claims: known };
    const verified = this.#check(token, nowMs);
    if (verified.ok) {
      if (this.#verified.size >= 10_000) this.#verified.clear();
      this.#verified.set(token, verified.claims);
    }
    return verified;
  }

  /**
   * Signature only, expiry ignored: a game provider may settle a round (win, rollback) after the
   * player's session token expired.
   */
  verifySignature(token: string): AccessClaims | undefined {
    const checked = this.#check(token, Number.NEGATIVE_INFINITY);
    return checked.ok ? checked.claims : undefined;
  }

  #check(token: string, nowMs: number): Verified {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 2048) return { ok: false, code: Code.sessionInvalid };
    const body = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.#mac(body), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, code: Code.sessionInvalid };
    let claims: AccessClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
    } catch {
      return { ok: false, code: Code.sessionInvalid };
    }
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string')
      return { ok: false, code: Code.sessionInvalid };
    if (claims.exp * 1000 <= nowMs) return { ok: false, code: Code.tokenExpired };
    return { ok: true, claims };
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }
}

export function newRefreshToken(): string {
  return `rt_${randomBytes(32).toString('base64url')}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** "<scheme> <token>" with any single scheme word (spec §7); a bare token is tolerated. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const parts = header.trim().split(/\s+/);
  const token = parts.length === 2 ? parts[1] : parts.length === 1 ? parts[0] : undefined;
  if (!token || token === 'undefined' || token === 'null') return undefined;
  return token;
}
