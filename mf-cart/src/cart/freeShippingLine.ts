import { freeShippingTerms } from '@giftshop/shared/domain';

/**
 * How far the order is from free shipping, in the one set of words the drawer and checkout say it in: what to do
 * ("Add $7.03 more for free shipping"), or that it is done ("Your order ships free"). `remaining` is the amount
 * still to add as the shopper reads it (the server's quote, formatted). With `threshold` (checkout's summary, which
 * has the room) the rule itself follows: "… on orders of $75 and above." Both say only what the server said
 * (price_cart's ships_free and remaining_for_free): with a method that never ships free (Express, `remaining` null)
 * there is nothing to say (null), however large the order.
 */
export function freeShippingLine(freeShipping: boolean, remaining: string | null, threshold?: number): string | null {
  const terms = threshold === undefined ? null : freeShippingTerms(threshold);
  if (freeShipping) return terms ? `Your order ships free (free shipping ${terms}).` : 'Your order ships free';
  if (remaining === null) return null;
  return terms ? `Add ${remaining} more for free shipping ${terms}.` : `Add ${remaining} more for free shipping`;
}
