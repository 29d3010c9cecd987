import type { FieldPath } from './grammar';
import { fieldLabel } from './grammar';
import type { OrderItem } from './parseOrder';
import type { Filter } from './parseFilters';
import { parseInList } from './parseFilters';
import type { SelectItem } from './parseSelect';
import type { Column } from './schemaCache';
import { refuseWideSelect } from './requestLimits';
import { RestError, parseError } from './restError';
import { arrayLiteral, quoteIdent, type Params } from './sqlText';

/** What identifiers may refer to: the relation's (or function result's) live columns. */
export interface ColumnScope {
  label: string;
  alias: string;
  columns: Map<string, Column>;
}

export function unknownColumn(scope: ColumnScope, column: string): RestError {
  return new RestError(400, '42703', `column ${scope.label}.${column} does not exist`);
}

function columnOf(scope: ColumnScope, name: string): Column {
  const column = scope.columns.get(name);
  if (!column) throw unknownColumn(scope, name);
  return column;
}

/** SQL for a (checked) column or JSON path, and the type of what it yields. */
export function fieldSql(scope: ColumnScope, field: FieldPath, params: Params): { sql: string; type: string } {
  const column = columnOf(scope, field.column);
  let sql = `${scope.alias}.${quoteIdent(column.name)}`;
  let type = column.type;
  if (field.json.length) {
    if (type !== 'json' && type !== 'jsonb') throw parseError(`column ${column.name} is not JSON`);
    const jsonType = type;
    for (const step of field.json) {
      const isIndex = /^-?\d+$/.test(step.key);
      sql = `(${sql} ${step.op} ${params.add(step.key)}::${isIndex ? 'integer' : 'text'})`;
      type = step.op === '->>' ? 'text' : jsonType;
    }
  }
  return { sql, type };
}

export function selectListSql(scope: ColumnScope, items: SelectItem[], params: Params): string {
  refuseWideSelect(items.reduce((n, item) => n + (item.kind === 'star' ? scope.columns.size : 1), 0));
  return items
    .map((item) => {
      if (item.kind === 'star') return `${scope.alias}.*`;
      const { sql } = fieldSql(scope, item.field, params);
      const expr = item.cast ? `(${sql})::${item.cast}` : sql;
      return `${expr} as ${quoteIdent(item.alias ?? fieldLabel(item.field))}`;
    })
    .join(', ');
}

export function orderSql(scope: ColumnScope, items: OrderItem[], params: Params): string {
  if (!items.length) return '';
  return (
    ' order by ' +
    items
      .map((item) => {
        const { sql } = fieldSql(scope, item.field, params);
        return `${sql}${item.direction ? ' ' + item.direction : ''}${item.nulls ? ' nulls ' + item.nulls : ''}`;
      })
      .join(', ')
  );
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_VALUES: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

function conditionSql(scope: ColumnScope, filter: Extract<Filter, { kind: 'condition' }>, params: Params): string {
  const { sql: f, type } = fieldSql(scope, filter.field, params);
  const { op, value } = filter;
  let sql: string;
  if (op === 'is') {
    const keyword = IS_VALUES[value.toLowerCase()];
    if (!keyword)
      throw parseError(`"failed to parse filter (is.${value})"`, 'is accepts null, not_null, true, false or unknown');
    sql = `${f} ${keyword}`;
  } else if (op === 'like' || op === 'ilike') {
    sql = `${f} ${op} ${params.add(value.replace(/\*/g, '%'))}`;
  } else if (op === 'in') {
    sql = `${f} = any(${params.add(arrayLiteral(parseInList(value)))}::${type}[])`;
  } else if (op === 'isdistinct') {
    sql = `${f} is distinct from ${params.add(value)}`;
  } else if (op === 'cs' || op === 'cd' || op === 'ov') {
    sql = `${f} ${COMPARISON[op]} ${params.add(value)}::${type}`;
  } else if (TSQUERY[op]) {
    const lang = filter.language ? `${params.add(filter.language)}::regconfig, ` : '';
    sql = `${f} @@ ${TSQUERY[op]}(${lang}${params.add(value)})`;
  } else {
    sql = `${f} ${COMPARISON[op]} ${params.add(value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function filterSql(scope: ColumnScope, filter: Filter, params: Params): string {
  if (filter.kind === 'condition') return conditionSql(scope, filter, params);
  if (!filter.children.length) return filter.negate ? 'false' : 'true';
  const joined = filter.children
    .map((child) => (child.kind === 'logic' ? filterSql(scope, child, params) : `(${filterSql(scope, child, params)})`))
    .join(` ${filter.op} `);
  return filter.negate ? `not (${joined})` : `(${joined})`;
}

export function whereSql(scope: ColumnScope, filters: Filter[], params: Params): string {
  if (!filters.length) return '';
  return ' where ' + filters.map((f) => filterSql(scope, f, params)).join(' and ');
}
