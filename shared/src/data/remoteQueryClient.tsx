import { createContext, useContext, type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteName } from '../remotes/contracts';
import { readPageHandover } from './pageHandover';
import { createShopQueryClient } from './queryClient';

/**
 * On the server, each request's query clients (one per remote), so nothing of
 * one request or shopper reaches another. Absent in the browser.
 */
export const RequestQueryClients = createContext<((remote: RemoteName) => QueryClient) | null>(null);

const browserClients = new Map<RemoteName, QueryClient>();

/**
 * A remote's one query client in the browser, for as long as the page lives.
 * Created with the data the server rendered with (the page handover), so the
 * first render matches the server's HTML and nothing is fetched again.
 */
export function browserQueryClient(remote: RemoteName): QueryClient {
  let client = browserClients.get(remote);
  if (!client) {
    client = createShopQueryClient();
    const state = readPageHandover()?.queries[remote];
    // The server leaves the data undated (so a page is the same bytes for everyone): it is as fresh as the page.
    const now = Date.now();
    if (state) {
      hydrate(client, {
        ...state,
        queries: state.queries.map((q) => ({ ...q, dehydratedAt: now, state: { ...q.state, dataUpdatedAt: now } })),
      });
    }
    browserClients.set(remote, client);
  }
  return client;
}

/** Provides a remote's query client: the request's on the server, the page's in the browser. */
export function RemoteQueryProvider({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const requestClients = useContext(RequestQueryClients);
  const client = requestClients ? requestClients(remote) : browserQueryClient(remote);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
