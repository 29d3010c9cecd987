import type { Statement } from '../db/pipeline';
import type { ApiResponse } from '../http/types';
import { selectListSql, whereSql, type ColumnScope } from './buildClauses';
import { splitTopLevel, unquote } from './grammar';
import { parseSelect } from './parseSelect';
import { parsePrefer, wantsSingleObject } from './preferences';
import { filtersFrom, RESERVED_KEYS } from './readRows';
import { RestError } from './restError';
import { callerOf, requestHeaders, type RestCall, type RestContext } from './restContext';
import type { Relation } from './schemaCache';
import { Params, quoteIdent } from './sqlText';

function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function parseJsonBody(body: Buffer): unknown {
  const text = body.toString('utf8').trim();
  if (!text) throw invalidBody();
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkColumns(relation: Relation, keys: string[]): void {
  for (const key of keys) {
    if (!relation.columns.has(key)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

/** Columns of an insert: `columns=` if given, else the keys every object shares. */
function insertColumns(relation: Relation, rows: Record<string, unknown>[], columnsParam: string | null): string[] {
  let keys: string[];
  // supabase-js sends `columns="a","b"` for array inserts and upserts
  if (columnsParam)
    keys = splitTopLevel(columnsParam)
      .map((c) => unquote(c.trim()))
      .filter(Boolean);
  else {
    keys = Object.keys(rows[0] ?? {});
    const signature = [...keys].sort().join(',');
    for (const row of rows) {
      if ([...Object.keys(row)].sort().join(',') !== signature) throw invalidBody('All object keys must match');
    }
  }
  checkColumns(relation, keys);
  return keys;
}

interface MutationPlan {
  statement: Statement;
  representation: boolean;
}

function wrapRepresentation(cte: string, mutation: string, single: boolean): string {
  const agg = single ? `coalesce((json_agg(_r) -> 0)::text, 'null')` : `coalesce(json_agg(_r), '[]')::text`;
  return `with ${cte}pgrst_source as (${mutation}) select ${agg}, count(*)::text from pgrst_source _r`;
}

function buildInsert(relation: Relation, call: RestCall, single: boolean, representation: boolean): MutationPlan {
  const { query } = call.request;
  const payload = parseJsonBody(call.request.body);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isPlainObject)) throw invalidBody();
  const columns = insertColumns(relation, rows as Record<string, unknown>[], query.get('columns'));
  const scope: ColumnScope = { label: relation.name, alias: '_t', columns: relation.columns };
  const params = new Params();
  const table = `public.${quoteIdent(relation.name)}`;
  const cols = columns.map(quoteIdent).join(', ');
  let sql = columns.length
    ? `insert into ${table} as _t (${cols}) select ${cols} from json_populate_recordset(null::${table}, ${params.add(JSON.stringify(rows))}::json) _j`
    : `insert into ${table} as _t default values`;
  const prefs = parsePrefer(call.request.headers.prefer);
  const conflict = query.get('on_conflict');
  if (prefs.resolution) {
    const target = (conflict ?? '')
      .split(',')
      .map((c) => unquote(c.trim()))
      .filter(Boolean);
    checkColumns(relation, target);
    const targetSql = target.length ? ` (${target.map(quoteIdent).join(', ')})` : '';
    if (prefs.resolution === 'ignore-duplicates') sql += ` on conflict${targetSql} do nothing`;
    else {
      if (!target.length) throw new RestError(400, 'PGRST100', 'merge-duplicates needs on_conflict=<unique columns>');
      const updates = columns
        .filter((c) => !target.includes(c))
        .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
      sql += updates.length
        ? ` on conflict${targetSql} do update set ${updates.join(', ')}`
        : ` on conflict${targetSql} do nothing`;
    }
  }
  if (!representation) return { statement: { text: sql, values: params.values }, representation };
  const list = selectListSql(scope, parseSelect(query.get('select')), params);
  return {
    statement: { text: wrapRepresentation('', `${sql} returning ${list}`, single), values: params.values },
    representation,
  };
}

function buildUpdate(relation: Relation, call: RestCall, single: boolean, representation: boolean): MutationPlan {
  const payload = parseJsonBody(call.request.body);
  if (!isPlainObject(payload)) throw invalidBody();
  const columns = Object.keys(payload);
  checkColumns(relation, columns);
  const scope: ColumnScope = { label: relation.name, alias: '_t', columns: relation.columns };
  const params = new Params();
  const table = `public.${quoteIdent(relation.name)}`;
  const cte = `_body as (select * from json_populate_record(null::${table}, ${params.add(JSON.stringify(payload))}::json)), `;
  const cols = columns.map(quoteIdent).join(', ');
  const where = whereSql(scope, filtersFrom(call.request.query), params);
  if (!columns.length) {
    // nothing to set: PostgREST answers with the matching rows unchanged
    const list = selectListSql(scope, parseSelect(call.request.query.get('select')), params);
    return {
      statement: {
        text: wrapRepresentation(cte, `select ${list} from ${table} _t${where}`, single),
        values: params.values,
      },
      representation,
    };
  }
  const update = `update ${table} as _t set (${cols}) = (select ${cols} from _body)${where}`;
  if (!representation)
    return { statement: { text: `with ${cte.slice(0, -2)} ${update}`, values: params.values }, representation };
  const list = selectListSql(scope, parseSelect(call.request.query.get('select')), params);
  return {
    statement: { text: wrapRepresentation(cte, `${update} returning ${list}`, single), values: params.values },
    representation,
  };
}

function buildDelete(relation: Relation, call: RestCall, single: boolean, representation: boolean): MutationPlan {
  const scope: ColumnScope = { label: relation.name, alias: '_t', columns: relation.columns };
  const params = new Params();
  const where = whereSql(scope, filtersFrom(call.request.query), params);
  const sql = `delete from public.${quoteIdent(relation.name)} as _t${where}`;
  if (!representation) return { statement: { text: sql, values: params.values }, representation };
  const list = selectListSql(scope, parseSelect(call.request.query.get('select')), params);
  return {
    statement: { text: wrapRepresentation('', `${sql} returning ${list}`, single), values: params.values },
    representation,
  };
}

/** POST (insert/upsert), PATCH (update) and DELETE on a table or view. */
export async function writeRows(ctx: RestContext, call: RestCall, relationName: string): Promise<ApiResponse> {
  const { request, auth } = call;
  const relation = ctx.schema.relations.get(relationName)!;
  const single = wantsSingleObject(request.headers);
  const prefs = parsePrefer(request.headers.prefer);
  const representation = prefs.return === 'representation';
  for (const key of request.query.keys()) {
    if (request.method === 'POST' && !RESERVED_KEYS.has(key)) {
      throw new RestError(400, 'PGRST100', `"${key}" is not allowed on an insert`);
    }
  }
  const plan =
    request.method === 'POST'
      ? buildInsert(relation, call, single, representation)
      : request.method === 'PATCH'
        ? buildUpdate(relation, call, single, representation)
        : buildDelete(relation, call, single, representation);

  let singleViolation: number | null = null;
  const client = callerOf(call);
  const [result] = await ctx.db.exclusive(
    (conn) =>
      conn.transaction(
        [plan.statement],
        {
          readOnly: false,
          role: auth.role,
          claims: auth.claims,
          method: request.method,
          path: request.path,
          headers: requestHeaders(request),
          client,
        },
        (results) => {
          if (single && plan.representation) {
            const n = Number(results[0]!.rows[0]![1]);
            if (n !== 1) singleViolation = n;
          }
          return singleViolation === null && prefs.tx !== 'rollback';
        },
      ),
    undefined,
    client,
  );
  if (singleViolation !== null) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${singleViolation} rows`,
    );
  }
  const created = request.method === 'POST';
  if (plan.representation) {
    const [body, count] = result!.rows[0] as [string, string];
    const n = Number(count);
    return {
      status: created ? 201 : 200,
      headers: {
        'Content-Type': single ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8',
        'Content-Range': created ? '*/*' : n ? `0-${n - 1}/*` : '*/*',
        'Preference-Applied': 'return=representation',
      },
      body,
    };
  }
  const n = result!.rowCount;
  return {
    status: created ? 201 : 204,
    headers: { 'Content-Range': created ? '*/*' : n ? `0-${n - 1}/*` : '*/*' },
  };
}
