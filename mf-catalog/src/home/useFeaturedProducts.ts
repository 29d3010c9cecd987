import { useQuery } from '@tanstack/react-query';
import { fetchFeaturedProducts } from '../api/products';

/** The home page's featured products; the hero and the featured grid share this one request. */
export function useFeaturedProducts() {
  return useQuery({ queryKey: ['catalog', 'featured'], queryFn: () => fetchFeaturedProducts() });
}
