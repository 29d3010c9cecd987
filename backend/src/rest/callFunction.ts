import type { Statement, StatementResult } from '../db/pipeline';
import type { ApiResponse } from '../http/types';
import { whereSql, type ColumnScope } from './buildClauses';
import { parsePrefer, parseRange, wantsSingleObject, type RowRange } from './preferences';
import { filtersFrom, pageStatement, RESERVED_KEYS, rowsResponse, type RowsResult } from './readRows';
import { refuseLargeAnswer } from './requestLimits';
import { RestError } from './restError';
import { callerOf, readKey, requestHeaders, type RestCall, type RestContext } from './restContext';
import type { RpcFunction } from './schemaCache';
import { Params, quoteIdent } from './sqlText';
import { parseJsonBody } from './writeRows';

function pickFunction(name: string, candidates: RpcFunction[] | undefined, keys: string[]): RpcFunction {
  const found = candidates?.find((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    return keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
  if (found) return found;
  const signature = keys.length ? `(${[...keys].sort().join(', ')})` : ' without parameters';
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${signature} in the schema cache`,
    `Searched for the function public.${name}${signature}, but no matches were found in the schema cache.`,
  );
}

/** FROM-able call of `fn` with the provided arguments bound from one JSON parameter. */
function callSql(
  fn: RpcFunction,
  args: Record<string, unknown>,
  params: Params,
): { call: string; argSource: string | null } {
  const provided = fn.args.filter((a) => Object.prototype.hasOwnProperty.call(args, a.name));
  const named = provided.map((a) => `${quoteIdent(a.name)} := _a.${quoteIdent(a.name)}`).join(', ');
  const call = `public.${quoteIdent(fn.name)}(${named})`;
  if (!provided.length) return { call, argSource: null };
  const defs = provided.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
  const picked = Object.fromEntries(provided.map((a) => [a.name, args[a.name]]));
  return { call, argSource: `json_to_record(${params.add(JSON.stringify(picked))}::json) as _a(${defs})` };
}

interface CallPlan {
  kind: 'rows' | 'value' | 'void';
  statements: Statement[];
  readOnly: boolean;
  /** A read-only call of a function marked `@cache-until-write`. */
  cacheable: boolean;
  single: boolean;
  /** A function returning one row, answered as an object. */
  objectResult: boolean;
  hasCount: boolean;
  range: RowRange;
}

/** Built calls by request shape, per schema (the body is part of the shape). */
const planCaches = new WeakMap<object, Map<string, CallPlan>>();

function planCall(ctx: RestContext, call: RestCall, name: string): CallPlan {
  const { request } = call;
  const isGet = request.method === 'GET' || request.method === 'HEAD';
  let plans = planCaches.get(ctx.schema);
  if (!plans) planCaches.set(ctx.schema, (plans = new Map()));
  const key = [
    name,
    isGet,
    request.query.toString(),
    request.body.toString('utf8'),
    request.headers.accept ?? '',
    request.headers.prefer ?? '',
    request.headers.range ?? '',
  ].join('\u0000');
  const known = plans.get(key);
  if (known) return known;

  const candidates = ctx.schema.functions.get(name);
  let args: Record<string, unknown> = {};
  const skip = new Set(RESERVED_KEYS);
  if (isGet) {
    const argNames = new Set((candidates ?? []).flatMap((fn) => fn.args.map((a) => a.name)));
    for (const [k, value] of request.query) {
      if (argNames.has(k)) {
        args[k] = value;
        skip.add(k);
      }
    }
  } else if (request.body.length) {
    const body = parseJsonBody(request.body);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    args = body as Record<string, unknown>;
  }
  const fn = pickFunction(name, candidates, Object.keys(args));
  const readOnly = isGet || fn.volatility !== 'volatile';
  const single = wantsSingleObject(request.headers);
  const prefs = parsePrefer(request.headers.prefer);
  const filters = filtersFrom(request.query, skip);
  const range = parseRange(request.query, request.headers, single ? undefined : ctx.maxRows);
  let plan: CallPlan;

  if (fn.returnsRows) {
    const columns: ColumnScope = { label: fn.name, alias: '_t', columns: fn.columns };
    const params = new Params();
    const { call: callExpr, argSource } = callSql(fn, args, params);
    const from = argSource ? `${argSource}, lateral ${callExpr} _t` : `${callExpr} _t`;
    const objectResult = single || !fn.returnsSet;
    const statements = [pageStatement(columns, from, request.query, filters, range, objectResult, params)];
    if (prefs.count) {
      const p = new Params();
      const c = callSql(fn, args, p);
      const countFrom = c.argSource ? `${c.argSource}, lateral ${c.call} _t` : `${c.call} _t`;
      statements.push({
        text: `select count(*)::text from ${countFrom}${whereSql(columns, filters, p)}`,
        values: p.values,
      });
    }
    plan = {
      kind: 'rows',
      statements,
      readOnly,
      cacheable: readOnly && fn.cacheUntilWrite,
      single,
      objectResult: !fn.returnsSet,
      hasCount: !!prefs.count,
      range,
    };
  } else {
    const params = new Params();
    const { call: callExpr, argSource } = callSql(fn, args, params);
    let text: string;
    if (fn.returnsVoid) text = `select ${callExpr}${argSource ? ` from ${argSource}` : ''}`;
    else if (fn.returnsSet) {
      const from = argSource ? `${argSource}, lateral ${callExpr} _f(_v)` : `${callExpr} _f(_v)`;
      text = `select coalesce(json_agg(_v), '[]')::text from ${from}`;
    } else text = `select to_json(${callExpr})::text${argSource ? ` from ${argSource}` : ''}`;
    plan = {
      kind: fn.returnsVoid ? 'void' : 'value',
      statements: [{ text, values: params.values }],
      readOnly,
      cacheable: readOnly && fn.cacheUntilWrite,
      single,
      objectResult: false,
      hasCount: false,
      range,
    };
  }
  plans.set(key, plan);
  if (plans.size > 1000) plans.delete(plans.keys().next().value as string);
  return plan;
}

/** /rpc/<fn>: POST with JSON arguments, GET/HEAD with query-string arguments (read only). */
export async function callFunction(ctx: RestContext, call: RestCall, name: string): Promise<ApiResponse> {
  const { request, auth } = call;
  const plan = planCall(ctx, call, name);
  const client = callerOf(call);
  const scope = { role: auth.role, claims: auth.claims, method: request.method, path: request.path, client };
  const key = readKey(call);
  const answers = plan.cacheable ? ctx.answers : null;
  let remembered = false;
  const run = async <T>(finish: (results: StatementResult[]) => T): Promise<T> => {
    // the answer given since the last write, if remembered, is the answer now
    const known = answers?.get(key, ctx.db.generation);
    if (known) {
      remembered = true;
      return finish(known);
    }
    return plan.readOnly
      ? ctx.db.read(
          {
            scope,
            prepare: () => plan.statements,
            finish: (results, generation) => {
              const answer = finish(results);
              answers?.set(key, generation, results);
              return answer;
            },
          },
          key,
        )
      : ctx.db.exclusive(
          async (conn) =>
            finish(
              await conn.transaction(plan.statements, { readOnly: false, ...scope, headers: requestHeaders(request) }),
            ),
          undefined,
          client,
        );
  };
  const head = request.method === 'HEAD';

  if (plan.kind === 'rows') {
    const result = await run((results): RowsResult => {
      const [body, rows] = results[0]!.rows[0] as [string, string];
      refuseLargeAnswer(Buffer.byteLength(body));
      return {
        body: Buffer.from(body),
        rowCount: Number(rows),
        total: plan.hasCount ? Number(results[1]!.rows[0]![0]) : undefined,
      };
    });
    if (plan.objectResult && !plan.single) {
      return {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: head ? undefined : result.body,
        remembered,
      };
    }
    return { ...rowsResponse(result, plan.range, plan.single, head), remembered };
  }
  const value = await run((results) => {
    const answer = Buffer.from(results[0]!.rows[0]?.[0] ?? 'null');
    refuseLargeAnswer(answer.length);
    return answer;
  });
  if (plan.kind === 'void') return { status: 204 };
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: head ? undefined : value,
    remembered,
  };
}
