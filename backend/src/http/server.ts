import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { BodyOverBudget, createGuardedServer, type BodyBudget, type ServerLimits } from '@giftshop/shared/server';
import { handleAuth, type AuthContext } from '../auth/handleAuth';
import { serveFunction, type FunctionsContext } from '../functions/serveFunctions';
import type { TestCardService } from '../functions/testCardService';
import { handleRest } from '../rest/handleRest';
import type { RestContext } from '../rest/restContext';
import { serveObject, type StorageContext } from '../storage/serveObject';
import { clientAddress, fromShopServer } from './clientAddress';
import { corsHeaders, preflightHeaders } from './cors';
import { redactQuery, type Log } from './logger';
import { BodyTooLarge, readBody } from './readBody';
import { AccessDenied, resolveRestAuth } from './resolveAuth';
import { sendResponse } from './sendResponse';
import { json, type ApiRequest, type ApiResponse } from './types';

export interface ServerDeps {
  rest: RestContext;
  auth: AuthContext;
  storage: StorageContext;
  /** /functions/v1: the Edge Functions of supabase/functions. */
  functions: FunctionsContext;
  /** /test-payments/v1: the offline test card provider, when the functions use it. */
  testPayments: TestCardService | null;
  latencyMs: number;
  /** Key clients by X-Forwarded-For when the peer is a reverse proxy on loopback (see clientAddress). */
  trustProxy: boolean;
  /** The shop's server's key: its requests are keyed by the shopper it forwards (see clientAddress); '' = none. */
  shopServerKey?: string;
  log: Log;
  /** Time limits and connection caps of the HTTP server (see docs/backend.md, "Hostile clients"). */
  limits: Partial<ServerLimits>;
  /** Request bodies held in memory at once, in all and per client. */
  bodies: BodyBudget;
  /** Answer bytes waiting to be handed to the kernel (slow readers), in all and per client. */
  unreadAnswers: BodyBudget;
}

/** The request target split into path and query (cheaper than the WHATWG URL parser on the hot path). */
interface Target {
  pathname: string;
  search: string;
  searchParams: URLSearchParams;
}

function parseTarget(raw: string): Target {
  const q = raw.indexOf('?');
  const pathname = q < 0 ? raw : raw.slice(0, q);
  const search = q < 0 ? '' : raw.slice(q);
  return { pathname, search, searchParams: new URLSearchParams(search) };
}

async function apiRequest(
  deps: ServerDeps,
  req: IncomingMessage,
  url: Target,
  prefix: string,
  ip: string,
): Promise<ApiRequest> {
  return {
    method: req.method ?? 'GET',
    path: url.pathname.slice(prefix.length) || '/',
    query: url.searchParams,
    headers: req.headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req, deps.bodies, ip),
    ip,
  };
}

async function dispatch(deps: ServerDeps, req: IncomingMessage, url: Target): Promise<ApiResponse> {
  const path = url.pathname;
  if (path === '/health' || path === '/rest/v1/health') return json(200, { status: 'ok' });
  if (path.startsWith('/rest/v1/') || path === '/rest/v1') {
    if (deps.latencyMs) await sleep(deps.latencyMs);
    // no limit here: hosted Supabase's gateway has none per client for /rest/v1; the shop's write limits are the
    // database's own (20250609055000_write_limits.sql), read from the address put in request.headers
    const request = await apiRequest(deps, req, url, '/rest/v1', clientAddress(req, deps));
    request.forShopper = fromShopServer(req, deps.shopServerKey);
    const auth = await resolveRestAuth(deps.auth, req.headers, url.searchParams);
    return handleRest(deps.rest, { request, auth });
  }
  if (path.startsWith('/auth/v1/')) {
    if (deps.latencyMs) await sleep(deps.latencyMs);
    return handleAuth(deps.auth, await apiRequest(deps, req, url, '/auth/v1', clientAddress(req, deps)));
  }
  if (path.startsWith('/storage/v1/')) return serveObject(deps.storage, req.method ?? 'GET', path);
  if (path.startsWith('/functions/v1/')) {
    const request = await apiRequest(deps, req, url, '/functions/v1', clientAddress(req, deps));
    return serveFunction(deps.functions, req, url.pathname, url.search, request.body);
  }
  if (path.startsWith('/test-payments/v1/') && deps.testPayments) {
    const request = await apiRequest(deps, req, url, '/test-payments/v1', clientAddress(req, deps));
    return deps.testPayments.handle(request.method, request.path, req.headers, request.body);
  }
  return json(404, { message: 'not found' });
}

const CLOSE = { Connection: 'close' };

/** The Postgres/PostgREST code of an error answer, for its log line (why a 500 was a 500). */
function errorCode(response: ApiResponse): string | undefined {
  const body = typeof response.body === 'string' ? response.body : '';
  return /^\{"code":"([^"]{1,16})"/.exec(body)?.[1];
}

/** The HTTP front: CORS, routing to /rest, /auth and /storage, compression and request logs. */
export function createApiServer(deps: ServerDeps): Server {
  return createGuardedServer(deps.limits, (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const url = parseTarget(req.url ?? '/');
    const finish = (response: ApiResponse, extra: Record<string, string>) =>
      sendResponse(req, res, response, extra, {
        budget: deps.unreadAnswers,
        client: clientAddress(req, deps),
      }).then((bytes) => {
        if (!deps.log.enabled) return;
        deps.log({
          event: 'request',
          method: req.method,
          path: url.pathname,
          query: url.search.length > 1 ? redactQuery(url.search).slice(0, 300) : undefined,
          status: response.status,
          ms: Math.round((performance.now() - started) * 100) / 100,
          bytes,
          remembered: response.remembered || undefined,
          code: response.status >= 500 ? errorCode(response) : undefined,
          ip: clientAddress(req, deps),
        });
      });
    if (req.method === 'OPTIONS') {
      void finish({ status: 204 }, preflightHeaders(req));
      return;
    }
    dispatch(deps, req, url)
      .catch((error: unknown): ApiResponse => {
        if (error instanceof AccessDenied) return error.response;
        // the rest of the body is never read: the connection closes after the answer
        if (error instanceof BodyTooLarge)
          return json(413, { code: 'PGRST413', details: null, hint: null, message: error.message }, CLOSE);
        if (error instanceof BodyOverBudget)
          return json(
            503,
            { code: 'PGRST503', details: null, hint: null, message: error.message },
            {
              ...CLOSE,
              'Retry-After': '1',
            },
          );
        deps.log({
          event: 'error',
          path: url.pathname,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        return json(500, {
          code: 'XX000',
          details: null,
          hint: null,
          message: 'internal error in the embedded backend',
        });
      })
      .then((response) => finish(response, corsHeaders()))
      .catch(() => res.destroy());
  });
}
