import { rmSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { KeyRing, loadOrCreateSecret } from './auth/keys';
import { createMailer } from './auth/mail/mailer';
import { passwordHasher } from './auth/passwordHasher';
import { upgradeAuthSchema } from './auth/authSchema';
import { parseRequiredCharacters, MIN_PASSWORD } from './auth/passwordStrength';
import { DEFAULT_RATE_LIMIT, RateLimiter } from './auth/rateLimit';
import { redirectOrigins } from './auth/redirects';
import { Database } from './db/Database';
import { DatabaseThread } from './db/DatabaseThread';
import { openPreparedDataDir, prepareDataDir } from './db/openDataDir';
import { growCatalogue } from './db/growCatalogue';
import { BodyBudget, listenOn } from '@giftshop/shared/server';
import { createLogger } from './http/logger';
import { createApiServer } from './http/server';
import { TestCardService } from './functions/testCardService';
import { randomBytes } from 'node:crypto';
import { resolveOptions, type StartBackendOptions } from './options';
import { answerCache, GenerationCache } from './rest/generationCache';
import { SchemaCache } from './rest/schemaCache';
import { findSeedAsset } from './storage/seedAssets';

export interface RunningBackend {
  url: string;
  anonKey: string;
  /** Bypasses row level security: for tests and scripts only, never for a browser. */
  serviceKey: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Open the data directory, then serve /rest/v1, /auth/v1 and /storage/v1 until stop(). */
export async function startBackend(options: StartBackendOptions = {}): Promise<RunningBackend> {
  const o = resolveOptions(options);
  const log = createLogger({ quiet: o.quiet, logFile: o.logFile });
  const prepared = await prepareDataDir({ dataDir: o.dataDir, templateDir: o.templateDir, reset: o.reset, log });
  // stop() keeps only the lock: the start-up PGlite, closed below, can then be garbage-collected
  const { releaseLock } = prepared;
  let startup: PGlite | null = null;
  let database: Database | null = null;
  try {
    // A fresh copy of the template is current by construction: the start-up PGlite (the pending migrations, the
    // auth schema, growing the catalogue) is only opened for an existing database or one to grow, which saves a
    // whole PGlite start on every fresh backend.
    if (!prepared.created || o.products) {
      const opened = await openPreparedDataDir(prepared, log);
      startup = opened.pg;
      for (const warning of opened.warnings) log({ event: 'warning', message: warning });
      if (await upgradeAuthSchema(opened.pg)) log({ event: 'auth_schema_upgraded', dataDir: o.dataDir });
      if (o.products) await growCatalogue(opened.pg, o.products, log);
      await opened.pg.close();
    }
    // start-up work is done: from here the database runs on its own thread, with a watchdog
    const db = (database = new Database(
      await DatabaseThread.open(prepared.pgdata, log),
      {
        anon: o.anonStatementTimeoutMs,
        authenticated: o.authenticatedStatementTimeoutMs,
        service: o.serviceStatementTimeoutMs,
      },
      undefined,
      log,
    ));
    const keys = await KeyRing.create(loadOrCreateSecret(o.dataDir));
    const schema = await db.exclusive((conn) => SchemaCache.load(conn));
    let publicUrl = '';
    const limiter = new RateLimiter({ max: o.rateLimit ?? DEFAULT_RATE_LIMIT, windowMs: o.rateLimitWindowMs });
    const mailer = createMailer({ smtpUrl: o.smtpUrl, log });
    // the Edge Functions' secrets: never written to runtime.json or sent to a browser
    const secret = (prefix: string) => `${prefix}_${randomBytes(24).toString('hex')}`;
    const testSecrets = { key: secret('sk_test'), webhook: secret('whsec') };
    const functionEnv = (): Record<string, string | undefined> => ({
      SUPABASE_URL: publicUrl,
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceKey,
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'test',
      PAYMENT_WEBHOOK_SECRET: process.env.PAYMENT_WEBHOOK_SECRET ?? testSecrets.webhook,
      TEST_PAYMENTS_URL: `${publicUrl}/test-payments/v1`,
      TEST_PAYMENTS_SECRET_KEY: testSecrets.key,
      ...options.functionSecrets,
    });
    const testPayments = new TestCardService({
      secretKey: testSecrets.key,
      webhookSecret: functionEnv().PAYMENT_WEBHOOK_SECRET ?? testSecrets.webhook,
      webhookUrl: () => `${publicUrl}/functions/v1/payment-webhook`,
      log,
    });
    const server = createApiServer({
      rest: {
        db,
        schema,
        counts: new GenerationCache<number>(),
        answers: answerCache(o.answerCacheMb),
        maxRows: o.maxRows || undefined,
      },
      auth: {
        db,
        keys,
        passwords: passwordHasher,
        limiter,
        emailConfirm: o.emailConfirm,
        mailer,
        recoveryExpirySeconds: o.recoveryExpirySeconds,
        jwtExpirySeconds: o.jwtExpirySeconds,
        publicUrl: () => publicUrl,
        siteUrl: o.siteUrl,
        redirectOrigins: redirectOrigins(o.siteUrl, o.redirectAllowList),
        passwordRules: {
          minLength: MIN_PASSWORD,
          requiredCharacters: parseRequiredCharacters(o.passwordRequiredCharacters),
        },
        flowStateSeconds: o.flowStateSeconds,
        refreshTokenReuseSeconds: o.refreshTokenReuseSeconds,
        log,
      },
      storage: { find: findSeedAsset, cacheSeconds: o.cacheSeconds },
      functions: { keys, db, log, publicUrl: () => publicUrl, env: functionEnv },
      testPayments,
      latencyMs: o.latencyMs,
      trustProxy: o.trustProxy,
      shopServerKey: o.shopServerKey,
      log,
      limits: o.serverLimits,
      bodies: new BodyBudget(o.bodyBudget.totalBytes, o.bodyBudget.clientBytes),
      unreadAnswers: new BodyBudget(o.answerBudget.totalBytes, o.answerBudget.clientBytes),
    });
    await listenOn(server, o.port, o.host);
    const { port } = server.address() as AddressInfo;
    const host = o.host.includes(':') ? `[${o.host}]` : o.host;
    publicUrl = `http://${host}:${port}`;
    const runtimeFile = path.join(o.dataDir, 'runtime.json');
    writeFileSync(runtimeFile, JSON.stringify({ url: publicUrl, anonKey: keys.anonKey }, null, 2) + '\n');
    log({ event: 'ready', url: publicUrl, dataDir: o.dataDir, created: prepared.created });

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await mailer.close();
        await db.close();
        rmSync(runtimeFile, { force: true });
        releaseLock();
      })());
    return { url: publicUrl, anonKey: keys.anonKey, serviceKey: keys.serviceKey, dataDir: o.dataDir, stop };
  } catch (error) {
    if (startup && !startup.closed) await startup.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}
