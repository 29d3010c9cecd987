import { useQuery } from '@tanstack/react-query';
import type { Design, ProductDetail, ProductVariant } from '@giftshop/shared/domain';
import { isUnavailable } from '../api/productRequestError';
import { productDeliveryQuery } from '../delivery/productDeliveryQuery';
import { designsQuery, productQuery, productVariantsQuery } from './productDetailQueries';

export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'unavailable'; retry: () => void }
  | { status: 'ready'; product: ProductDetail; variants: ProductVariant[]; designs: Design[] };

/**
 * The product page's data: the product by SKU, then its variants; designs alongside (never fatal). The
 * "Arrives by" dates are asked for with the variants, not once the page shows (one round trip, not two).
 */
export function useProductDetail(sku: string): ProductDetailState {
  const product = useQuery(productQuery(sku));
  const productId = product.data?.id;
  const variants = useQuery(productVariantsQuery(productId));
  const designs = useQuery(designsQuery());
  // read by ArrivesBy; never waited for here
  useQuery({ ...productDeliveryQuery(productId ?? 0), enabled: productId !== undefined });

  const failure = product.error ?? variants.error;
  if (failure) {
    if (!isUnavailable(failure)) return { status: 'not-found' };
    return {
      status: 'unavailable',
      retry: () => {
        void product.refetch();
        if (productId !== undefined) void variants.refetch();
      },
    };
  }
  if (product.isPending) return { status: 'loading' };
  if (!product.data) return { status: 'not-found' };
  if (variants.isPending || designs.isPending) return { status: 'loading' };
  return { status: 'ready', product: product.data, variants: variants.data ?? [], designs: designs.data ?? [] };
}
