import { ErrorState, PageContainer } from '@giftshop/shared';
import { DetailSkeleton } from './DetailSkeleton';
import { ProductNotFound } from './ProductNotFound';
import { ProductView } from './ProductView';
import { useProductDetail } from './useProductDetail';

/** `/product/:sku` and `/products/:sku`: loading, then the product, Product Not Found, or a way to retry. */
export function ProductDetailPage({ sku }: { sku: string }) {
  const state = useProductDetail(sku);
  switch (state.status) {
    case 'loading':
      return <DetailSkeleton />;
    case 'not-found':
      return <ProductNotFound code={sku} />;
    case 'unavailable':
      return (
        <PageContainer>
          <ErrorState
            title="We couldn't load this product"
            message="The shop could not be reached just now. Please check your connection and try again."
            onRetry={state.retry}
          />
        </PageContainer>
      );
    case 'ready':
      return (
        <ProductView key={state.product.id} product={state.product} variants={state.variants} designs={state.designs} />
      );
  }
}
