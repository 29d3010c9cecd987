/**
 * One page, rendered on the server: the route's remote page with its data
 * (fetched here with the anon key), the frame around it, the head for
 * crawlers, and the handover that lets the browser hydrate without fetching
 * anything again. Each request has its own query clients, style cache and
 * router location; nothing is kept between requests.
 */
import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  color,
  createShopQueryClient,
  fontSize,
  getShopConfig,
  RequestQueryClients,
  type PageHandover,
  type PageHead,
  type PageRequest,
  type PrefetchPage,
  type RemoteModuleId,
  type RemoteName,
  type RemoteServerModuleId,
} from '@giftshop/shared';
import { App } from '../src/App';
import { matchShopRoute } from '../src/routes/shopAddress';
import { ServerRemoteModules } from '../src/remotes/slotRendering';
import { shellPages } from '../src/pages/shellPages';
import { ShopRoutesContext } from '../src/routes/ShopRoutes';
import { currentBuild, loadServerModule, type RemoteBuild } from './remoteServerCode';
import { remotePreloadTags } from './remotePreloads';
import { readDeclaredRoutes, type DeclaredRoutes } from './remoteRoutes';
import { withinTime } from './boundedFetch';
import { handoverTag, headTags, liftMainImagePreloads, type PageTemplate } from './htmlDocument';
import { createPageStyleCache, styleTags } from './pageStyles';
import { shellPageTitle } from './shellPageTitle';

/** How long a remote's server code may take to load before its slot is left to the browser. */
export const SLOT_LOAD_LIMIT_MS = 1_000;
/** How long a page's data may take on the server before the page is sent without it (the browser fetches it). */
export const PREFETCH_LIMIT_MS = 1_000;
/**
 * The same for a render no shopper waits for (a stale page refreshed, a page with no good copy tried again, the
 * warm-up: `renderQueue.ts`'s background): under load its data may take longer, and a whole page is then kept.
 */
export const BACKGROUND_PREFETCH_LIMIT_MS = 5_000;
/** How long React may render before unfinished parts are left to the browser. */
export const RENDER_LIMIT_MS = 1_000;
/**
 * A page sent with a part left to the browser shows that part's loading state, which only the page's scripts
 * fill in. With JavaScript off it would stay so: such a page asks for itself again after this many seconds,
 * by when the render the shell's server starts in the background with its longer data limit
 * ({@link BACKGROUND_PREFETCH_LIMIT_MS}, `pageCache.ts`) has kept the whole page (a reload sooner would only
 * wait for that render). A note at the top says so, with a link that reloads at once.
 */
export const RELOAD_WITHOUT_SCRIPTS_S = 5;
/** Read only where scripts are off (`<noscript>` holds its markup there, and is inert text elsewhere). */
const reloadWithoutScripts = `<noscript><meta http-equiv="refresh" content="${RELOAD_WITHOUT_SCRIPTS_S}" /></noscript>`;
const reloadNote =
  `<noscript><p role="status" style="margin:0;padding:10px 16px;background:${color.accentSoft};` +
  `color:${color.ink};text-align:center;font-size:${fontSize.sm}">Part of this page is still loading: it ` +
  `reloads by itself in a few seconds. <a href="">Reload now</a></p></noscript>`;

export interface PageContext {
  template: PageTemplate;
  /** The remotes' entries as `remotes.json` names them. */
  remotes: Partial<Record<RemoteName, string>>;
  /** `remotes.json` → `config`, handed to the browser. */
  config: unknown;
  /** The shop's public origin, for canonical and Open Graph URLs. */
  origin: string;
  /** Extra response headers (security headers). */
  headers: Record<string, string>;
  log: (fields: Record<string, unknown>) => void;
  /** How long the page's data may take ({@link PREFETCH_LIMIT_MS} when unset). */
  prefetchLimitMs?: number;
  /** How long a remote's build and server code may take to load ({@link SLOT_LOAD_LIMIT_MS} when unset). */
  slotLoadLimitMs?: number;
  /** How long React may render ({@link RENDER_LIMIT_MS} when unset). */
  renderLimitMs?: number;
}

