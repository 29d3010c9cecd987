import { safeReturnPath } from '@giftshop/shared';

/** Pages a signed-in shopper is never sent back to (it would bounce straight back here). */
const NOT_A_DESTINATION = /^\/auth(?:[/?#]|$)/;

/**
 * Where a signed-in shopper on /auth goes: `?redirect=` when it is a path on
 * this site, else `/`. `//evil.example`, `https://…` and `javascript:` are ignored.
 */
export function redirectTarget(search: string): string {
  const candidate = new URLSearchParams(search).get('redirect');
  const path = safeReturnPath(candidate, '/');
  return NOT_A_DESTINATION.test(path) ? '/' : path;
}

/** The sign-in link for a page: /auth with the page (path and query) to come back to. */
export function signInHref(pathname: string, search: string): string {
  const here = `${pathname}${search}`;
  if (pathname === '/' && !search) return '/auth';
  if (NOT_A_DESTINATION.test(pathname)) return `/auth${search}`;
  return `/auth?redirect=${encodeURIComponent(safeReturnPath(here, '/'))}`;
}
