import { matchPath, matchRoutes } from 'react-router-dom';
import type { ParamSpelling } from '@giftshop/shared';
import type { ShopRoute } from './composeRoutes';

/** A path read as one of the remotes' routes: the same reading on the shell's server and in the browser. */
export interface ShopAddress {
  route: ShopRoute;
  /** The path's parameters, URL-decoded as the browser's router decodes them (`%20` is a space). */
  params: Record<string, string | undefined>;
  /**
   * The page's own address when this path spells a parameter otherwise (`/category/FOR-HER` →
   * `/category/for-her`), or null when the path is already the page's own.
   */
  canonicalPath: string | null;
}

const spelled: Record<ParamSpelling, (value: string) => string> = {
  code: (value) => value.trim(),
  slug: (value) => value.trim().toLowerCase(),
};

/** Whether every segment of the path is well-formed percent-encoding (a bad one names nothing). */
const decodable = (pathname: string) =>
  pathname.split('/').every((segment) => {
    try {
      decodeURIComponent(segment);
      return true;
    } catch {
      return false;
    }
  });

/** The route's path with these parameters, each encoded as one path segment. */
function pathOf(route: ShopRoute, params: Record<string, string>): string | null {
  let complete = true;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? path : null;
}

/**
 * Which of the remotes' routes `pathname` is, with its parameters decoded as React Router's `<Routes>`
 * decodes them in the browser (so the server asks for the data the page's hooks read), and the page's
 * own address when the path spells a parameter otherwise (the route's `spelling`). Null: no such route.
 */
export function matchShopRoute(pathname: string, remoteRoutes: readonly ShopRoute[]): ShopAddress | null {
  const wellFormed = decodable(pathname);
  // A path with a bad escape is read raw, as the router does (without its console warning on every request).
  const match = wellFormed
    ? matchRoutes([...remoteRoutes], pathname)?.[0]
    : remoteRoutes.map((route) => ({ route, params: matchPath(route.path, pathname)?.params })).find((m) => m.params);
  if (!match) return guessedAddress(pathname, remoteRoutes);
  const route = match.route;
  const params: Record<string, string | undefined> = { ...match.params };
  let canonicalPath: string | null = null;
  if (route.spelling && wellFormed) {
    const canonical: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      const spelling = route.spelling[name];
      canonical[name] = value !== undefined && spelling ? spelled[spelling](value) : (value ?? '');
    }
    const path = pathOf(route, canonical);
    if (path !== null && path !== pathname) canonicalPath = path;
  }
  return { route, params, canonicalPath };
}

/**
 * Addresses shoppers and other sites guess for a page of the shop, lower-case and without a trailing slash,
 * and the page's own address: `/search?q=mug` is the catalogue's search results, `/products?q=mug`.
 */
export const guessedAddresses: Readonly<Record<string, string>> = { '/search': '/products' };

/**
 * A guessed address no remote's route claims, read as the page it names: its own address is the
 * `canonicalPath` (the shell's server answers with a 301 to it, the query kept), always one of these fixed
 * paths on this shop. Null when it is none of them, or when no remote declares that page (its routes unread).
 */
function guessedAddress(pathname: string, remoteRoutes: readonly ShopRoute[]): ShopAddress | null {
  // `/search/` too, and in capitals as the routes are matched (`/CATEGORY/for-her`); `/search//x` is not it
  const key = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const target = Object.hasOwn(guessedAddresses, key) ? guessedAddresses[key] : undefined;
  const there = target ? matchRoutes([...remoteRoutes], target)?.[0] : undefined;
  if (!target || !there || Object.keys(there.params).length) return null;
  // The page names no parameter, so it exists wherever its route is declared: the server sends the shopper on
  // without loading its code or asking for its data (as for a route the browser renders).
  return { route: { ...there.route, server: 'browser' }, params: {}, canonicalPath: target };
}

/** The page's own address for `pathname` when it is spelled otherwise, or null. */
export const canonicalAddress = (pathname: string, routes: readonly ShopRoute[]): string | null =>
  matchShopRoute(pathname, routes)?.canonicalPath ?? null;
