/**
 * Test support: one catalogue page as the shell's server makes it — a fresh
 * query client for the request (retries off, as the shell sets it), the
 * remote's prefetch, then the page rendered to HTML with that client and the
 * request's location. Not part of any build.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createShopQueryClient, NavigationProvider, RequestQueryClients, type PagePrefetch } from '@giftshop/shared';
import Pages from '../Pages';
import type { CatalogPage } from '../routes';
import prefetch from './prefetch';

export interface RenderedRequest {
  prefetch: PagePrefetch;
  html: string;
  client: QueryClient;
}

/** The page under `client` at `pathname` + `search`, as the shell wraps it (its query clients and navigation). */
export function catalogPageAt(
  client: QueryClient,
  {
    page,
    params,
    pathname,
    search,
  }: { page: CatalogPage; params: Record<string, string>; pathname: string; search: string },
): ReactNode {
  return (
    <RequestQueryClients.Provider value={() => client}>
      <NavigationProvider value={{ pathname, search, navigate: () => {} }}>
        <Pages page={page} params={params} />
      </NavigationProvider>
    </RequestQueryClients.Provider>
  );
}

/** The shell's server's request client: the shop's defaults with retries off. */
export function requestQueryClient(): QueryClient {
  const client = createShopQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Prefetches and renders `url` (a path with its query) as the catalogue's `page`. */
export async function renderRequest(
  page: CatalogPage,
  url: string,
  params: Record<string, string> = {},
  client: QueryClient = requestQueryClient(),
): Promise<RenderedRequest> {
  const { pathname, search } = new URL(url, 'https://shop.example');
  const result = await prefetch({ page, params, search, origin: 'https://shop.example' }, client);
  const html = renderToString(catalogPageAt(client, { page, params, pathname, search }));
  return { prefetch: result, html, client };
}
