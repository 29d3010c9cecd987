import type { ReactNode } from 'react';
import { ErrorState, PageContainer, Skeleton, space } from '@giftshop/shared';

/** What an order page needs of its query to show the states before the order. */
export interface OrderQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The order pages' state while the order loads, or when it could not be
 * loaded (with a retry). Renders nothing once the query has an answer, so a
 * page writes `if (query.isPending || query.isError) return <OrderLoadState query={query} />`.
 */
export function OrderLoadState({ query }: { query: OrderQueryState }) {
  if (query.isPending) {
    return (
      <PageContainer aria-busy="true" aria-label="Loading your order">
        <Skeleton width="40%" height={36} />
        <div css={{ height: space.lg }} />
        <Skeleton height={200} />
      </PageContainer>
    );
  }
  if (query.isError) {
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this order"
          message={query.error?.message ?? 'Please try again.'}
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }
  return null;
}

/**
 * The order pages' "Order not found", with what to do next below the message. The message echoes the address
 * (an order number of any length): it wraps anywhere, never widening a phone's page.
 */
export function OrderNotFound({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <PageContainer css={{ overflowWrap: 'anywhere' }}>
      <ErrorState title="Order not found" message={message} />
      {children}
    </PageContainer>
  );
}
