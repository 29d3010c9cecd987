/**
 * Starts the whole shop on one machine: the embedded backend, and the shell
 * and each remote on its own origin (built files behind a static server, or
 * Vite dev servers). Used by `npm start`, `npm run dev` and the e2e suite.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { shopPorts } from '../../shared/vite/ports';
import { startMailCatcher, type MailCatcher } from './mailCatcher';
import { startStackOutbox } from './stackOutbox';
import { startStaticServer } from './staticServer';
import { startShellServer } from './shellServer';
import { remoteApps, shopApps, type ShopApp } from './apps';
import { newestBuild, remoteEntryUrl } from './remoteBuild';
import { pointRemote } from './remotesFile';
import { stackBackendDataDir } from './localServiceKey';

export const repoRoot = resolve(import.meta.dirname, '../..');

export interface BackendOptions {
  emailConfirm?: boolean;
  /**
   * Requests per client per minute for sign-in, sign-up and the other /auth calls GoTrue limits. The
   * backend's default (30) when unset, as `npm start` runs; the e2e suite, whose browsers all share
   * one loopback address, raises it explicitly.
   */
  rateLimit?: number;
  /**
   * Orders and newsletter sign-ups per window from one address, e-mail or shopper: the database's own
   * limits (20250609055000_write_limits.sql), set in its shop_settings by the service role once the
   * backend is up. The shop's (30 a minute) when unset; the e2e suite raises it as it raises `rateLimit`.
   */
  writeLimit?: number;
  jwtExpirySeconds?: number;
  latencyMs?: number;
  reset?: boolean;
  dataDir?: string;
}

