import type { Connection } from '../db/Database';

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `numeric(10,2)`, `jsonb`, `text[]`. */
  type: string;
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RpcFunction {
  name: string;
  args: FunctionArg[];
  volatility: 'immutable' | 'stable' | 'volatile';
  returnsSet: boolean;
  /** Rows with columns (composite or TABLE/OUT) rather than a scalar value. */
  returnsRows: boolean;
  returnsVoid: boolean;
  /** Output columns when returnsRows. */
  columns: Map<string, Column>;
  /**
   * The database says (the word `@cache-until-write` in the function's comment) that its answer
   * depends only on its arguments, the caller and the data: a read-only call's answer may be
   * remembered until the next committed write.
   */
  cacheUntilWrite: boolean;
}

/** What the API exposes: relations and functions of schema public, read once at start. */
export class SchemaCache {
  readonly relations = new Map<string, Relation>();
  readonly functions = new Map<string, RpcFunction[]>();

  static async load(conn: Connection): Promise<SchemaCache> {
    const cache = new SchemaCache();
    const [cols, fns] = await conn.transaction(
      [
        {
          text: `select c.relname, c.relkind::text, a.attname, format_type(a.atttypid, a.atttypmod)
                 from pg_class c
                 join pg_namespace n on n.oid = c.relnamespace
                 join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                 where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
                 order by c.relname, a.attnum`,
        },
        {
          text: `select p.proname, p.provolatile::text, p.proretset::text, p.prorettype::regtype::text,
                        rt.typtype::text, p.pronargs::text, p.pronargdefaults::text,
                        coalesce(array_to_json(p.proargnames), '[]')::text,
                        coalesce(array_to_json(p.proargmodes), '[]')::text,
                        coalesce((select json_agg(format_type(t, null) order by o)
                                  from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as x(t, o)), '[]')::text,
                        coalesce((select json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod)) order by a.attnum)
                                  from pg_attribute a where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped), '[]')::text,
                        coalesce(obj_description(p.oid, 'pg_proc') ~ '(^|[[:space:]])@cache-until-write([[:space:]]|$)', false)::text
                 from pg_proc p
                 join pg_namespace n on n.oid = p.pronamespace
                 join pg_type rt on rt.oid = p.prorettype
                 where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
        },
      ],
      { readOnly: true },
    );
    for (const [relname, relkind, attname, type] of cols!.rows as string[][]) {
      let rel = cache.relations.get(relname!);
      if (!rel) {
        rel = { name: relname!, kind: relkind === 'v' || relkind === 'm' ? 'view' : 'table', columns: new Map() };
        cache.relations.set(relname!, rel);
      }
      rel.columns.set(attname!, { name: attname!, type: type! });
    }
    for (const row of fns!.rows as string[][]) {
      const [
        name,
        vol,
        retset,
        rettype,
        typtype,
        nargs,
        ndefaults,
        namesJson,
        modesJson,
        typesJson,
        compositeJson,
        cacheUntilWrite,
      ] = row as string[];
      const names = JSON.parse(namesJson!) as string[];
      const modes = JSON.parse(modesJson!) as string[];
      const types = JSON.parse(typesJson!) as string[];
      const inputs: FunctionArg[] = [];
      const outputs = new Map<string, Column>();
      types.forEach((type, i) => {
        const mode = modes[i] ?? 'i';
        const argName = names[i] ?? '';
        if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: argName, type, hasDefault: false });
        if (mode === 'o' || mode === 'b' || mode === 't') outputs.set(argName, { name: argName, type });
      });
      const firstDefault = Number(nargs) - Number(ndefaults);
      inputs.forEach((arg, i) => (arg.hasDefault = i >= firstDefault));
      if (typtype === 'c') {
        for (const [col, type] of JSON.parse(compositeJson!) as [string, string][])
          outputs.set(col, { name: col, type });
      }
      const fn: RpcFunction = {
        name: name!,
        args: inputs,
        volatility: vol === 'i' ? 'immutable' : vol === 's' ? 'stable' : 'volatile',
        returnsSet: retset === 'true',
        returnsRows: outputs.size > 0,
        returnsVoid: rettype === 'void',
        columns: outputs,
        cacheUntilWrite: cacheUntilWrite === 'true',
      };
      const list = cache.functions.get(fn.name) ?? [];
      list.push(fn);
      cache.functions.set(fn.name, list);
    }
    return cache;
  }
}
