import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createShopQueryClient, NavigationProvider, RequestQueryClients, type ShopNavigation } from '@giftshop/shared';
import Pages from '../Pages';
import type { ProductPage } from '../routes';

/** For the server tests: a query client as the shell's server makes one per request (the shop's defaults, no retries). */
export function requestClient(): QueryClient {
  const client = createShopQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

export const stillNavigation: ShopNavigation = { pathname: '/', search: '', navigate: () => undefined };

/** The page as the shell's server renders it: the request's query client, its location. */
export function renderServerPage(
  client: QueryClient,
  page: ProductPage,
  params: Record<string, string>,
  navigation: ShopNavigation = stillNavigation,
): string {
  return renderToString(
    <RequestQueryClients.Provider value={() => client}>
      <NavigationProvider value={navigation}>
        <Pages page={page} params={params} />
      </NavigationProvider>
    </RequestQueryClients.Provider>,
  );
}
