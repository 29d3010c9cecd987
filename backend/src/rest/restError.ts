import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { DatabaseError } from '../db/Database';

/** A PostgREST-shaped error: `{code, details, hint, message}` with its HTTP status. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  /** Headers of the answer (a RAISE SQLSTATE 'PGRST' may give some), and its reason phrase when not the usual one. */
  headers: Record<string, string> = {};
  statusText: string | undefined;
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

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Node refuses to send a header it cannot write (a newline in it, a name that is not a token). */
function sendable(name: string, value: string): boolean {
  try {
    validateHeaderName(name);
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

const PGRST_PARSE_MESSAGE = `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`;
const MESSAGE_HINT =
  "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const DETAIL_HINT =
  "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

/**
 * The answer a `RAISE SQLSTATE 'PGRST'` asks for, as PostgREST builds it (src/PostgREST/Error.hs, v12 and later):
 * MESSAGE is a JSON object with `code` and `message` (text) and optional `details` and `hint` (text or null), which
 * become the body; DETAIL is a JSON object with `status` (an integer), `headers` (an object of text values) and an
 * optional `status_text`. Anything else is PostgREST's 500 `PGRST121`, saying which part could not be read. A status
 * outside 100–999 or a header Node cannot send (PostgREST would send it) is refused the same way, as DETAIL's fault.
 */
export function fromPgrstRaise(message: string, detail: string | null): RestError {
  const refused = (details: string, hint: string) => new RestError(500, 'PGRST121', PGRST_PARSE_MESSAGE, details, hint);
  const body = jsonOf(message);
  if (
    !isObject(body) ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string' ||
    !isOptionalText(body.details) ||
    !isOptionalText(body.hint)
  )
    return refused(`Invalid JSON value for MESSAGE: '${message}'`, MESSAGE_HINT);
  if (detail === null) return refused('DETAIL is missing in the RAISE statement', DETAIL_HINT);
  const answer = jsonOf(detail);
  if (
    !isObject(answer) ||
    !Number.isInteger(answer.status) ||
    (answer.status as number) < 100 ||
    (answer.status as number) > 999 ||
    !isOptionalText(answer.status_text) ||
    !isObject(answer.headers) ||
    !Object.entries(answer.headers).every(([name, value]) => typeof value === 'string' && sendable(name, value)) ||
    (typeof answer.status_text === 'string' && !sendable('status', answer.status_text))
  )
    return refused(`Invalid JSON value for DETAIL: '${detail}'`, DETAIL_HINT);
  const error = new RestError(
    answer.status as number,
    body.code,
    body.message,
    (body.details as string | null | undefined) ?? null,
    (body.hint as string | null | undefined) ?? null,
  );
  error.headers = answer.headers as Record<string, string>;
  error.statusText = (answer.status_text as string | null | undefined) ?? undefined;
  return error;
}

export function fromDatabaseError(error: DatabaseError, authenticated: boolean): RestError {
  if (error.code === 'PGRST') return fromPgrstRaise(error.message, error.detail);
  return new RestError(
    statusForSqlState(error.code, authenticated),
    error.code,
    error.message,
    error.detail,
    error.hint,
  );
}
