import { builtOnFirstUse } from '../builtOnFirstUse';

const usd = builtOnFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** `$` with 2 decimals: 12 → "$12.00", 1234.5 → "$1,234.50". Non-finite input shows "$0.00". */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return usd().format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** The rounded discount percent between an original and a sale price (0 when there is no saving). */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || !(originalPrice > price) || !(price >= 0)) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/**
 * The card badge rule (spec section 5): a discount badge only when
 * discount_percentage is above 0 and original_price is above price.
 * Returns the rounded percent to show, or null for no badge.
 */
export function discountBadge(product: {
  price: number;
  original_price: number | null | undefined;
  discount_percentage: number | null | undefined;
}): number | null {
  const pct = Number(product.discount_percentage ?? 0);
  const original = Number(product.original_price ?? 0);
  if (!(pct > 0) || !(original > product.price)) return null;
  return Math.round(pct);
}
