import type { IncomingHttpHeaders } from 'node:http';
import { RestError } from './restError';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  tx?: 'commit' | 'rollback';
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Record<string, string> = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const token of text.split(/[,;]/)) {
    const [k, v] = token.trim().split('=');
    if (k && v) prefs[k.trim().toLowerCase()] = v.trim().toLowerCase();
  }
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined =>
    allowed.includes(prefs[key] as T) ? (prefs[key] as T) : undefined;
  return {
    return: pick('return', ['minimal', 'representation', 'headers-only'] as const),
    count: pick('count', ['exact', 'planned', 'estimated'] as const),
    missing: pick('missing', ['default', 'null'] as const),
    resolution: pick('resolution', ['merge-duplicates', 'ignore-duplicates'] as const),
    tx: pick('tx', ['commit', 'rollback'] as const),
  };
}

/** true for `Accept: application/vnd.pgrst.object+json`; throws 406 for media types we cannot produce. */
export function wantsSingleObject(headers: IncomingHttpHeaders): boolean {
  const accept = (headers.accept ?? '').toLowerCase();
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim());
  if (types.includes('application/vnd.pgrst.object+json') || types.includes('application/vnd.pgrst.object'))
    return true;
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*' || t === '')) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}

/** Check Accept-Profile / Content-Profile: only `public` is exposed. */
export function checkProfile(headers: IncomingHttpHeaders, method: string): void {
  const header = method === 'GET' || method === 'HEAD' ? headers['accept-profile'] : headers['content-profile'];
  const profile = Array.isArray(header) ? header[0] : header;
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
  }
}

export interface RowRange {
  offset: number;
  limit?: number;
}

function nonNegativeInt(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw new RestError(400, 'PGRST100', `"failed to parse ${what} parameter (${text})"`);
  return Number(text);
}

/** limit/offset query parameters and the Range header, capped at maxRows. */
export function parseRange(
  query: URLSearchParams,
  headers: IncomingHttpHeaders,
  maxRows: number | undefined,
): RowRange {
  let offset = 0;
  let limit: number | undefined;
  const range = headers.range;
  if (typeof range === 'string' && range.trim()) {
    const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(range);
    if (!m) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `invalid Range header "${range}"`);
    offset = Number(m[1]);
    if (m[2]) {
      const end = Number(m[2]);
      if (end < offset) {
        throw new RestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
        );
      }
      limit = end - offset + 1;
    }
  }
  const limitParam = query.get('limit');
  const offsetParam = query.get('offset');
  if (limitParam !== null) limit = nonNegativeInt(limitParam, 'limit');
  if (offsetParam !== null) offset = nonNegativeInt(offsetParam, 'offset');
  if (maxRows !== undefined) limit = Math.min(limit ?? maxRows, maxRows);
  return { offset, limit };
}
