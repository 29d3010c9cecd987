import { useQuery } from '@tanstack/react-query';
import { featuredProductsQuery } from './featuredProductsQuery';

/** The home page's featured products; the hero and the featured grid share this one request. */
export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery());
}
