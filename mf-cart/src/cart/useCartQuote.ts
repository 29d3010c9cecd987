import { useQuery } from '@tanstack/react-query';
import { browserQueryClient, type CartItem } from '@giftshop/shared';
import { orderItemsPayload } from '../api/orders';
import { quoteCart, type CartQuote, type QuoteDetails } from '../api/quote';
import { retryWhileBusy } from '../api/orderError';

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
 * loading and error states. Nothing is asked for an empty cart.
 */
export function useCartQuote(items: readonly CartItem[], details: QuoteDetails = {}) {
  return useQuery({ ...cartQuoteQuery(items, details), enabled: items.length > 0 }, cartQueryClient());
}
