import { roundCents } from './money';

export interface ShippingRule {
  freeShippingThreshold: number;
  flatShippingRate: number;
}

export interface OrderQuote {
  subtotal: number;
  shipping: number;
  total: number;
  /** How much more to spend for free shipping (0 once reached). */
  remainingForFree: number;
  freeShipping: boolean;
  /** 0–1: how far the subtotal is towards the free-shipping threshold. */
  progress: number;
}

/**
 * The shop's shipping rule: free at the threshold ($75) and above, else the
 * flat rate. An empty order ships nothing and costs nothing.
 */
export function quoteOrder(subtotal: number, rule: ShippingRule): OrderQuote {
  const amount = roundCents(Math.max(0, subtotal));
  const freeShipping = amount >= rule.freeShippingThreshold;
  const shipping = amount === 0 || freeShipping ? 0 : rule.flatShippingRate;
  return {
    subtotal: amount,
    shipping,
    total: roundCents(amount + shipping),
    remainingForFree: freeShipping ? 0 : roundCents(rule.freeShippingThreshold - amount),
    freeShipping,
    progress: rule.freeShippingThreshold > 0 ? Math.min(1, amount / rule.freeShippingThreshold) : 1,
  };
}

/** The price of one line: unit price × quantity, to the cent. */
export function lineTotal(line: { price: number; quantity: number }): number {
  return roundCents(line.price * line.quantity);
}
