/**
 * What each remote exposes to the shell, declared once. Each remote's exposed
 * modules are type-checked against these (`satisfies`), and the shell imports
 * only these declarations: a remote that breaks its contract fails its own
 * typecheck, not the shop in production.
 */
import type { ComponentType } from 'react';

/** Props of a remote's page entry: which of its declared pages, and the route's (decoded) params. */
export interface RemotePageProps<Page extends string = string> {
  page: Page;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * How a parameter is spelled in the page's own address, for parameters that people type or paste: the same
 * value spelled otherwise (`/category/FOR-HER`, `/product/KL-MUG-110%20`) is sent there with a 301.
 * `code`: a product code, trimmed (case is the data's to say). `slug`: trimmed and lower case.
 */
export type ParamSpelling = 'code' | 'slug';

/**
 * One of a remote's pages, declared in the remote's own build (its `./Routes` module). The shell composes
 * the routes of every remote `remotes.json` names, on its server and in the browser: a remote ships a new URL
 * with no shell build and no change here. `Page` is the remote's own list of pages (its `Pages` renders them).
 */
export interface RouteDeclaration<Page extends string = string> {
  /** A React Router path (`/category/:slug`); two remotes (or a remote and the shell) never share one. */
  path: string;
  page: Page;
  /** The page's title until the page sets a more precise one (the shell adds the brand: `pageTitle`). */
  title: string;
  /**
   * How the shell's server renders it: `prefetch` runs the remote's `./Prefetch` first (the page's data, its
   * head, and 404 for a missing product or category); `server` renders it without data; `browser` leaves it
   * to the browser (pages that depend on the shopper's session or cart).
   */
  server: 'prefetch' | 'server' | 'browser';
  spelling?: Readonly<Record<string, ParamSpelling>>;
  /** A shopper's own page: crawlers are asked to keep out (`robots.txt`), and it is never in the sitemap. */
  private?: boolean;
  /**
   * The remote's expose that renders this page (`HomePage` for its `./HomePage`), so a page loads its own code
   * and not its remote's other pages'; the shell's server preloads that expose's files from the remote's
   * manifest. Without it, `./Pages` renders the page. Read by shells since page exposes, from the `routes`
   * export of `./Routes` ({@link RemoteRoutesModule}).
   */
  expose?: PageExposeName;
}

/**
 * The name of an expose that renders pages: it ends in `Page` or `Pages` (`./HomePage`, `./ListingPages`,
 * `./Pages`), so a route can never name a remote's other modules (`./Routes`, `./Prefetch`, a fragment).
 */
export type PageExposeName = `${string}Page` | `${string}Pages`;

/** What a remote's `./Routes` module exports by default. */
export type RemoteRoutes<Page extends string = string> = readonly RouteDeclaration<Page>[];

/**
 * A remote's `./Routes` module. `default`: its routes as every shell reads them. A shell built before page
 * exposes refuses a route with a key it does not know (`expose`), and renders every page with `./Pages`: so a
 * remote whose routes name exposes gives them as `routes`, which shells since then read first, and the same
 * routes without `expose` as `default`.
 */
export interface RemoteRoutesModule {
  default: RemoteRoutes;
  routes?: RemoteRoutes;
}

/**
 * A remote's page entries: `<remote>/Pages` renders every page its `./Routes` declares; a route may name an
 * expose of its own (`<remote>/HomePage`, {@link RouteDeclaration.expose}) for the pages it renders.
 */
export type PageModuleId = `${RemoteName}/${PageExposeName}`;
/** Each remote's route declarations (`<remote>/Routes`), loaded by the shell's server and the browser. */
export type RoutesModuleId = `${RemoteName}/Routes`;

export type RemoteModules = { [Id in PageModuleId]: ComponentType<RemotePageProps> } & {
  /** The header's cart button with its badge; also mounts the cart's owner and drawer. */
  'cart/CartButton': ComponentType<Record<string, never>>;
  /** The header's account menu; also mounts the session's owner. */
  'account/AccountMenu': ComponentType<Record<string, never>>;
};

export type RemoteModuleId = keyof RemoteModules;
/** The shop's remotes, named here once: everything else (ports, builds, scripts, the shell) reads this list. */
export const remoteNames = ['catalog', 'product', 'cart', 'account'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * Every module the shell loads from a remote, at run time (the deploy check compares a build's exposes
 * with it): each page entry and fragment; a page expose a route names is the remote's own. The type below
 * fails to compile if one of `RemoteModules` is missing.
 */
export const remoteModuleIds = [
  'catalog/Pages',
  'product/Pages',
  'cart/Pages',
  'cart/CartButton',
  'account/Pages',
  'account/AccountMenu',
] as const satisfies readonly RemoteModuleId[];
/** Every remote's `./Routes`: the deploy check refuses a build without it. */
export const routesModuleIds = remoteNames.map((name) => `${name}/Routes` as const) satisfies readonly RoutesModuleId[];
const everyRemoteModuleListed: Exclude<
  Exclude<RemoteModuleId, PageModuleId> | `${RemoteName}/Pages`,
  (typeof remoteModuleIds)[number]
> extends never
  ? true
  : never = true;
void everyRemoteModuleListed;
