import { DatabaseError } from '../db/Database';
import type { ApiResponse } from '../http/types';
import { callFunction } from './callFunction';
import { checkProfile } from './preferences';
import { readRows } from './readRows';
import { restTarget } from './restTarget';
import { fromDatabaseError, RestError } from './restError';
import type { RestCall, RestContext } from './restContext';
import { writeRows } from './writeRows';

async function route(ctx: RestContext, call: RestCall): Promise<ApiResponse> {
  const { method, path } = call.request;
  checkProfile(call.request.headers, method);
  const target = restTarget(path);
  if (target.kind === 'function') {
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
    }
    return callFunction(ctx, call, target.name);
  }
  if (target.kind === 'invalid') {
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  }
  const name = target.name;
  if (!ctx.schema.relations.has(name)) {
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  switch (method) {
    case 'GET':
    case 'HEAD':
      return readRows(ctx, call, name);
    case 'POST':
    case 'PATCH':
    case 'DELETE':
      return writeRows(ctx, call, name);
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
}

/** /rest/v1: PostgREST's subset, as the JWT's role, with PostgREST's errors. */
export async function handleRest(ctx: RestContext, call: RestCall): Promise<ApiResponse> {
  try {
    return await route(ctx, call);
  } catch (error) {
    const restError =
      error instanceof RestError
        ? error
        : error instanceof DatabaseError
          ? fromDatabaseError(error, call.auth.role !== 'anon')
          : error instanceof URIError
            ? new RestError(400, 'PGRST100', 'malformed URL')
            : null;
    if (!restError) throw error;
    return {
      status: restError.status,
      statusText: restError.statusText,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...restError.headers },
      body: JSON.stringify(restError.toBody()),
    };
  }
}