/** The database's write limits (orders, newsletter sign-ups per window), set the database's way: its shop_settings. */
async function setWriteLimits(backend: { url: string; serviceKey: string }, perWindow: number): Promise<void> {
  const res = await fetch(`${backend.url}/rest/v1/shop_settings?id=eq.true`, {
    method: 'PATCH',
    headers: {
      apikey: backend.serviceKey,
      Authorization: `Bearer ${backend.serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ orders_per_window: perWindow, newsletter_signups_per_window: perWindow }),
  });
  if (!res.ok) throw new Error(`the backend refused the write limits: ${res.status} ${await res.text()}`);
}

/** The mail catcher's default ports (as Supabase's local stack: inbox 54324, SMTP 54325), shifted by the offset. */
export const mailPorts = (offset: number) => ({ web: 54324 + offset, smtp: 54325 + offset });

export interface StackOptions {
  offset?: number;
  /**
   * Run a mail catcher (scripts/lib/mailCatcher.ts) and have the backend send its e-mails there: `npm start`
   * and the e2e stack do. Off by default (the bench and fault stacks need none).
   */
  mail?: boolean;
  dev?: boolean;
  backend?: BackendOptions | false;
  quiet?: boolean;
  /**
   * Keep the backend's log (a JSON line per request, why each 500 was one, every database restart) and the
   * shell server's in this folder, as `backend.log` and `shell.log`, whatever `quiet` says: the e2e run keeps
   * them with its results, so a failure there says why.
   */
  logDir?: string;
  /** Security headers for the static servers (the CSP is built from the remote origins). */
  headers?: (origins: { remotes: string[]; api: string[] }) => Record<string, string>;
  /** Serve these build folders instead of each app's `dist/` (the bench serves copies). */
  distDirs?: Partial<Record<ShopApp['server'], string>>;
  /**
   * The backend URL the apps are told about (in `remotes.json` and the CSP), given the real one: lets a
   * test put a proxy (latency, faults) between the shop and its backend. The real URL by default.
   */
  publicBackendUrl?: (backendUrl: string) => string | Promise<string>;
}

interface Closable {
  close(): Promise<unknown>;
}

export interface ShopStack {
  urls: Record<ShopApp['server'], string>;
  /** The backend as the apps are told about it (the `publicBackendUrl` answer when one was given). */
  backend: { url: string; anonKey: string } | null;
  /** The mail catcher, when one runs: its web inbox (API under `/api`) and SMTP address. */
  mail: { inboxUrl: string; smtpUrl: string } | null;
  remotesFile: string;
  /**
   * The backend's service key, for tests that write rows the shop itself cannot (a hostile product name).
   * Never handed to the apps, and never written to a file.
   */
  serviceKey(): string | null;
  /** The key this stack's shell server proves itself with to the backend (SHOP_BACKEND_KEY), for a second one. */
  shopServerKey: string;
  /** Stop one app's server (fault injection) and start it again. */
  stopApp(server: ShopApp['server']): Promise<void>;
  /**
   * Start an app's server again, optionally from another folder of builds, and point `remotes.json` at its
   * newest build (a redeploy from elsewhere).
   */
  startApp(server: ShopApp['server'], distDir?: string): Promise<void>;
  stopBackend(): Promise<void>;
  startBackend(): Promise<void>;
  stop(): Promise<void>;
}

export async function startShopStack(options: StackOptions = {}): Promise<ShopStack> {
  const offset = options.offset ?? 0;
  const env = { ...process.env, SHOP_PORT_OFFSET: String(offset) };
  const ports = shopPorts(env);
  const runtimeDir = resolve(repoRoot, '.data', `runtime-${offset}`);
  mkdirSync(runtimeDir, { recursive: true });
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });
  const logFile = (name: string) => (options.logDir ? resolve(options.logDir, name) : undefined);
  const remotesFile = resolve(runtimeDir, 'remotes.json');
  const urls = Object.fromEntries(
    shopApps.map((app) => [app.server, `http://localhost:${ports[app.server]}`]),
  ) as ShopStack['urls'];

  const mail: MailCatcher | null = options.mail
    ? await startMailCatcher({
        smtpPort: mailPorts(offset).smtp,
        webPort: mailPorts(offset).web,
        dir: resolve(runtimeDir, 'mail'),
      })
    : null;

  let backendHandle: { url: string; anonKey: string; serviceKey: string; stop(): Promise<void> } | null = null;
  const backendOptions = options.backend === false ? null : (options.backend ?? {});
  const backendEntry = resolve(repoRoot, 'backend/src/index.ts');
  let firstStart = true;
  // The shell's server proves itself to the backend with this key, so the backend shares its database per shopper
  // whose page it renders (docs/backend.md, "Fair sharing"). Made afresh for each stack, kept in memory only.
  const shopServerKey = randomBytes(32).toString('base64url');
  const startBackendNow = async () => {
    if (!backendOptions || !existsSync(backendEntry)) return;
    const reset = firstStart && (backendOptions.reset ?? false);
    firstStart = false;
    const backendPackage = '@giftshop/backend';
    const { startBackend } = (await import(backendPackage)) as {
      startBackend(
        o: Record<string, unknown>,
      ): Promise<{ url: string; anonKey: string; serviceKey: string; stop(): Promise<void> }>;
    };
    backendHandle = await startBackend({
      port: ports.backend,
      dataDir: backendOptions.dataDir ? resolve(repoRoot, backendOptions.dataDir) : stackBackendDataDir(offset),
      reset,
      emailConfirm: backendOptions.emailConfirm ?? false,
      smtpUrl: mail?.smtpUrl,
      rateLimit: backendOptions.rateLimit,
      // confirmation links may lead back to the shell (its localhost and 127.0.0.1 spellings), nowhere else
      siteUrl: urls.shell,
      redirectAllowList: [urls.shell, urls.shell.replace('//localhost:', '//127.0.0.1:')],
      jwtExpirySeconds: backendOptions.jwtExpirySeconds,
      latencyMs: backendOptions.latencyMs,
      quiet: logFile('backend.log') ? false : (options.quiet ?? true),
      logFile: logFile('backend.log'),
      shopServerKey,
    });
    if (backendOptions.writeLimit !== undefined) await setWriteLimits(backendHandle, backendOptions.writeLimit);
  };
  await startBackendNow();
  const running = backendHandle as { url: string; anonKey: string } | null;
  const backendInfo = running
    ? { url: (await options.publicBackendUrl?.(running.url)) ?? running.url, anonKey: running.anonKey }
    : null;
  // The e-mails the database queues (the newsletter's welcome) go to the mail catcher too (stackOutbox.ts).
  const started = backendHandle as { url: string; serviceKey: string } | null;
  const outbox =
    mail && started
      ? await startStackOutbox({
          backendUrl: started.url,
          serviceKey: started.serviceKey,
          smtpUrl: mail.smtpUrl,
          siteUrl: urls.shell,
          quiet: options.quiet ?? true,
        })
      : null;

  const buildsOf = (app: ShopApp, distDir?: string) =>
    distDir ?? options.distDirs?.[app.server] ?? resolve(repoRoot, app.dir, 'dist');
  // Built remotes: each one's newest build (`dist/<version>/`); dev servers serve their entry at the root.
  const entryOf = (app: ShopApp, distDir?: string) => {
    if (options.dev) return `${urls[app.server]}/remoteEntry.js`;
    const version = newestBuild(buildsOf(app, distDir));
    if (!version) throw new Error(`${app.dir} is not built: run \`npm run build\` first.`);
    return remoteEntryUrl(urls[app.server], version);
  };
  writeFileSync(
    remotesFile,
    JSON.stringify(
      {
        remotes: Object.fromEntries(remoteApps.map((app) => [app.server, entryOf(app)])),
        ...(backendInfo ? { config: { supabase: backendInfo } } : {}),
      },
      null,
      2,
    ),
  );

  const headers =
    options.headers?.({
      remotes: remoteApps.map((a) => urls[a.server]),
      api: backendInfo ? [backendInfo.url] : [],
    }) ?? {};
  const servers = new Map<ShopApp['server'], Closable>();
  const startApp = async (server: ShopApp['server'], distDir?: string) => {
    const app = shopApps.find((a) => a.server === server)!;
    const dir = resolve(repoRoot, app.dir);
    if (options.dev) {
      Object.assign(process.env, {
        SHOP_PORT_OFFSET: String(offset),
        SHOP_REMOTES_FILE: remotesFile,
        SHOP_DEV_WITH_SHELL: '1',
      });
      const { createServer } = await import('vite');
      const vite = await createServer({
        root: dir,
        configFile: resolve(dir, 'vite.config.ts'),
        logLevel: options.quiet ? 'warn' : 'info',
      });
      await vite.listen();
      servers.set(server, vite);
    } else {
      const dist = buildsOf(app, distDir);
      if (server === 'shell') {
        // The shell is its Node server: every page rendered there, then hydrated in the browser.
        servers.set(
          server,
          await startShellServer({
            repoRoot,
            port: ports.shell,
            remotesFile,
            distDir: dist,
            quiet: options.quiet ?? true,
            logFile: logFile('shell.log'),
            backendKey: backendHandle ? shopServerKey : undefined,
          }),
        );
        return;
      }
      if (distDir) pointRemote(remotesFile, server, entryOf(app, distDir));
      servers.set(
        server,
        await startStaticServer({
          dir: dist,
          port: ports[server],
          remotesFile,
          headers,
          quiet: options.quiet ?? true,
        }),
      );
    }
  };
  const stopApp = async (server: ShopApp['server']) => {
    await servers.get(server)?.close();
    servers.delete(server);
  };
  for (const app of shopApps) await startApp(app.server);

  return {
    urls,
    backend: backendInfo,
    mail: mail ? { inboxUrl: mail.inboxUrl, smtpUrl: mail.smtpUrl } : null,
    remotesFile,
    serviceKey: () => (backendHandle as { serviceKey: string } | null)?.serviceKey ?? null,
    shopServerKey,
    startApp,
    stopApp,
    async stopBackend() {
      await backendHandle?.stop();
      backendHandle = null;
    },
    async startBackend() {
      if (!backendHandle) await startBackendNow();
    },
    async stop() {
      for (const server of [...servers.keys()]) await stopApp(server);
      await outbox?.stop();
      await backendHandle?.stop();
      backendHandle = null;
      await mail?.stop();
    },
  };
}