interface RoutePlan {
  status: 200 | 301 | 404;
  head: PageHead;
  /** Where a 301 sends the shopper: the page's own address (a path on this shop). */
  location?: string;
  modules: Map<RemoteModuleId, ComponentType<never>>;
  builds: Partial<Record<RemoteName, RemoteBuild>>;
  /** True when a part of the page was left to the browser (a remote or the backend failed): never cached. */
  degraded: boolean;
  /** A shell page's module (`shellPages`' `source`): its chunk is preloaded on its route. */
  shellPage?: string;
}

async function planRoute(
  url: URL,
  context: PageContext,
  clientFor: (r: RemoteName) => QueryClient,
  { routes, missing }: DeclaredRoutes,
): Promise<RoutePlan> {
  const pathname = url.pathname;
  const shellPage = shellPages.find((p) => p.path === pathname);
  if (shellPage)
    return {
      status: 200,
      head: { title: shellPageTitle(shellPage, url.search) },
      modules: new Map(),
      builds: {},
      degraded: false,
      shellPage: shellPage.source,
    };
  // Read as the browser's router reads it: `%20` in a product's name is a space, in the server's data too.
  const address = matchShopRoute(pathname, routes);
  // No route: not found, unless a remote whose routes could not be read may have it (the browser asks it).
  if (!address && missing.length)
    return { status: 200, head: { title: 'Loading' }, modules: new Map(), builds: {}, degraded: true };
  if (!address)
    return { status: 404, head: { title: 'Page not found' }, modules: new Map(), builds: {}, degraded: false };
  const { route, params } = address;
  const plan: RoutePlan = {
    status: 200,
    head: { title: route.title },
    modules: new Map(),
    builds: {},
    degraded: false,
  };
  // A parameter spelled otherwise (`/category/FOR-HER`) is sent to the page's own address once the data
  // says that page exists; an unknown one stays a 404 where it was asked for.
  const canonicalPath = address.canonicalPath;
  const redirect = canonicalPath ? { status: 301 as const, location: canonicalPath + url.search } : null;
  if (route.server === 'browser') return redirect ? { ...plan, ...redirect } : plan;

  const remote = route.remote;
  const entry = context.remotes[remote];
  try {
    if (!entry) throw new Error(`No URL is configured for the "${remote}" remote.`);
    const slotLoadLimitMs = context.slotLoadLimitMs ?? SLOT_LOAD_LIMIT_MS;
    const build = await withinTime(currentBuild(remote, entry), slotLoadLimitMs, `Reading the ${remote} build`);
    const prefetchId = route.server === 'prefetch' ? (`${remote}/Prefetch` as RemoteServerModuleId) : null;
    const [Page, prefetch] = await Promise.all([
      loadServerModule(build, route.module, slotLoadLimitMs),
      prefetchId ? (loadServerModule(build, prefetchId, slotLoadLimitMs) as Promise<PrefetchPage>) : null,
    ]);
    plan.builds[remote] = build;
    const fetchData = (request: PageRequest) =>
      prefetch
        ? withinTime(
            prefetch(request, clientFor(remote)),
            context.prefetchLimitMs ?? PREFETCH_LIMIT_MS,
            `Fetching the data of ${pathname}`,
          )
        : Promise.resolve(null);
    const request = { page: route.page, params, search: url.search, origin: context.origin };
    if (redirect && canonicalPath) {
      const canonicalParams = matchShopRoute(canonicalPath, routes)?.params ?? params;
      const there = await fetchData({ ...request, params: canonicalParams }).catch(() => null);
      // Not found under its own spelling either: this page is the 404. No answer: the redirect is still right.
      if (there?.status !== 404) return { ...plan, ...redirect };
      const client = clientFor(remote);
      await client.cancelQueries();
      client.clear();
    }
    if (prefetch) {
      const result = await fetchData(request).catch(async (error: unknown) => {
        context.log({ level: 'warn', msg: 'page data left to the browser', path: pathname, error: String(error) });
        plan.degraded = true;
        // Nothing of a late answer may reach the page: the HTML shows the loading state, and so must the handover.
        const client = clientFor(remote);
        await client.cancelQueries();
        client.clear();
        return null;
      });
      if (result) {
        plan.status = result.status;
        if (result.head) plan.head = result.head;
      }
    }
    // The slot is rendered here only once its code is in: `Page` and the handover pin the same build.
    plan.modules.set(route.module, Page as ComponentType<never>);
  } catch (error) {
    context.log({ level: 'warn', msg: 'slot left to the browser', path: pathname, remote, error: String(error) });
    // The remote's code could not be read: the page's own address is still the right answer.
    if (redirect) return { ...plan, ...redirect };
    plan.degraded = true;
  }
  return plan;
}

