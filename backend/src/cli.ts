import { parseArgs } from 'node:util';
import { startBackend } from './startBackend';
import type { StartBackendOptions } from './options';

const usage = `Usage: npx tsx backend/src/cli.ts [options]
  --port N            port (default 54321, env BACKEND_PORT; 0 = any free port)
  --host H            host (default 127.0.0.1, env BACKEND_HOST)
  --data-dir DIR      data directory (default .data/backend, env BACKEND_DATA_DIR)
  --reset             start from a clean database
  --email-confirm     require e-mail confirmation (the link is e-mailed and logged)
  --smtp-url URL      send the auth e-mails over SMTP, e.g. smtp://127.0.0.1:54325 (env BACKEND_SMTP_URL)
  --recovery-expiry S how long a password recovery link works (default 3600)
  --jwt-expiry S      access token lifetime in seconds (default 3600)
  --latency MS        delay every /rest and /auth response (fault injection)
  --products N        grow the catalogue to N products (benchmarks)
  --rate-limit N      requests per client per minute for sign-in, sign-up, verify, e-mail change and
                      recovery (default 30, loopback included; 0 = off); orders and newsletter
                      sign-ups are limited by the database (shop_settings)
  --site-url URL      where confirmation links lead by default (env BACKEND_SITE_URL)
  --allow-redirect O  another origin a link's redirect_to may lead to (repeatable)
  --password-required-characters SETS
                      character sets a password must each use, GoTrue's format (a-z:A-Z:0-9 spelt out)
  --trust-proxy       key rate limits by X-Forwarded-For from a reverse proxy on loopback
  --max-rows N        rows per response at most (default 1000, 0 = unlimited)
  --answer-cache-mb N memory for the answers of functions marked @cache-until-write, kept until
                      the next write (default 32, 0 = off)
  --anon-statement-timeout MS
                      time limit of each statement of an anon request (default 3000)
  --authenticated-statement-timeout MS
                      time limit of each statement of a signed-in request (default 8000)
  --service-statement-timeout MS
                      time limit for service_role requests and the backend's own work (default 60000)
  --log-file FILE     write JSON logs to FILE instead of stderr
  --quiet             no request logs
  --help`;

function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    console.error(`--${name} expects a whole number, got "${value}"\n\n${usage}`);
    process.exit(2);
  }
  return Number(value);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean' },
    'email-confirm': { type: 'boolean' },
    'smtp-url': { type: 'string' },
    'recovery-expiry': { type: 'string' },
    'jwt-expiry': { type: 'string' },
    latency: { type: 'string' },
    products: { type: 'string' },
    'rate-limit': { type: 'string' },
    'site-url': { type: 'string' },
    'allow-redirect': { type: 'string', multiple: true },
    'password-required-characters': { type: 'string' },
    'trust-proxy': { type: 'boolean' },
    'max-rows': { type: 'string' },
    'answer-cache-mb': { type: 'string' },
    'anon-statement-timeout': { type: 'string' },
    'authenticated-statement-timeout': { type: 'string' },
    'service-statement-timeout': { type: 'string' },
    'log-file': { type: 'string' },
    quiet: { type: 'boolean' },
    help: { type: 'boolean' },
  },
  strict: true,
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const options: StartBackendOptions = {
  port: intOption(values.port, 'port'),
  host: values.host,
  dataDir: values['data-dir'],
  reset: values.reset,
  emailConfirm: values['email-confirm'],
  smtpUrl: values['smtp-url'],
  recoveryExpirySeconds: intOption(values['recovery-expiry'], 'recovery-expiry'),
  jwtExpirySeconds: intOption(values['jwt-expiry'], 'jwt-expiry'),
  latencyMs: intOption(values.latency, 'latency'),
  products: intOption(values.products, 'products'),
  rateLimit: intOption(values['rate-limit'], 'rate-limit'),
  siteUrl: values['site-url'],
  redirectAllowList: values['allow-redirect'],
  passwordRequiredCharacters: values['password-required-characters'],
  trustProxy: values['trust-proxy'],
  maxRows: intOption(values['max-rows'], 'max-rows'),
  answerCacheMb: intOption(values['answer-cache-mb'], 'answer-cache-mb'),
  anonStatementTimeoutMs: intOption(values['anon-statement-timeout'], 'anon-statement-timeout'),
  authenticatedStatementTimeoutMs: intOption(
    values['authenticated-statement-timeout'],
    'authenticated-statement-timeout',
  ),
  serviceStatementTimeoutMs: intOption(values['service-statement-timeout'], 'service-statement-timeout'),
  logFile: values['log-file'],
  quiet: values.quiet,
};

try {
  const backend = await startBackend(options);
  process.stdout.write(`BACKEND_READY ${JSON.stringify({ url: backend.url, anonKey: backend.anonKey })}\n`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(JSON.stringify({ time: new Date().toISOString(), event: 'stopping', signal }) + '\n');
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(`backend failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
