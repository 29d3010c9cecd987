import { formatPrice } from '../format/money';
import { numberOrNull, textOrNull } from './numbers';

/**
 * Volume prices (issue 27): the tier one product reached, as the server
 * quoted it (`price_cart`'s `volume`, `volume_price`). The rule lives in the
 * database (volume_tiers_reached: the total quantity of one product across
 * all its lines); this is only its reading and its wording, shared by the
 * product page, the group grid, the drawer and checkout.
 */
export interface VolumeTier {
  productSku: string;
  productName: string;
  /** Items of this product across all its lines. */
  quantity: number;
  /** The tier reached (0 below the first). */
  percentOff: number;
  discount: number;
  /**
   * What one item costs at this tier: its price less the tier's percentage, to the cent, which is what each such item
   * is charged (the server's one rule, volume_tiers_reached). The cheapest line's, where lines differ in price.
   */
  unitPriceAtTier: number;
  nextMinQuantity: number | null;
  nextPercentOff: number | null;
  /** Items still needed for the next tier. */
  itemsToNext: number | null;
  /** Every tier: from `minQuantity` items, `percentOff`% off. */
  tiers: { minQuantity: number; percentOff: number }[];
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** One product's figures from the server's json, or null when they are not there. */
export function toVolumeTier(value: unknown): VolumeTier | null {
  const row = record(value);
  const quantity = numberOrNull(row?.quantity);
  if (!row || quantity === null) return null;
  return {
    productSku: textOrNull(row.product_sku) ?? '',
    productName: textOrNull(row.product_name) ?? '',
    quantity,
    percentOff: numberOrNull(row.percent_off) ?? 0,
    discount: numberOrNull(row.discount) ?? 0,
    unitPriceAtTier: numberOrNull(row.unit_price_at_tier) ?? 0,
    nextMinQuantity: numberOrNull(row.next_min_quantity),
    nextPercentOff: numberOrNull(row.next_percent_off),
    itemsToNext: numberOrNull(row.items_to_next),
    tiers: (Array.isArray(row.tiers) ? row.tiers : []).flatMap((tier) => {
      const t = record(tier);
      const minQuantity = numberOrNull(t?.min_quantity);
      const percentOff = numberOrNull(t?.percent_off);
      return minQuantity !== null && percentOff !== null ? [{ minQuantity, percentOff }] : [];
    }),
  };
}

/** The quote's `volume` list. */
export function toVolumeTiers(value: unknown): VolumeTier[] {
  return (Array.isArray(value) ? value : []).flatMap((entry) => toVolumeTier(entry) ?? []);
}

/** "15% off": a percentage as the shop writes it everywhere (as "Save 32%"), never broken from its number. */
export const percentOff = (percent: number): string => `${percent}% off`;

/** "24 items: 15% off", with `then` after it if given; below the first tier, where volume prices start. */
function tierWords(tier: VolumeTier, then?: string): string {
  const items = `${tier.quantity} ${tier.quantity === 1 ? 'item' : 'items'}`;
  if (tier.percentOff <= 0) {
    const first = tier.tiers[0];
    return first ? `${items}: volume prices start at ${first.minQuantity}` : items;
  }
  return `${items}: ${percentOff(tier.percentOff)}${then ? `, ${then}` : ''}`;
}

/**
 * "24 items: 15% off" (or "1 item: volume prices start at 12"): items whose
 * prices differ (a group order's rows of several sizes, each with its own
 * upcharge), where one item's price cannot be said.
 */
export function volumeTierPercent(tier: VolumeTier): string {
  return tierWords(tier);
}

/**
 * "24 items: 15% off, $17.00 each" (or "1 item: volume prices start at 12"):
 * one variant at one price (the product page). The server charges each item
 * at the tier exactly this figure, so so many of them are the line charged,
 * to the cent (12 × $20.69 = $248.28; 20250609042000). `chosen`: the items
 * of this price among the tier's count, when the others (the cart's lines,
 * perhaps of other sizes and prices) are not said to cost it: "12 items: 10%
 * off, $20.69 each for these 7" ("for this one").
 */
export function volumeTierReached(tier: VolumeTier, chosen = tier.quantity): string {
  const each = `${formatPrice(tier.unitPriceAtTier)} each`;
  if (chosen >= tier.quantity) return tierWords(tier, each);
  return tierWords(tier, `${each} for ${chosen === 1 ? 'this one' : `these ${chosen}`}`);
}

/**
 * "24 items: 15% off, saving $72.00" (or "1 item: volume prices start at
 * 12"): the cart's words, with what the server took off this product's
 * lines, which adds up with the total (volumeTierReached's per-item figure
 * is the cheapest line's only, where the lines' prices differ).
 */
export function volumeTierSaving(tier: VolumeTier): string {
  return tierWords(tier, `saving ${formatPrice(tier.discount)}`);
}

/** "6 more for 15% off", or null at the top tier. */
export function volumeTierNext(tier: VolumeTier): string | null {
  if (tier.nextMinQuantity === null || tier.itemsToNext === null || tier.nextPercentOff === null) return null;
  return `${tier.itemsToNext} more for ${percentOff(tier.nextPercentOff)}`;
}
