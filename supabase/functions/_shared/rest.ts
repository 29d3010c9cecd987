import { requiredEnv } from './env.ts';

/** A database function's refusal, with PostgREST's code and message. */
export class RpcError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls a database function over the project's REST API (the same on hosted
 * Supabase and the embedded backend). `as` is whose rights it runs with: the
 * caller's own Authorization header (row level security applies), or the
 * service role (the functions' secret key, never sent to a browser).
 * Each call is its own short transaction: no provider call ever runs inside one.
 */
export async function rpc<T>(
  name: string,
  args: Record<string, unknown>,
  as: { authorization: string } | 'service',
): Promise<T> {
  const url = requiredEnv('SUPABASE_URL');
  const serviceKey = as === 'service' ? requiredEnv('SUPABASE_SERVICE_ROLE_KEY') : null;
  const apikey = serviceKey ?? requiredEnv('SUPABASE_ANON_KEY');
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey,
      Authorization: serviceKey ? `Bearer ${serviceKey}` : (as as { authorization: string }).authorization,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const error = (body ?? {}) as { code?: string; message?: string };
    throw new RpcError(response.status, error.code ?? String(response.status), error.message ?? 'database error');
  }
  return body as T;
}
