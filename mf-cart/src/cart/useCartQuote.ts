import { useQuery } from '@tanstack/react-query';
import { browserQueryClient } from '@giftshop/shared';
import { type CartItem, type VolumeTier } from '@giftshop/shared/domain';
import { orderItemsPayload } from '../api/orders';
import { quoteCart, type CartQuote, type QuoteDetails } from '../api/quote';
import { retryWhileBusy } from '../api/orderError';
import { useAskAgainWhenBack } from '../state/useAskAgainWhenBack';

/** The cart remote's query client: the drawer (outside the pages) and checkout share its quotes. */
export const cartQueryClient = () => browserQueryClient('cart');

/** The query that asks the server for a quote of these lines, keyed by what is ordered (never a price). */
export const cartQuoteQuery = (items: readonly CartItem[], details: QuoteDetails = {}) => ({
  queryKey: ['cart', 'quote', orderItemsPayload(items), details] as const,
  queryFn: () => quoteCart(items, details),
  // a quote is asked for again whenever it is shown anew: shipping may have changed on the server
  staleTime: 0,
  retry: retryWhileBusy,
});

/** A fresh quote from the server, for placing an order: never one from the cache. */
export const fetchFreshQuote = (items: readonly CartItem[], details: QuoteDetails = {}): Promise<CartQuote> =>
  cartQueryClient().fetchQuery({ ...cartQuoteQuery(items, details), staleTime: 0 });

/**
 * The server's quote of the cart as it stands (`price_cart`), with its
 * loading and error states. Nothing is asked for an empty cart. A quote that
 * failed is asked again by itself once the backend can answer (useAskAgainWhenBack).
 */
export function useCartQuote(items: readonly CartItem[], details: QuoteDetails = {}) {
  const quote = useQuery({ ...cartQuoteQuery(items, details), enabled: items.length > 0 }, cartQueryClient());
  useAskAgainWhenBack(quote, cartQueryClient());
  return quote;
}

/** What the server's earlier quotes said of these lines' volume prices (see volumeQuotedBefore). */
export interface VolumeQuotedBefore {
  /** Per product of the cart that an earlier quote gave a volume price, its line there (newest first found). */
  tiers: VolumeTier[];
  /** Their discounts then (above 0 when one had reached a tier): only where the discount line stands, never shown. */
  discount: number;
}

/**
 * While a quote is asked for (the drawer opened, a quantity changed, the
 * shipping method chosen): which of the cart's products the server's earlier
 * quotes on this page gave volume prices, and their lines there. Only the
 * place of the volume-price lines is kept with it, never their figures.
 * A product no quote has priced yet is not known to take volume prices: its
 * line comes with the quote (the server decides which products take them).
 */
export function volumeQuotedBefore(items: readonly CartItem[]): VolumeQuotedBefore {
  const products = new Set(items.flatMap((item) => (item.productSku ? [item.productSku] : [])));
  const found = new Map<string, VolumeTier>();
  const quotes = cartQueryClient()
    .getQueryCache()
    .findAll({ queryKey: ['cart', 'quote'] })
    .flatMap((query) => (query.state.data ? [query.state as { data: CartQuote; dataUpdatedAt: number }] : []))
    .sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt);
  for (const { data } of quotes) {
    for (const tier of data.volume) {
      if (products.has(tier.productSku) && !found.has(tier.productSku)) found.set(tier.productSku, tier);
    }
  }
  const tiers = [...found.values()];
  return { tiers, discount: tiers.reduce((sum, tier) => sum + tier.discount, 0) };
}
