import { ErrorState } from '@giftshop/shared';

/** Where the product's tabs would be, when their code could not load. */
export function ProductInformationMissing() {
  return (
    <ErrorState
      title="The details did not load"
      message="This product's description, features and reviews could not load. Reload the page to see them."
      onRetry={() => location.reload()}
      retryLabel="Reload"
    />
  );
}
