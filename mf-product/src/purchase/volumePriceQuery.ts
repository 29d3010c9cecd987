import { queryOptions } from '@tanstack/react-query';
import { fetchVolumePrice } from '../api/productApi';

/** The quantity the page opens on (Add to cart's and the group order's, before anyone is typed). */
export const openingQuantity = 1;

/**
 * The volume price of a variant at a quantity, in the size chosen (its upcharge is part of what one item costs;
 * null: none chosen yet, the variant's own price), as one query (key and fetch): the volume line reads it and the
 * server's prefetch fills it for the opening variant and quantity, so the browser's first render asks nothing again.
 */
export const volumePriceQuery = (variantSku: string | null, quantity: number, size: string | null = null) =>
  queryOptions({
    queryKey: ['product', 'volume-price', variantSku, quantity, size] as const,
    queryFn: () => fetchVolumePrice(variantSku ?? '', quantity, size),
    enabled: variantSku !== null,
    staleTime: 60_000,
  });
