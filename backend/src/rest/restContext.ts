import type { Database } from '../db/Database';
import { clientKey } from '../db/fairShare';
import type { ApiRequest, RequestAuth } from '../http/types';
import type { StatementResult } from '../db/pipeline';
import type { GenerationCache } from './generationCache';
import type { SchemaCache } from './schemaCache';

export interface RestContext {
  db: Database;
  schema: SchemaCache;
  /** Exact counts, per generation. */
  counts: GenerationCache<number>;
  /** Answers of functions marked `@cache-until-write`, per generation; null = off. */
  answers: GenerationCache<StatementResult[]> | null;
  maxRows?: number;
}

export interface RestCall {
  request: ApiRequest;
  auth: RequestAuth;
}

/** Identity of a read for coalescing: same caller, same request, same answer. */
export function readKey(call: RestCall): string {
  const { request, auth } = call;
  return [
    auth.role,
    auth.claims,
    request.method === 'HEAD' ? 'GET' : request.method,
    request.path,
    request.query.toString(),
    request.headers.accept ?? '',
    request.headers.prefer ?? '',
    request.headers.range ?? '',
    request.body.toString('utf8'),
  ].join('\u0000');
}

/**
 * Who shares the database's time (its address and who is signed in there); service_role calls are
 * the project's own servers and are not counted. The reads the shop's server makes for a shopper's
 * page are that shopper's, in a bucket of their own: what the address sends directly (a costly read
 * of its own) never costs its pages their data.
 */
export function callerOf(call: RestCall): string | undefined {
  const { request, auth } = call;
  return auth.role === 'service_role' ? undefined : clientKey(request.ip, auth.role, auth.sub, request.forShopper);
}

/** The header hosted Supabase's gateway (Cloudflare) sets to the address that connected to it; a client's own is replaced. */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip';

/**
 * `request.headers` as PostgREST sets it: every header of the request by its lower-case name (repeated ones
 * joined by ", "), and the client's address in `cf-connecting-ip` as hosted Supabase's gateway puts it there
 * (whatever the client sent in it is dropped): the address the backend keys its own limits by (clientAddress),
 * an IPv4 one without the `::ffff:` a dual-stack socket writes. The database's write limits read it
 * (20250609055000_write_limits.sql).
 */
export function requestHeaders(request: ApiRequest): string {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_ADDRESS_HEADER) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers[CLIENT_ADDRESS_HEADER] = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return JSON.stringify(headers);
}
