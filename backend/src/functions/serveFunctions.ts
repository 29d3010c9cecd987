import type { IncomingMessage } from 'node:http';
import type { KeyRing } from '../auth/keys';
import type { Database } from '../db/Database';
import { liveSessions } from '../auth/liveSessions';
import type { Log } from '../http/logger';
import { bearerToken } from '../http/resolveAuth';
import { json, type ApiResponse } from '../http/types';
import { loadEdgeFunctions, withFunctionEnv } from './edgeFunctions';

export interface FunctionsContext {
  keys: KeyRing;
  db: Database;
  log: Log;
  /** This backend's address, as the functions' SUPABASE_URL. */
  publicUrl: () => string;
  /** The functions' secrets (`Deno.env`): SUPABASE_URL and keys, the payment provider's. Never sent to a browser. */
  env: () => Record<string, string | undefined>;
}

/**
 * /functions/v1/<name>, as hosted Supabase serves Edge Functions: the gateway
 * wants a valid JWT in Authorization (the anon key, the service key or a live
 * user's token) unless supabase/config.toml turns that off for the function;
 * the function then gets the request as sent, headers and body untouched.
 */
export async function serveFunction(
  ctx: FunctionsContext,
  req: IncomingMessage,
  pathname: string,
  search: string,
  body: Buffer,
): Promise<ApiResponse> {
  const name = pathname.slice('/functions/v1/'.length).split('/')[0] ?? '';
  const fn = (await loadEdgeFunctions()).get(name);
  if (!fn) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  if (fn.verifyJwt) {
    const token = bearerToken(req.headers);
    if (!token) return json(401, { code: 401, message: 'Missing authorization header' });
    try {
      const verified = await ctx.keys.verify(token);
      const session = verified.claims.session_id;
      if (typeof session === 'string' && !(await liveSessions(ctx.db).isLive(session))) throw new Error('ended');
    } catch {
      return json(401, { code: 401, message: 'Invalid JWT' });
    }
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'host' || key === 'connection' || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const request = new Request(ctx.publicUrl() + pathname + search, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  try {
    const response = await withFunctionEnv(ctx.env(), () => fn.handler(request));
    const out: Record<string, string> = {};
    // the server adds its own CORS headers to every answer: a second copy would make browsers refuse it
    response.headers.forEach((value, key) => {
      if (!key.startsWith('access-control-')) out[key] = value;
    });
    return { status: response.status, headers: out, body: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    ctx.log({
      event: 'function_error',
      function: name,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return json(500, { error: 'The function failed.' });
  }
}
