import { useQuery } from '@tanstack/react-query';
import type { Design, ProductDetail, ProductVariant } from '@giftshop/shared';
import { fetchDesigns, fetchProductBySku, fetchProductVariants } from '../api/productApi';
import { isUnavailable } from '../api/productRequestError';

export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'unavailable'; retry: () => void }
  | { status: 'ready'; product: ProductDetail; variants: ProductVariant[]; designs: Design[] };

/** Only a backend that could not be reached is worth asking again; a missing product stays missing. */
const retryWhenUnavailable = (failures: number, error: unknown) => isUnavailable(error) && failures < 3;

/** The product page's data: the product by SKU, then its variants; designs alongside (never fatal). */
export function useProductDetail(sku: string): ProductDetailState {
  const product = useQuery({
    queryKey: ['product', sku],
    queryFn: () => fetchProductBySku(sku),
    retry: retryWhenUnavailable,
  });
  const productId = product.data?.id;
  const variants = useQuery({
    queryKey: ['product-variants', productId],
    queryFn: () => fetchProductVariants(productId as number),
    enabled: productId !== undefined,
    retry: retryWhenUnavailable,
  });
  const designs = useQuery({
    queryKey: ['designs'],
    queryFn: fetchDesigns,
    // Designs change rarely; an empty list (they failed to load) is asked for again on the next page.
    staleTime: (query) => (query.state.data?.length ? 5 * 60_000 : 0),
  });

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
