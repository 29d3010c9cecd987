import { appendFileSync } from 'node:fs';

export interface Log {
  (event: Record<string, unknown>): void;
  /** false when logging is off, so callers can skip building events. */
  enabled: boolean;
}

/** Structured JSON lines to stderr (or a file); silent when quiet. */
export function createLogger(options: { quiet?: boolean; logFile?: string }): Log {
  if (options.quiet) return Object.assign(() => undefined, { enabled: false });
  const log = (event: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), ...event }) + '\n';
    if (options.logFile) appendFileSync(options.logFile, line);
    else process.stderr.write(line);
  };
  return Object.assign(log, { enabled: true });
}

/** Query parameters whose values are secrets or one-time credentials: never written to a log. */
const SECRET_PARAMS =
  /^(token|token_hash|apikey|api_key|key|code|code_verifier|auth_code|access_token|refresh_token|id_token|password|secret|otp|nonce)$/i;

/**
 * A request's query string as a log may keep it: the values of secret
 * parameters (`/verify?token=…`, `?apikey=…`, `?code=…`) replaced by `[redacted]`.
 */
export function redactQuery(search: string): string {
  if (search.length <= 1) return search;
  const params = new URLSearchParams(search);
  let redacted = false;
  for (const name of new Set(params.keys())) {
    if (!SECRET_PARAMS.test(name.trim())) continue;
    params.set(name, '[redacted]');
    redacted = true;
  }
  return redacted ? `?${params.toString()}` : search;
}
