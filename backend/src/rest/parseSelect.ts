import { parseFieldPath, splitTopLevel, type FieldPath } from './grammar';
import { parseError, RestError } from './restError';

export type SelectItem = { kind: 'star' } | { kind: 'field'; field: FieldPath; alias?: string; cast?: string };

const ALIAS = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Casts a select item may ask for. */
const CASTS = new Set([
  'text',
  'int',
  'int4',
  'integer',
  'bigint',
  'int8',
  'numeric',
  'float',
  'float8',
  'real',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'date',
  'timestamptz',
  'timestamp',
  'uuid',
]);

/** `select=` → items. Embedded resources are not supported here. */
export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(text).map((raw) => {
    const item = raw.trim();
    if (item === '*') return { kind: 'star' } as const;
    if (item.includes('(')) {
      const name = item
        .replace(/\(.*$/s, '')
        .replace(/^.*:/, '')
        .replace(/^\.\.\./, '')
        .replace(/!.*$/, '');
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship for '${name}' in the schema cache`,
        'Embedded resources are not supported by the embedded backend; query the related table separately.',
      );
    }
    let rest = item;
    let alias: string | undefined;
    const colon = rest.search(/:(?!:)/);
    if (colon > 0 && rest[colon - 1] !== ':') {
      alias = rest.slice(0, colon).trim();
      rest = rest.slice(colon + 1);
      if (!ALIAS.test(alias)) throw parseError(`"${alias}" is not a valid alias`);
    }
    let cast: string | undefined;
    const castAt = rest.indexOf('::');
    if (castAt >= 0) {
      cast = rest
        .slice(castAt + 2)
        .trim()
        .toLowerCase();
      rest = rest.slice(0, castAt);
      if (!CASTS.has(cast)) throw parseError(`cast to "${cast}" is not allowed`);
    }
    return { kind: 'field', field: parseFieldPath(rest), alias, cast };
  });
}
