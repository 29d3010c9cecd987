import type { Statement } from '../db/pipeline';
import type { ApiResponse } from '../http/types';
import { orderSql, selectListSql, whereSql, type ColumnScope } from './buildClauses';
import type { Filter } from './parseFilters';
import { parseFilterParam } from './parseFilters';
import { parseOrder } from './parseOrder';
import { parseSelect } from './parseSelect';
import { parsePrefer, parseRange, wantsSingleObject, type RowRange } from './preferences';
import { refuseLargeAnswer } from './requestLimits';
import { RestError } from './restError';
import { callerOf, readKey, type RestCall, type RestContext } from './restContext';
import { Params, quoteIdent } from './sqlText';

/** Query keys that are never filters; `apikey` is the gateway's (a key sent in the URL), never parsed nor echoed. */
export const RESERVED_KEYS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

/** Filters from every query-string key that is not reserved (or a function argument). */
export function filtersFrom(query: URLSearchParams, skip: Set<string> = RESERVED_KEYS): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of query) {
    if (skip.has(key)) continue;
    filters.push(parseFilterParam(key, value));
  }
  return filters;
}

export interface RowsResult {
  /** JSON: an array, or one object when a single object was asked for (shared by coalesced requests). */
  body: Buffer | string;
  rowCount: number;
  total?: number;
}

/** The statement that produces a page: `from` is the already-safe FROM source. */
export function pageStatement(
  scope: ColumnScope,
  from: string,
  query: URLSearchParams,
  filters: Filter[],
  range: RowRange,
  single: boolean,
  params = new Params(),
): Statement {
  const list = selectListSql(scope, parseSelect(query.get('select')), params);
  const where = whereSql(scope, filters, params);
  const order = orderSql(scope, parseOrder(query.get('order')), params);
  let tail = '';
  if (range.limit !== undefined) tail += ` limit ${params.add(String(range.limit))}`;
  if (range.offset) tail += ` offset ${params.add(String(range.offset))}`;
  const agg = single ? `coalesce((json_agg(_r) -> 0)::text, 'null')` : `coalesce(json_agg(_r), '[]')::text`;
  return {
    text: `with pgrst_source as (select ${list} from ${from}${where}${order}${tail}) select ${agg}, count(*)::text from pgrst_source _r`,
    values: params.values,
  };
}

/** Shape rows into a PostgREST response: single object, Content-Range, 206/416. */
export function rowsResponse(result: RowsResult, range: RowRange, single: boolean, head: boolean): ApiResponse {
  const { rowCount, total } = result;
  if (single && rowCount !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rowCount} rows`,
    );
  }
  if (total !== undefined && rowCount === 0 && range.offset > 0 && range.offset >= total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${range.offset} was requested, but there are only ${total} rows.`,
    );
  }
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = rowCount > 0 ? `${range.offset}-${range.offset + rowCount - 1}/${totalText}` : `*/${totalText}`;
  const partial = total !== undefined && (range.offset > 0 || range.offset + rowCount < total);
  return {
    status: partial && !single ? 206 : 200,
    headers: {
      'Content-Type': single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Range': contentRange,
    },
    body: head ? undefined : result.body,
  };
}

interface ReadPlan {
  page: Statement;
  count?: Statement;
  countKey?: string;
  range: RowRange;
  single: boolean;
}

/** Built statements by request shape, per schema: parsing and building are skipped for repeated reads. */
const planCaches = new WeakMap<object, Map<string, ReadPlan>>();

function planRead(ctx: RestContext, call: RestCall, relationName: string): ReadPlan {
  const { request } = call;
  let plans = planCaches.get(ctx.schema);
  if (!plans) planCaches.set(ctx.schema, (plans = new Map()));
  const key = [
    relationName,
    request.query.toString(),
    request.headers.accept ?? '',
    request.headers.prefer ?? '',
    request.headers.range ?? '',
    ctx.maxRows ?? '',
  ].join('\u0000');
  const known = plans.get(key);
  if (known) return known;
  const relation = ctx.schema.relations.get(relationName)!;
  const scope: ColumnScope = { label: relation.name, alias: '_t', columns: relation.columns };
  const from = `public.${quoteIdent(relation.name)} _t`;
  const single = wantsSingleObject(request.headers);
  const prefs = parsePrefer(request.headers.prefer);
  const range = parseRange(request.query, request.headers, single ? undefined : ctx.maxRows);
  const filters = filtersFrom(request.query);
  const page = pageStatement(scope, from, request.query, filters, range, single);
  let count: Statement | undefined;
  if (prefs.count) {
    const params = new Params();
    count = { text: `select count(*)::text from ${from}${whereSql(scope, filters, params)}`, values: params.values };
  }
  const plan: ReadPlan = {
    page,
    count,
    countKey: count && [count.text, JSON.stringify(count.values)].join('\u0000'),
    range,
    single,
  };
  plans.set(key, plan);
  if (plans.size > 2000) plans.delete(plans.keys().next().value as string);
  return plan;
}

/** GET/HEAD on a table or view. */
export async function readRows(ctx: RestContext, call: RestCall, relationName: string): Promise<ApiResponse> {
  const { request, auth } = call;
  const { page, count, range, single, ...plan } = planRead(ctx, call, relationName);
  const countKey = plan.countKey && [auth.role, auth.claims, plan.countKey].join('\u0000');

  const result = await ctx.db.read<RowsResult>(
    {
      scope: {
        role: auth.role,
        claims: auth.claims,
        method: request.method,
        path: request.path,
        client: callerOf(call),
      },
      // decided when the read runs: a count remembered for this generation is still exact
      prepare: (generation) =>
        count && countKey && ctx.counts.get(countKey, generation) === undefined ? [page, count] : [page],
      finish: (results, generation) => {
        const [body, rows] = results[0]!.rows[0] as [string, string];
        refuseLargeAnswer(Buffer.byteLength(body));
        let total = countKey ? ctx.counts.get(countKey, generation) : undefined;
        if (countKey && total === undefined) {
          total = Number(results[1]!.rows[0]![0]);
          ctx.counts.set(countKey, generation, total);
        }
        return { body: Buffer.from(body), rowCount: Number(rows), total };
      },
    },
    readKey(call),
  );

  return rowsResponse(result, range, single, request.method === 'HEAD');
}
