import { getSupabase, type Json } from '@giftshop/shared';
import { numberOrNull, textOrNull, toVolumeTiers, type CartItem, type VolumeTier } from '@giftshop/shared/domain';
import { describeOrderError, OrderError } from './orderError';
import { orderItemsPayload } from './orders';

/** One cart line as the server priced it today. */
export interface QuotedLine {
  unitPrice: number | null;
  /** Unit price × quantity, or null when the line cannot be ordered. */
  lineTotal: number | null;
  problem: string | null;
}

/**
 * What the cart costs, as the database quotes it (`price_cart`) and as
 * `place_order` charges it: every amount the drawer and checkout show.
 */
export interface CartQuote {
  subtotal: number;
  shipping: number;
  /** The volume-price discount (the tiers each product reached, in `volume`). */
  discount: number;
  /** Per product with volume prices: the tier reached, one item there, and the next tier. */
  volume: VolumeTier[];
  total: number;
  freeShippingThreshold: number;
  /** The shipping method the quote is for ("Standard" when checkout has not chosen one), in the shop's words. */
  shippingMethod: { code: string; name: string };
  /**
   * How much more to spend for the quoted method to ship free (0 once reached), as the server said; null for a
   * method that never ships free (Express), whatever the subtotal.
   */
  remainingForFree: number | null;
  /** The server charges this order (not empty) no shipping with the quoted method. */
  freeShipping: boolean;
  /** 0–1: how far the subtotal is towards free shipping (1 for a method that never ships free: nothing to fill). */
  progress: number;
  /** Cart line id → how the server priced it. */
  lines: Map<string, QuotedLine>;
  /** Lines whose price changed since they were added: cart id → today's price. */
  changed: Map<string, number>;
  /** Lines that can no longer be ordered: cart id → why. */
  unavailable: Map<string, string>;
}

const object = (value: Json | undefined): { [key: string]: Json | undefined } | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : null;

/** price_cart's json (the generated types say only `Json`; its shape is in 20250609058000_free_shipping_by_method.sql). */
export function toCartQuote(items: readonly CartItem[], data: Json): CartQuote {
  const row = object(data);
  const amount = (key: string) => numberOrNull(row?.[key]);
  const subtotal = amount('subtotal');
  const shipping = amount('shipping');
  const total = amount('total');
  const threshold = amount('free_shipping_threshold');
  const method = object(row?.shipping_method);
  const methodCode = textOrNull(method?.code);
  const methodName = textOrNull(method?.name);
  const remainingForFree = amount('remaining_for_free');
  if (
    subtotal === null ||
    shipping === null ||
    total === null ||
    threshold === null ||
    methodCode === null ||
    methodName === null ||
    typeof row?.ships_free !== 'boolean'
  ) {
    throw new OrderError('The shop could not work out your total just now. Please try again.');
  }
  const quote: CartQuote = {
    subtotal,
    shipping,
    discount: amount('discount') ?? 0,
    volume: toVolumeTiers(row?.volume),
    total,
    freeShippingThreshold: threshold,
    shippingMethod: { code: methodCode, name: methodName },
    remainingForFree,
    // what the server charges, never worked out here from the subtotal (it said "ships free" under Express's $14.95)
    freeShipping: row.ships_free,
    progress: remainingForFree === null || threshold <= 0 ? 1 : Math.min(1, subtotal / threshold),
    lines: new Map(),
    changed: new Map(),
    unavailable: new Map(),
  };
  for (const priced of Array.isArray(row?.lines) ? row.lines : []) {
    const fields = object(priced);
    const line = items[(numberOrNull(fields?.line_no) ?? 0) - 1];
    if (!fields || !line) continue;
    const quoted: QuotedLine = {
      unitPrice: numberOrNull(fields.unit_price),
      lineTotal: numberOrNull(fields.line_total),
      problem: textOrNull(fields.problem),
    };
    quote.lines.set(line.id, quoted);
    if (quoted.problem) quote.unavailable.set(line.id, quoted.problem);
    else if (quoted.unitPrice !== null && Math.abs(quoted.unitPrice - line.price) >= 0.005)
      quote.changed.set(line.id, quoted.unitPrice);
  }
  return quote;
}

/**
 * The server's quote for the cart (`price_cart`): today's line prices,
 * subtotal, shipping from the shop's settings, discounts and the total.
 */
/** The checkout's choices that change the quote (`price_cart`'s `details`): the shipping method. */
export interface QuoteDetails {
  shipping_method?: string;
}

export async function quoteCart(items: readonly CartItem[], details: QuoteDetails = {}): Promise<CartQuote> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('price_cart', {
    items: orderItemsPayload(items),
    details: details as never,
  });
  if (error) throw describeOrderError(error, 'working out your total');
  return toCartQuote(items, data);
}
