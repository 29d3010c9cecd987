import type { DatabaseError } from '../db/Database';

/** A PostgREST-shaped error: `{code, details, hint, message}` with its HTTP status. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toBody(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details);

/** PostgREST's table from SQLSTATE to HTTP status. Never 503: postgrest-js retries those. */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '53400' || code === '42P17') return 500;
  const cls = code.slice(0, 2);
  if (['0L', '0P', '28'].includes(cls)) return 403;
  if (cls === '54') return 413;
  if (['08', '09', '25', '2D', '38', '39', '3B', '40', '53', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls))
    return 500;
  return 400;
}

export function fromDatabaseError(error: DatabaseError, authenticated: boolean): RestError {
  return new RestError(
    statusForSqlState(error.code, authenticated),
    error.code,
    error.message,
    error.detail,
    error.hint,
  );
}
