import { QueryClient } from '@tanstack/react-query';

/**
 * A query client for one remote. The defaults are the spec's data-fetching
 * constants (cache kept 5 minutes, 3 retries with exponential backoff capped
 * at 30 s); writes are never retried blindly.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
