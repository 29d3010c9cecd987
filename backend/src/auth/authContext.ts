import type { Database } from '../db/Database';
import type { KeyRing } from './keys';
import type { Mailer } from './mail/mailer';
import type { PasswordHasher } from './passwordHasher';
import type { PasswordRules } from './passwordStrength';
import type { RateLimiter } from './rateLimit';

export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' };
export const BCRYPT_COST = 10;

/** What the auth endpoints share: the database, the keys, the limiter and the settings. */
export interface AuthContext {
  db: Database;
  keys: KeyRing;
  limiter: RateLimiter;
  /** bcrypt, off the server's thread. */
  passwords: PasswordHasher;
  emailConfirm: boolean;
  /** Sends (and logs) the confirmation, recovery and e-mail change e-mails. */
  mailer: Mailer;
  /** How long a password recovery link works, default 3600 (hosted Supabase's e-mail OTP expiry). */
  recoveryExpirySeconds: number;
  jwtExpirySeconds: number;
  publicUrl: () => string;
  siteUrl: string;
  /** Origins a link may redirect to: the site URL's and the configured shop origins. */
  redirectOrigins: ReadonlySet<string>;
  /** How long an issued PKCE auth code may wait for its exchange (GoTrue's default: 300). */
  flowStateSeconds: number;
  /** Weak-password rules for sign-up and password change. */
  passwordRules: PasswordRules;
  /** A rotated refresh token presented again within this window gets the current one; later, the session ends. */
  refreshTokenReuseSeconds: number;
  log: (event: Record<string, unknown>) => void;
}
