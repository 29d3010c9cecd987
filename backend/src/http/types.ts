import type { IncomingHttpHeaders } from 'node:http';

/** What a handler answers; the server adds CORS, compression and logging. */
export interface ApiResponse {
  status: number;
  /** The reason phrase, when not the status's usual one (a RAISE SQLSTATE 'PGRST' may name it). */
  statusText?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Answered from the answers remembered since the last write (logged, not sent). */
  remembered?: boolean;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Who is calling, from the apikey and Authorization headers (already verified). */
export interface RequestAuth {
  role: ApiRole;
  /** The JWT claims, serialised once (becomes `request.jwt.claims`). */
  claims: string;
  sub?: string;
  sessionId?: string;
}

export interface ApiRequest {
  method: string;
  /** Path below the service prefix, e.g. `/products` for /rest/v1/products. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ip: string;
  /** Sent by the shop's server for the shopper at `ip` (a page it renders), proven by its key. */
  forShopper?: boolean;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE, ...headers }, body: JSON.stringify(value) };
}
