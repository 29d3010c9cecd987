/** What a /rest/v1 path names, once decoded: a function (`/rpc/<name>`), a table or view, or nothing valid. */
export type RestTarget = { kind: 'function'; name: string } | { kind: 'relation'; name: string } | { kind: 'invalid' };

/**
 * The one reading of a /rest/v1 path, used both to handle the request and to
 * choose its rate limit, so no spelling (`//rpc/x`, `rpc//x`, `%72pc/x`,
 * `x%5Fy`, a trailing slash) reaches a target under another name.
 * Throws URIError on a malformed escape (answered 400).
 */
export function restTarget(path: string): RestTarget {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  if (segments[0] === 'rpc' && segments.length === 2) return { kind: 'function', name: segments[1]! };
  if (segments.length === 1) return { kind: 'relation', name: segments[0]! };
  return { kind: 'invalid' };
}
