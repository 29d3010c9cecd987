import { freeShippingTerms } from '@giftshop/shared/domain';

/**
 * How far the order is from free shipping, in the one set of words the drawer and checkout say it in: what to do
 * ("Add $7.03 more for free shipping"), or that it is done ("Your order ships free"). `remaining` is the amount
 * still to add as the shopper reads it (the server's quote, formatted). With `threshold` (checkout's summary, which
 * has the room) the rule itself follows: "… on orders of $75 and above."
 */
export function freeShippingLine(freeShipping: boolean, remaining: string, threshold?: number): string {
  const terms = threshold === undefined ? null : freeShippingTerms(threshold);
  if (freeShipping) return terms ? `Your order ships free (free shipping ${terms}).` : 'Your order ships free';
  return terms ? `Add ${remaining} more for free shipping ${terms}.` : `Add ${remaining} more for free shipping`;
}
