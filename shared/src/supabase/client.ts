import type { SupabaseClient as UntypedSupabaseClient } from '@supabase/supabase-js';
import { getShopConfig } from '../config/shopConfig';
import type { Database } from './database.types';

/** The shop's client, typed by the schema (database.types.ts): a misspelt column or argument fails the typecheck. */
export type SupabaseClient = UntypedSupabaseClient<Database>;

/** The client, and the backend (URL and anon key) it was made for. */
let client: { backend: string; promise: Promise<SupabaseClient> } | null = null;

/** Whether a session was stored in this browser as its client was made (`sessionStoredWhenClientMade`). */
let sessionStoredAtStart = false;

/**
 * Whether this browser held a stored session when the shop's one client was made, read before the client could
 * refresh it: a session whose refresh the server refuses as the page loads is dropped by the client before anyone
 * sees it, without a trace. The session owner says such a session ended (shared 2.6.0). False on the server and
 * until the client is made.
 */
export const sessionStoredWhenClientMade = (): boolean => sessionStoredAtStart;

/** On the server, the longest a backend request may take. */
const SERVER_FETCH_LIMIT_MS = 5_000;

function withTimeout(signal: AbortSignal | null | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** On the server, headers added to each backend request, asked for as it is sent (none by default). */
let serverRequestHeaders: () => Record<string, string> | undefined = () => undefined;

/**
 * On the server: `headers` is asked at each backend request for headers to add. The shell's server
 * names the shopper whose page it renders (requestShopConfig.ts), so that the embedded backend shares
 * its database between shoppers rather than counting every page as one client's.
 */
export function addServerRequestHeaders(headers: () => Record<string, string> | undefined): void {
  serverRequestHeaders = headers;
}

function withServerHeaders(init: RequestInit | undefined): Headers {
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(serverRequestHeaders() ?? {})) headers.set(name, value);
  return headers;
}

/**
 * The shop's one Supabase client, created on first use from the run-time
 * config. Every remote's data module calls this; nothing else may call
 * `createClient` in the browser (two auth clients race on refresh tokens).
 * The library itself is loaded on demand, so pages that read nothing never pay for it.
 * On the server it is made again when the request's config names another backend.
 */
export function getSupabase(): Promise<SupabaseClient> {
  const { url, anonKey } = getShopConfig().supabase;
  const backend = `${url}\n${anonKey}`;
  // The server follows the request's config: remotes.json pointed at another backend is read from at once.
  // The browser keeps its one client (two auth clients race on refresh tokens).
  if (!client || (typeof window === 'undefined' && client.backend !== backend)) {
    const made = createShopClient().catch((error: unknown) => {
      if (client?.promise === made) client = null; // let the next call try again
      throw error;
    });
    client = { backend, promise: made };
  }
  return client.promise;
}

async function createShopClient(): Promise<SupabaseClient> {
  const { supabase, authStorageKey } = getShopConfig();
  if (!supabase.url || !supabase.anonKey) {
    throw new Error(
      'The shop has no backend configured (supabase.url and supabase.anonKey are missing from the run-time config).',
    );
  }
  const { createClient } = await import('@supabase/supabase-js');
  if (typeof window === 'undefined') {
    // The shell's server renders pages with the anon key only: no session, nothing stored, no timers,
    // so one client serves every request without carrying anything from one shopper to another.
    return createClient<Database>(supabase.url, supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // A backend that drops a connection must not leave a request pending for ever (Node 20's fetch can).
      global: {
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            headers: withServerHeaders(init),
            signal: withTimeout(init?.signal, SERVER_FETCH_LIMIT_MS),
          }),
      },
    });
  }
  try {
    sessionStoredAtStart = localStorage.getItem(authStorageKey) !== null;
  } catch {
    // storage switched off: nothing was stored
  }
  return createClient<Database>(supabase.url, supabase.anonKey, {
    auth: {
      // Sessions come only from a password sign-in or a PKCE code exchange: a confirmation link leads back with
      // `?code=`, which only this browser (holding the verifier) can exchange. Tokens in a URL fragment
      // (`#access_token=…`, the implicit flow) are refused, so nobody can plant their session with a link.
      flowType: 'pkce',
      detectSessionInUrl: true,
      persistSession: true,
      autoRefreshToken: true,
      storageKey: authStorageKey,
    },
  });
}

/**
 * A storage path from the catalogue (e.g. `product-images/mugs/x.svg`) as a URL:
 * relative paths resolve against the backend's public storage; absolute
 * http(s) URLs pass through; anything else (e.g. `javascript:`) is refused.
 */
export function storageImageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//i.test(path)) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return PLACEHOLDER_IMAGE;
  const base = getShopConfig().supabase.url.replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${path.replace(/^\/+/, '')}`;
}

/** A neutral gift-box placeholder for missing or broken images (inline, no request). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4ede6"/>' +
      '<rect x="120" y="170" width="160" height="120" rx="8" fill="#e3d5c8"/><rect x="110" y="140" width="180" height="40" rx="6" fill="#d6c3b2"/>' +
      '<rect x="190" y="140" width="20" height="150" fill="#c9b09b"/></svg>',
  );
