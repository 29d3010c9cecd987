import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** The parts of a failed read (a TanStack query's result) that asking it again needs. */
export interface FailedRead {
  isError: boolean;
  error: unknown;
  /** When it last failed: a new failure of a read already failed (isError stays true) is a new time. */
  errorUpdatedAt: number;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/**
 * The pause before a failed read is asked again, `failures` failures after it last answered: the query client's
 * own backoff, carried on from its first retry (the read's own retries came before it failed).
 */
function pauseBefore(client: QueryClient, failures: number, error: unknown): number {
  const delay = client.getDefaultOptions().queries?.retryDelay;
  return typeof delay === 'function' ? delay(failures + 1, error as Error) : (delay ?? 1000);
}

/**
 * A read that failed is asked again by itself, so a page the backend could not answer carries on once it can,
 * without the shopper pressing Try Again (which still works): after the query client's backoff while it keeps
 * failing (the shop's: 4 s, 8 s, 16 s, then every 30 s; not while the tab is hidden), and at once when the
 * browser comes back online or the tab is shown again. Only reads: a write (Place Order) is never sent again
 * on its own. A read already on its way is not asked twice (`cancelRefetch: false`).
 */
export function useAskAgainWhenBack(read: FailedRead, client?: QueryClient): void {
  const queryClient = useQueryClient(client);
  const failures = useRef(0);
  const { isError, error, errorUpdatedAt, refetch } = read;
  useEffect(() => {
    if (!isError) {
      failures.current = 0;
      return;
    }
    failures.current += 1;
    const askAgain = () => void refetch({ cancelRefetch: false });
    const timer = setTimeout(
      () => {
        if (document.visibilityState !== 'hidden') askAgain();
      },
      pauseBefore(queryClient, failures.current, error),
    );
    const onShown = () => {
      if (document.visibilityState === 'visible') askAgain();
    };
    window.addEventListener('online', askAgain);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', askAgain);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [isError, error, errorUpdatedAt, refetch, queryClient]);
}
