import { PageSkeleton } from '../layout/PageSkeleton';
import { SlotFailure } from '../remotes/RemoteSlot';
import { useShopRoutes } from './ShopRoutes';

/**
 * A path no known route matches while some remote's routes are not read: the page's shape while they are
 * read, then, for a remote that did not answer, its failure with a Retry (the path may be one of its pages).
 */
export function RoutesNotRead() {
  const { pending, failed, retry } = useShopRoutes();
  if (pending.length || !failed.length) return <PageSkeleton />;
  return (
    <>
      {failed.map((remote) => (
        <SlotFailure key={remote} id={`${remote}/Pages`} compact={false} onRetry={() => retry(remote)} />
      ))}
    </>
  );
}
