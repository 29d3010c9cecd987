import path from 'node:path';
import type { ServerLimits } from '@giftshop/shared/server';
import { defaultDataDir, defaultTemplateDir, repoRoot } from './paths';

export interface StartBackendOptions {
  /**
   * Secrets and settings of the Edge Functions (their `Deno.env`), over the process environment and the
   * defaults (SUPABASE_URL and keys; PAYMENT_PROVIDER 'test' with generated test secrets).
   */
  functionSecrets?: Record<string, string | undefined>;
  /** 0 picks a free port. Default 54321 (env BACKEND_PORT). */
  port?: number;
  /** Default 127.0.0.1 (env BACKEND_HOST). */
  host?: string;
  /** Default `.data/backend` under the repo root (env BACKEND_DATA_DIR). */
  dataDir?: string;
  /** Where fresh-database templates are kept (env BACKEND_TEMPLATE_DIR). */
  templateDir?: string;
  /** Start from a clean database. */
  reset?: boolean;
  /** Require e-mail confirmation before sign-in (the link is e-mailed and logged). */
  emailConfirm?: boolean;
  /**
   * Send the auth e-mails (confirmation, recovery, e-mail change) over SMTP to this server, e.g.
   * `smtp://127.0.0.1:54325` (env BACKEND_SMTP_URL). Without it they are only logged.
   */
  smtpUrl?: string;
  /** How long a password recovery link works, default 3600 s (env BACKEND_RECOVERY_EXPIRY). */
  recoveryExpirySeconds?: number;
  /** Access token lifetime, default 3600. */
  jwtExpirySeconds?: number;
  /** Delay added to every /rest and /auth response (fault injection). */
  latencyMs?: number;
  /** No request logs. */
  quiet?: boolean;
  /** Write logs to this file instead of stderr. */
  logFile?: string;
  /** Grow the catalogue to at least this many products (benchmarks). */
  products?: number;
  /**
   * Requests per client address per minute in each limited bucket of /auth (sign-in, sign-up, verify,
   * e-mail change, recovery; refresh 10×), as GoTrue limits them, loopback included. Default 30 (env
   * BACKEND_RATE_LIMIT); tests and load tests that need more raise it; 0 = unlimited. Orders and
   * newsletter sign-ups are limited by the database (shop_settings, 20250609055000_write_limits.sql).
   */
  rateLimit?: number;
  /** The length of an /auth rate limit's window, in ms: one minute; tests shorten it to see a window end. */
  rateLimitWindowMs?: number;
  /**
   * A reverse proxy on this host forwards the shoppers (env BACKEND_TRUST_PROXY=1): rate limits are
   * keyed by the address it appends to X-Forwarded-For. Off by default (the header is ignored).
   */
  trustProxy?: boolean;
  /**
   * The key the shop's server proves itself with (env BACKEND_SHOP_SERVER_KEY; the shell's server is
   * given the same as SHOP_BACKEND_KEY): its requests, which carry it in X-Shop-Server-Key, are keyed
   * by the shopper it names in X-Forwarded-For, for rate limits and fair sharing. Unset: none is believed.
   */
  shopServerKey?: string;
  /** PostgREST max rows per response (hosted Supabase default 1000). */
  maxRows?: number;
  /**
   * Memory, in MB, for the answers of read-only calls to functions the database marks
   * `@cache-until-write` (search, listings), each kept until the next committed write.
   * Default 32 (env BACKEND_ANSWER_CACHE_MB); 0 = off, every call runs.
   */
  answerCacheMb?: number;
  /** Where confirmation links send the browser by default (always an allowed redirect). */
  siteUrl?: string;
  /**
   * More origins a link's `redirect_to` may lead to (the shop's origins; GoTrue's URI allow list), env
   * BACKEND_REDIRECT_ALLOW_LIST (comma-separated). Anything else goes to the site URL.
   */
  redirectAllowList?: string[];
  /**
   * Character sets a password must each use, GoTrue's GOTRUE_PASSWORD_REQUIRED_CHARACTERS format
   * (sets separated by `:`, `\:` a literal colon), env BACKEND_PASSWORD_REQUIRED_CHARACTERS. Off by default.
   */
  passwordRequiredCharacters?: string;
  /** How long a PKCE auth code may wait for its exchange, default 300 (GoTrue's). */
  flowStateSeconds?: number;
  /** Cache-Control max-age of storage objects, default 3600. */
  cacheSeconds?: number;
  /** How long a rotated refresh token may be presented again (two tabs refreshing at once), default 10. */
  refreshTokenReuseSeconds?: number;
  /** Statement time limit of anon requests in ms, default 3000 as on Supabase (env BACKEND_ANON_STATEMENT_TIMEOUT). */
  anonStatementTimeoutMs?: number;
  /** Statement time limit of signed-in requests in ms, default 8000 as on Supabase (env BACKEND_AUTHENTICATED_STATEMENT_TIMEOUT). */
  authenticatedStatementTimeoutMs?: number;
  /** Statement time limit of service_role requests and the backend's own work (auth), default 60000 (env BACKEND_SERVICE_STATEMENT_TIMEOUT). */
  serviceStatementTimeoutMs?: number;
  /**
   * Time limits and connection caps of the HTTP server, over backendServerLimits. Env
   * BACKEND_MAX_CONNECTIONS and BACKEND_MAX_CONNECTIONS_PER_ADDRESS (0 = no cap) set the caps.
   */
  serverLimits?: Partial<ServerLimits>;
  /** Request bodies held in memory at once: in all (default 32 MB) and per client address (default 8 MB). */
  bodyBudget?: { totalBytes: number; clientBytes: number };
  /**
   * Bytes of answers not yet handed to the kernel (clients that read slowly or not at all): in all
   * (default 64 MB) and per client address (default 16 MB); over it, an answer larger than 16 KB is a 503.
   */
  answerBudget?: { totalBytes: number; clientBytes: number };
}

