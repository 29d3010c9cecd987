import { refuseDeepJsonPath } from './requestLimits';
import { parseError } from './restError';

/** A column, optionally followed by JSON path steps: `data->a->>b`. */
export interface FieldPath {
  column: string;
  json: { op: '->' | '->>'; key: string }[];
}

/** Split on `sep` at the top level: outside parentheses and double quotes. */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw parseError(`unexpected ")" in "${text}"`);
  }
  if (quoted || depth !== 0) throw parseError(`unbalanced quotes or parentheses in "${text}"`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a,b"` → `a,b` (with `\"` and `\\` unescaped); anything else unchanged. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_$ ]*$/;

export function parseFieldPath(text: string): FieldPath {
  const trimmed = text.trim();
  const pieces = trimmed.split(/(->>|->)/);
  refuseDeepJsonPath((pieces.length - 1) / 2, trimmed);
  const column = pieces[0]!.trim();
  if (!COLUMN_NAME.test(column)) throw parseError(`"${text}" is not a valid column reference`);
  const json: FieldPath['json'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const op = pieces[i] as '->' | '->>';
    const key = pieces[i + 1] ?? '';
    if (key === '' || /[()",]/.test(key)) throw parseError(`"${text}" has an invalid JSON path`);
    json.push({ op, key: unquote(key) });
  }
  return { column, json };
}

/** The JSON key PostgREST gives a selected path: the last key, or the column. */
export function fieldLabel(field: FieldPath): string {
  return field.json.length ? field.json[field.json.length - 1]!.key : field.column;
}
