import { refuseCostlyFilter, refuseDeepTree } from './costlyFilters';
import { parseFieldPath, splitTopLevel, unquote, type FieldPath } from './grammar';
import { parseError } from './restError';

export type Filter =
  | { kind: 'condition'; field: FieldPath; negate: boolean; op: string; value: string; language?: string }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

/** `not.eq.5`, `in.(a,b)`, `fts(english).cat` → operator, negation and raw value. */
export function parseOperation(field: FieldPath, text: string, inTree: boolean): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"failed to parse filter (${text})"`, 'expected an operator and a value');
  let op = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  let language: string | undefined;
  const withLang = /^(fts|plfts|phfts|wfts)\(([a-z_]+)\)$/.exec(op);
  if (withLang) {
    op = withLang[1]!;
    language = withLang[2];
  }
  if (!OPERATORS.has(op)) throw parseError(`"failed to parse filter (${text})"`, `unknown operator "${op}"`);
  if (inTree && op !== 'in') value = unquote(value);
  refuseCostlyFilter(op, value, text.length > 120 ? `${text.slice(0, 120)}…` : text);
  return { kind: 'condition', field, negate, op, value, language };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` → children of a logic filter. */
function parseLogicChildren(text: string, depth: number): Filter[] {
  refuseDeepTree(depth);
  const body = text.trim();
  if (!body.startsWith('(') || !body.endsWith(')')) throw parseError(`"failed to parse logic tree (${text})"`);
  return splitTopLevel(body.slice(1, -1)).map((raw) => parseTreeItem(raw.trim(), depth));
}

function parseTreeItem(item: string, depth: number): Filter {
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (logic) {
    return {
      kind: 'logic',
      op: logic[2] as 'and' | 'or',
      negate: !!logic[1],
      children: parseLogicChildren(logic[3]!, depth + 1),
    };
  }
  const dot = item.indexOf('.');
  if (dot <= 0) throw parseError(`"failed to parse logic tree (${item})"`);
  return parseOperation(parseFieldPath(item.slice(0, dot)), item.slice(dot + 1), true);
}

/** A query-string key/value pair that is a filter: `col=op.value`, `or=(...)`, `not.and=(...)`. */
export function parseFilterParam(key: string, value: string): Filter {
  const logic = /^(not\.)?(and|or)$/.exec(key);
  if (logic) {
    return { kind: 'logic', op: logic[2] as 'and' | 'or', negate: !!logic[1], children: parseLogicChildren(value, 1) };
  }
  return parseOperation(parseFieldPath(key), value, false);
}

/** `(a,"b,c",d)` → items of an `in` list. */
export function parseInList(value: string): string[] {
  const body = value.trim();
  if (!body.startsWith('(') || !body.endsWith(')'))
    throw parseError(`"failed to parse in list (${value})"`, 'expected (a,b,c)');
  const inner = body.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}
