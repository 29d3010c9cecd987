import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** How long Load More waits before asking once more: a request dropped once recovers, unnoticed. */
export const LOAD_MORE_RETRY_MS = 500;

/** The query is asking for its next page (Load More), as TanStack tells it (`isFetchNextPageError` reads the same). */
const loadingMore = (query: Query | undefined) => query?.state.fetchMeta?.fetchMore?.direction === 'forward';

/**
 * A listing's retries: Load More is asked once more, after LOAD_MORE_RETRY_MS, then its failure is said (with the
 * shop's 3 retries of 1, 2 and 4 s the shopper watched "Loading more…" for 7 s); the first page keeps the
 * client's rule (a slow first page says "Still loading… trying again"), and a client that retries nothing (the
 * server's, tests of a failure) does not retry Load More either.
 */
export function listingRetries(client: QueryClient, queryKey: QueryKey) {
  const shop = client.getDefaultOptions().queries ?? {};
  const query = () => client.getQueryCache().find({ queryKey, exact: true });
  const shopRetries = (failures: number, error: Error) => {
    const rule = shop.retry ?? 3;
    return typeof rule === 'function' ? rule(failures, error) : typeof rule === 'number' ? failures < rule : rule;
  };
  return {
    retry: (failures: number, error: Error) => shopRetries(failures, error) && (!loadingMore(query()) || failures < 1),
    retryDelay: (attempt: number, error: Error) => {
      if (loadingMore(query())) return LOAD_MORE_RETRY_MS;
      const delay = shop.retryDelay;
      return typeof delay === 'function' ? delay(attempt, error) : (delay ?? 1000);
    },
  };
}
