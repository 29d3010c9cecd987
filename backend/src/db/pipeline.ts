import { protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

/** One SQL statement and its bind values (text format; null is SQL NULL). */
export interface Statement {
  text: string;
  values?: (string | null)[];
}

export interface StatementResult {
  fields: string[];
  rows: (string | null)[][];
  /** The command tag, e.g. `SELECT 24`, `INSERT 0 1`, `UPDATE 0`. */
  command: string;
  rowCount: number;
}

/** An error reported by Postgres, with its SQLSTATE. */
export interface PgError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

export interface PipelineOutcome {
  results: StatementResult[];
  error: PgError | null;
  /** ReadyForQuery status after Sync: 'I' idle, 'T' in transaction, 'E' failed transaction. */
  status: string;
  /** How many Parse messages (in send order) completed, so their statements exist. */
  parsedCount: number;
}

export interface EncodedStatement {
  statement: Statement;
  /** Prepared statement name; '' for the unnamed statement. */
  name: string;
  /** Whether this pipeline sends the Parse for it. */
  parse: boolean;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

function encodeStatement(parts: Uint8Array[], item: EncodedStatement): void {
  if (item.parse) parts.push(serialize.parse({ text: item.statement.text, name: item.name, types: [] }));
  parts.push(serialize.bind({ statement: item.name, values: item.statement.values ?? [] }));
  parts.push(serialize.describe({ type: 'P' }));
  parts.push(serialize.execute({}));
}

/** Encode statements as one extended-protocol pipeline ending in a single Sync. */
export function encodePipeline(items: EncodedStatement[], closeNames: string[]): Uint8Array {
  return encodeSegments([items], closeNames);
}

/**
 * Several independent segments in one message, each ending in its own Sync:
 * without BEGIN, each segment is one implicit transaction, and an error in
 * one ends at its Sync without touching the others.
 */
export function encodeSegments(segments: EncodedStatement[][], closeNames: string[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const name of closeNames) parts.push(serialize.close({ type: 'S', name }));
  if (closeNames.length) parts.push(serialize.sync());
  for (const segment of segments) {
    for (const item of segment) encodeStatement(parts, item);
    parts.push(serialize.sync());
  }
  return concat(parts);
}

/** Parse (prepare) each statement on its own, so one bad statement does not stop the others. */
export function encodeParses(statements: { name: string; text: string }[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const s of statements) parts.push(serialize.parse({ text: s.text, name: s.name, types: [] }), serialize.sync());
  return concat(parts);
}

/** The backend's answer cut at each ReadyForQuery (one piece per Sync). */
export function splitAtSync<M extends { name: string }>(messages: M[]): M[][] {
  const pieces: M[][] = [];
  let current: M[] = [];
  for (const m of messages) {
    current.push(m);
    if (m.name === 'readyForQuery') {
      pieces.push(current);
      current = [];
    }
  }
  if (current.length) pieces.push(current);
  return pieces;
}

interface BackendMessage {
  name: string;
  [key: string]: unknown;
}

/** Split the backend's answer into per-statement results. */
export function readPipeline(messages: BackendMessage[]): PipelineOutcome {
  const results: StatementResult[] = [];
  let current: StatementResult = { fields: [], rows: [], command: '', rowCount: 0 };
  let error: PgError | null = null;
  let status = 'I';
  let parsedCount = 0;
  for (const m of messages) {
    switch (m.name) {
      case 'parseComplete':
        parsedCount += 1;
        break;
      case 'rowDescription':
        current.fields = (m.fields as { name: string }[]).map((f) => f.name);
        break;
      case 'dataRow':
        current.rows.push(m.fields as (string | null)[]);
        break;
      case 'commandComplete': {
        const text = String(m.text ?? '');
        current.command = text;
        const n = Number(text.split(' ').pop());
        current.rowCount = Number.isFinite(n) ? n : current.rows.length;
        results.push(current);
        current = { fields: [], rows: [], command: '', rowCount: 0 };
        break;
      }
      case 'emptyQuery':
        results.push(current);
        current = { fields: [], rows: [], command: '', rowCount: 0 };
        break;
      case 'error':
        if (!error) {
          error = {
            code: String(m.code ?? 'XX000'),
            message: String(m.message ?? 'database error'),
            detail: (m.detail as string | undefined) ?? null,
            hint: (m.hint as string | undefined) ?? null,
          };
        }
        break;
      case 'readyForQuery':
        status = String(m.status ?? 'I');
        break;
      default:
        break;
    }
  }
  return { results, error, status, parsedCount };
}
