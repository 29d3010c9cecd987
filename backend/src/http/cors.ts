import type { IncomingMessage } from 'node:http';

const ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-retry-count, x-supabase-api-version';

/** Headers every response carries, so browsers on any dev origin can call us. */
export function corsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version, Range-Unit, Preference-Applied, Location',
  };
}

/** The answer to a preflight: 204, echoing the headers the browser asks for. */
export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  const requested = req.headers['access-control-request-headers'];
  return {
    ...corsHeaders(),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
}
