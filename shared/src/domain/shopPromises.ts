import { formatPrice } from '../format/money';

/**
 * What the shop's banners advertise (promo strip, footer, home, product
 * page): "free shipping on orders of $75 and above". The rule itself is the
 * database's: shop_settings.free_shipping_threshold, applied by price_cart
 * and place_order, and shown in the drawer and at checkout from the server's
 * quote. backend/test/serverQuoteCases.ts proves the shop's settings say the
 * same (PGlite and PostgreSQL 15): a deployment that changes the threshold
 * changes this line with it (docs/backend.md, Orders).
 */
export const advertisedFreeShippingThreshold = 75;

/**
 * The free-shipping rule in the one way the shop words it, wherever it is shown: "on orders of $75 and
 * above" (whole dollars without cents). Checkout passes the threshold of the server's quote.
 */
export function freeShippingTerms(threshold: number = advertisedFreeShippingThreshold): string {
  return `on orders of ${formatPrice(threshold).replace(/\.00$/, '')} and above`;
}
