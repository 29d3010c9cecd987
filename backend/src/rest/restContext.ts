import type { Database } from '../db/Database';
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
