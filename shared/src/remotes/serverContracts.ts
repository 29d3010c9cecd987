/**
 * What a remote's server code offers the shell's server, declared once (as
 * `contracts.ts` does for the browser). A remote that renders on the server
 * exposes `./Prefetch`: given the route, it fills the request's query client
 * with the page's data and says the page's HTTP status and head.
 */
import type { QueryClient } from '@tanstack/react-query';

/** One page request as the server sees it. */
export interface PageRequest<Page extends string = string> {
  page: Page;
  /** The route's (decoded) params, as the page entry gets them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string, with its `?` (or empty). */
  search: string;
  /** The shop's public origin (`https://shop.example`), for canonical and Open Graph URLs. */
  origin: string;
}

/** The page's head, for crawlers and link previews. Plain text: the shell escapes every value. */
export interface PageHead {
  /** The page's own title, without the brand (the shell adds the brand: `pageTitle`). */
  title: string;
  description?: string;
  /** Path of the page's canonical URL (`/product/KL-MUG-101`): no query, no fragment. */
  canonicalPath?: string;
  /** Open Graph properties beyond title, description and URL (`og:type`, `og:image` absolute, `product:price:amount`). */
  openGraph?: Readonly<Record<string, string>>;
  /** Structured data (schema.org), serialised as JSON-LD. */
  jsonLd?: unknown;
}

export interface PagePrefetch {
  /** 404 when the page's product, category or slug does not exist. */
  status: 200 | 404;
  head?: PageHead;
}

/** Fills `queryClient` with the page's data, with the same query keys the page's hooks use. Never throws for a missing row. */
export type PrefetchPage<Page extends string = string> = (
  request: PageRequest<Page>,
  queryClient: QueryClient,
) => Promise<PagePrefetch>;

export interface RemoteServerModules {
  'catalog/Prefetch': PrefetchPage;
  'product/Prefetch': PrefetchPage;
  /** /auth's head: the title of the view its address names (no data). */
  'account/Prefetch': PrefetchPage;
}

export type RemoteServerModuleId = keyof RemoteServerModules;

/** Every server module the shell's server loads from a remote (checked against the type, as above). */
export const remoteServerModuleIds = [
  'catalog/Prefetch',
  'product/Prefetch',
  'account/Prefetch',
] as const satisfies readonly RemoteServerModuleId[];
const everyServerModuleListed: Exclude<RemoteServerModuleId, (typeof remoteServerModuleIds)[number]> extends never
  ? true
  : never = true;
void everyServerModuleListed;