/**
 * The handover without the moment it was made: the same page is the same bytes for every shopper (a CDN
 * may keep it), and the browser dates the data when it loads it (`browserQueryClient`).
 */
function timeless(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}

/**
 * A page as the server answers it: status, headers and the whole HTML (uncompressed). It depends on the
 * address, `remotes.json` and the remotes' builds only — never on the shopper (no cookie, header or
 * session is read), which is what lets the render cache (`pageCache.ts`) serve it to everyone.
 */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** A part was left to the browser (a remote or the backend failed or was late): never cached. */
  degraded: boolean;
}

/** Renders `url`: status, headers, the HTML. */
export async function renderPage(
  url: URL,
  context: PageContext,
  stats: PageStats = { degraded: false, dataMs: 0, renderMs: 0 },
): Promise<RenderedPage> {
  const started = performance.now();
  const clients = new Map<RemoteName, QueryClient>();
  const clientFor = (remote: RemoteName) => {
    let client = clients.get(remote);
    if (!client) {
      client = createShopQueryClient();
      // On the server a failed read is not retried: the browser asks again with its own retries.
      client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
      clients.set(remote, client);
    }
    return client;
  };
  // Every remote's current build, so the browser loads the very builds this page was rendered against
  // (the header's cart and account too); a remote whose manifest cannot be read keeps its remotes.json entry.
  // Their routes too: what each remote's current build declares is the shop's route table for this page.
  const declared = await readDeclaredRoutes(
    context.remotes,
    context.slotLoadLimitMs ?? SLOT_LOAD_LIMIT_MS,
    context.log,
  );
  const plan = await planRoute(url, context, clientFor, declared);
  const prepared = performance.now();
  if (plan.status === 301 && plan.location) {
    for (const client of clients.values()) client.clear();
    Object.assign(stats, { degraded: false, dataMs: Math.round(prepared - started) });
    // A path on this shop, built from the route's own path with each parameter encoded: never another host.
    return {
      status: 301,
      headers: {
        ...context.headers,
        Location: plan.location,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': pageCacheControl,
      },
      body: Buffer.from(`Moved to ${plan.location}`),
      degraded: false,
    };
  }
  for (const build of Object.values(declared.builds)) if (!plan.builds[build.name]) plan.builds[build.name] = build;

  // The page's styles are gathered as it renders and written once in its head (`pageStyles.ts`).
  const cache = createPageStyleCache();
  const app = (
    <CacheProvider value={cache}>
      <RequestQueryClients.Provider value={clientFor}>
        <ServerRemoteModules.Provider value={plan.modules}>
          <ShopRoutesContext.Provider
            value={{ routes: declared.routes, pending: declared.missing, failed: [], retry: () => {} }}
          >
            <StaticRouter location={url.pathname + url.search}>
              <App />
            </StaticRouter>
          </ShopRoutesContext.Provider>
        </ServerRemoteModules.Provider>
      </RequestQueryClients.Provider>
    </CacheProvider>
  );

  const head = headTags(plan.head, {
    brand: getShopConfig().brandName,
    // A page that does not exist has no canonical URL; search results are not for indexing.
    url: plan.status === 404 ? null : new URL(plan.head.canonicalPath ?? url.pathname, context.origin).href,
    // a page with a part left to the browser (maybe a 404 the server could not tell) is not for indexing either
    index: plan.status !== 404 && !url.searchParams.has('q') && !plan.degraded,
    description: context.template.description,
  });

  Object.assign(stats, { degraded: plan.degraded, dataMs: Math.round(prepared - started) });
  const page = await new Promise<RenderedPage>((resolve) => {
    let failedParts = 0;
    const stream = renderToPipeableStream(app, {
      // Never move a finished part out of line (React would add an inline script to put it back in place).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failedParts += 1;
        context.log({
          level: 'warn',
          msg: 'a part of the page is left to the browser',
          path: url.pathname,
          error: String(error),
        });
      },
      // Everything is rendered before the first byte of the body: the status and head are known, and the
      // HTML needs no inline script to move late parts into place (the Content-Security-Policy allows none).
      onAllReady() {
        const degraded = plan.degraded || failedParts > 0;
        const rendered = [...plan.modules.keys()];
        const handover: PageHandover = {
          remotes: {
            ...context.remotes,
            ...Object.fromEntries(Object.values(plan.builds).map((b) => [b.name, b.browserEntry])),
          },
          config: context.config,
          rendered,
          queries: Object.fromEntries([...clients].map(([remote, client]) => [remote, timeless(dehydrate(client))])),
          routes: declared.declared,
        };
        // A shell page's own chunk, and the rendered remote modules' files, download with the shell's scripts (issue 31).
        const preloads =
          (plan.shellPage ? context.template.pagePreloads(plan.shellPage) : '') +
          remotePreloadTags(plan.builds, rendered);
        // The head comes first in the page but last here: its styles and main picture are known once the body is.
        const chunks: Buffer[] = [];
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              stats.degraded = degraded;
              stats.renderMs = Math.round(performance.now() - prepared);
              const lifted = liftMainImagePreloads(context.template.headStart, Buffer.concat(chunks).toString());
              const reload = degraded ? `\n    ${reloadWithoutScripts}` : '';
              // the note goes before the root, which React hydrates: outside what it compares
              const bodyStart = degraded
                ? context.template.bodyStart.replace(/<div id="root">$/, `${reloadNote}<div id="root">`)
                : context.template.bodyStart;
              const html =
                `${lifted.headStart}${preloads}${head}${reload}\n    ${styleTags(cache)}\n  ${bodyStart}` +
                `${lifted.body}${handoverTag(handover)}${context.template.end}`;
              done();
              resolve({
                status: plan.status,
                headers: {
                  ...context.headers,
                  'Content-Type': 'text/html; charset=utf-8',
                  'Cache-Control': degraded ? 'no-store' : pageCacheControl,
                  'Server-Timing': `data;dur=${(prepared - started).toFixed(1)}`,
                },
                body: Buffer.from(html),
                degraded,
              });
            },
          }),
        );
      },
      onShellError(error) {
        context.log({ level: 'error', msg: 'page could not be rendered', path: url.pathname, error: String(error) });
        stats.degraded = true;
        resolve({
          status: 503,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' },
          body: Buffer.from('The shop is busy for a moment. Please reload the page.'),
          degraded: true,
        });
      },
    });
    const renderLimitMs = context.renderLimitMs ?? RENDER_LIMIT_MS;
    setTimeout(() => stream.abort(new Error(`Rendering took longer than ${renderLimitMs} ms`)), renderLimitMs).unref();
  });
  for (const client of clients.values()) client.clear();
  return page;
}

/** What a page's log line says about its render: time for data and remote code, time to render, and whether a part was left to the browser. */
export type PageStats = {
  degraded: boolean;
  dataMs: number;
  renderMs: number;
};

/**
 * Pages are the same for every shopper (the cart and the account fill in after hydration), so a CDN may
 * keep them: fresh for a minute, served stale for up to ten while it fetches a new copy.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
