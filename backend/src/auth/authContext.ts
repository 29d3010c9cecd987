import type { Database } from '../db/Database';
import type { KeyRing } from './keys';
import type { PasswordHasher } from './passwordHasher';
import type { RateLimiter } from './rateLimit';

export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };
export const BCRYPT_COST = 10;
export const MIN_PASSWORD = 6;

/** What the auth endpoints share: the database, the keys, the limiter and the settings. */
export interface AuthContext {
  db: Database;
  keys: KeyRing;
  limiter: RateLimiter;
  /** bcrypt, off the server's thread. */
  passwords: PasswordHasher;
  emailConfirm: boolean;
  jwtExpirySeconds: number;
  publicUrl: () => string;
  siteUrl: string;
  /** A rotated refresh token presented again within this window gets the current one; later, the session ends. */
  refreshTokenReuseSeconds: number;
  log: (event: Record<string, unknown>) => void;
}