/**
 * The backend's server limits: Node's defaults (no caps, 60 s for headers, 300 s per request)
 * let one host hold every file descriptor. Connections stay idle for 65 s, longer than a load
 * balancer's 60 s, so it never sends on one the backend is closing. Behind a reverse proxy on this
 * host (trustProxy) every connection comes from the proxy: no per-address cap then.
 */
export function backendServerLimits(trustProxy: boolean): Partial<ServerLimits> {
  return {
    idleTimeoutMs: 65_000,
    maxConnections: num(env.BACKEND_MAX_CONNECTIONS) ?? 4_000,
    maxConnectionsPerAddress: num(env.BACKEND_MAX_CONNECTIONS_PER_ADDRESS) ?? (trustProxy ? 0 : 256),
  };
}

export type ResolvedOptions = Required<
  Omit<StartBackendOptions, 'logFile' | 'products' | 'rateLimit' | 'smtpUrl' | 'functionSecrets'>
> &
  Pick<StartBackendOptions, 'logFile' | 'products' | 'rateLimit' | 'smtpUrl'>;

const env = process.env;
const num = (v: string | undefined) =>
  v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;
const bool = (v: string | undefined) => (v === undefined ? undefined : v === '1' || v === 'true');

export function resolveOptions(o: StartBackendOptions): ResolvedOptions {
  const dataDir = o.dataDir ?? env.BACKEND_DATA_DIR ?? defaultDataDir;
  return {
    port: o.port ?? num(env.BACKEND_PORT) ?? 54321,
    host: o.host ?? env.BACKEND_HOST ?? '127.0.0.1',
    dataDir: path.resolve(repoRoot, dataDir),
    templateDir: path.resolve(repoRoot, o.templateDir ?? env.BACKEND_TEMPLATE_DIR ?? defaultTemplateDir),
    reset: o.reset ?? bool(env.BACKEND_RESET) ?? false,
    emailConfirm: o.emailConfirm ?? bool(env.BACKEND_EMAIL_CONFIRM) ?? false,
    smtpUrl: o.smtpUrl ?? (env.BACKEND_SMTP_URL || undefined),
    recoveryExpirySeconds: o.recoveryExpirySeconds ?? num(env.BACKEND_RECOVERY_EXPIRY) ?? 3600,
    jwtExpirySeconds: o.jwtExpirySeconds ?? num(env.BACKEND_JWT_EXPIRY) ?? 3600,
    latencyMs: o.latencyMs ?? num(env.BACKEND_LATENCY_MS) ?? 0,
    quiet: o.quiet ?? bool(env.BACKEND_QUIET) ?? false,
    logFile: o.logFile ?? env.BACKEND_LOG_FILE,
    products: o.products ?? num(env.BACKEND_PRODUCTS),
    rateLimit: o.rateLimit ?? num(env.BACKEND_RATE_LIMIT),
    rateLimitWindowMs: o.rateLimitWindowMs ?? 60_000,
    trustProxy: o.trustProxy ?? bool(env.BACKEND_TRUST_PROXY) ?? false,
    shopServerKey: o.shopServerKey ?? env.BACKEND_SHOP_SERVER_KEY ?? '',
    maxRows: o.maxRows ?? num(env.BACKEND_MAX_ROWS) ?? 1000,
    answerCacheMb: o.answerCacheMb ?? num(env.BACKEND_ANSWER_CACHE_MB) ?? 32,
    siteUrl: o.siteUrl ?? env.BACKEND_SITE_URL ?? 'http://127.0.0.1:5173',
    redirectAllowList: o.redirectAllowList ?? (env.BACKEND_REDIRECT_ALLOW_LIST ?? '').split(',').filter(Boolean),
    passwordRequiredCharacters: o.passwordRequiredCharacters ?? env.BACKEND_PASSWORD_REQUIRED_CHARACTERS ?? '',
    flowStateSeconds: o.flowStateSeconds ?? 300,
    cacheSeconds: o.cacheSeconds ?? num(env.BACKEND_CACHE_SECONDS) ?? 3600,
    refreshTokenReuseSeconds: o.refreshTokenReuseSeconds ?? 10,
    anonStatementTimeoutMs: o.anonStatementTimeoutMs ?? num(env.BACKEND_ANON_STATEMENT_TIMEOUT) ?? 3000,
    authenticatedStatementTimeoutMs:
      o.authenticatedStatementTimeoutMs ?? num(env.BACKEND_AUTHENTICATED_STATEMENT_TIMEOUT) ?? 8000,
    serviceStatementTimeoutMs: o.serviceStatementTimeoutMs ?? num(env.BACKEND_SERVICE_STATEMENT_TIMEOUT) ?? 60_000,
    serverLimits: { ...backendServerLimits(o.trustProxy ?? bool(env.BACKEND_TRUST_PROXY) ?? false), ...o.serverLimits },
    bodyBudget: o.bodyBudget ?? { totalBytes: 32 * 1_048_576, clientBytes: 8 * 1_048_576 },
    answerBudget: o.answerBudget ?? { totalBytes: 64 * 1_048_576, clientBytes: 16 * 1_048_576 },
  };
}
