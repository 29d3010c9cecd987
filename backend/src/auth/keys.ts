import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ApiRole } from '../http/types';

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];
/** Fixed issue time so the anon and service keys stay the same across restarts. */
const KEY_ISSUED_AT = 1_735_689_600; // 2025-01-01
const KEY_EXPIRES_AT = 2_051_222_400; // 2035-01-01

export class TokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'role',
    message: string,
  ) {
    super(message);
  }
}

/** The HS256 secret, made on first start and kept in `<dataDir>/jwt-secret` (mode 600). */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export interface VerifiedToken {
  claims: JWTPayload & { role: ApiRole; sub?: string; session_id?: string };
  /** The claims as JSON text (what `request.jwt.claims` becomes). */
  claimsText: string;
}

/** Signs access tokens and API keys, and verifies every token we are shown. */
export class KeyRing {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedToken>();
  anonKey = '';
  serviceKey = '';

  private constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  static async create(secret: string): Promise<KeyRing> {
    const ring = new KeyRing(secret);
    ring.anonKey = await ring.sign({
      iss: 'supabase',
      ref: 'embedded',
      role: 'anon',
      iat: KEY_ISSUED_AT,
      exp: KEY_EXPIRES_AT,
    });
    ring.serviceKey = await ring.sign({
      iss: 'supabase',
      ref: 'embedded',
      role: 'service_role',
      iat: KEY_ISSUED_AT,
      exp: KEY_EXPIRES_AT,
    });
    return ring;
  }

  sign(payload: JWTPayload & Record<string, unknown>): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** HS256 with our secret, not expired, role one of anon/authenticated/service_role. */
  async verify(token: string): Promise<VerifiedToken> {
    const now = Math.floor(Date.now() / 1000);
    const hit = this.verified.get(token);
    if (hit && (hit.claims.exp === undefined || hit.claims.exp > now)) return hit;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError('expired', 'JWT expired');
      throw new TokenError('invalid', error instanceof Error ? error.message : 'invalid JWT');
    }
    const role = payload.role as ApiRole;
    if (!API_ROLES.includes(role)) throw new TokenError('role', `JWT role "${String(payload.role)}" is not allowed`);
    if (role === 'authenticated' && typeof payload.sub !== 'string')
      throw new TokenError('invalid', 'JWT has no sub claim');
    const result: VerifiedToken = { claims: payload as VerifiedToken['claims'], claimsText: JSON.stringify(payload) };
    this.verified.set(token, result);
    if (this.verified.size > 5000) this.verified.delete(this.verified.keys().next().value as string);
    return result;
  }
}
