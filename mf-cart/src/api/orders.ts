import { getSupabase } from '@giftshop/shared';
import {
  cleanMultilineText,
  cleanText,
  SIZE_KEY,
  toOrderTotals,
  type CartItem,
  type OrderTotals,
  type OrderTotalsRow,
} from '@giftshop/shared/domain';
import type { PaymentMethodId } from '../checkout/paymentMethods';
import type { ShippingAddress } from '../checkout/shippingAddress';
import { fetchGuestOrder } from './guestOrder';
import { describeOrderError, OrderError } from './orderError';

export interface PlaceOrderInput {
  items: readonly CartItem[];
  shipping: ShippingAddress;
  payment: { method: PaymentMethodId; organisation?: string };
  /** One per attempt to order (see `orderAttemptKey`): the server answers a repeat with the same order. */
  idempotencyKey: string;
  /** The total the shopper was shown (the server's quote, see quote.ts): the server refuses the order if it is no longer so. */
  quotedTotal: number;
  /** The checkout's further choices (`place_order`'s `details`), each checked by the server. */
  details?: OrderDetails;
}

/** The `details` keys checkout sends (issue 28: guest e-mail, gift options; issue 27: PO number, proof). */
export interface OrderDetails {
  /** A guest's e-mail address: the order is placed without an account. */
  email?: string;
  gift_message?: string;
  gift_receipt?: boolean;
  /** The shipping address is the recipient's. */
  recipient?: boolean;
  po_number?: string;
  /** The fingerprint of the proof the shopper checked (order_proof). */
  proof_fingerprint?: string;
  [key: string]: unknown;
}

/**
 * An order as checkout confirms it (shared/src/domain/orderRows.ts maps it, as the account's pages do), with a
 * guest's private token (handed back once; the order's private link is /orders/guest#<token>).
 */
export type PlacedOrder = OrderTotals & {
  guestToken?: string;
  /** Until when the order may be cancelled, when the making starts (orders.cancellable_until), as the row had it. */
  cancellableUntil?: string;
  /** An order paid by invoice: who it is made out to and the PO number given ('' when none). */
  invoice?: { organisation: string; poNumber: string };
};

/** What the confirmation reads of the order row beyond its totals. */
type PlacedOrderRow = OrderTotalsRow & {
  cancellable_until?: string | null;
  payment_method?: string | null;
  organisation?: string | null;
  po_number?: string | null;
};

const rowText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The cart lines as `place_order` reads them: what was chosen, never a price. */
export function orderItemsPayload(items: readonly CartItem[]) {
  return items.map((line) => {
    const { personalizationText, [SIZE_KEY]: size, ...options } = line.customization;
    return {
      product_sku: line.productSku ?? null,
      variant_sku: line.variantSku ?? null,
      design_code: line.designCode ?? null,
      quantity: line.quantity,
      personalization_text: personalizationText ?? null,
      // the size is its own field: the server prices its upcharge and refuses a size the item lacks
      ...(size ? { size } : {}),
      options,
      // a group order's name (QA sweep #14), as the server will keep it (order_group_name cleans it too): a
      // NUL, which the database refuses as text, never makes the order fail; a line on its own sends none
      ...(line.group ? { group_name: cleanText(line.group.name) } : {}),
    };
  });
}

/** The order row `place_order` returns (the same row the orders table holds); one without a number is no order. */
export function toPlacedOrder(row: PlacedOrderRow): PlacedOrder {
  const order = toOrderTotals(row);
  if (!order.orderNumber)
    throw new OrderError('The shop did not confirm an order number. Please check My Orders before trying again.');
  const cancellableUntil = typeof row.cancellable_until === 'string' ? row.cancellable_until : '';
  return {
    ...order,
    ...(Number.isNaN(Date.parse(cancellableUntil)) ? {} : { cancellableUntil }),
    ...(row.payment_method === 'invoice'
      ? { invoice: { organisation: rowText(row.organisation), poNumber: rowText(row.po_number) } }
      : {}),
  };
}

/**
 * What `place_order` is asked, but for the idempotency key: the lines, the address, the payment method, the
 * total shown and the further choices. The same input gives the same request (`orderAttemptKey` compares them).
 */
export function placeOrderRequest({
  items,
  shipping,
  payment,
  quotedTotal,
  details = {},
}: Omit<PlaceOrderInput, 'idempotencyKey'>) {
  return {
    items: orderItemsPayload(items),
    shipping: {
      full_name: shipping.fullName,
      line1: shipping.line1,
      line2: shipping.line2 || null,
      city: shipping.city,
      region: shipping.region,
      postal_code: shipping.postalCode,
      country: shipping.country,
      phone: shipping.phone || null,
      organisation: payment.organisation || null,
    },
    payment_method: payment.method,
    quoted_total: quotedTotal,
    // the gift message as the server will keep it (clean_multiline_text): a NUL, which the database refuses as
    // text, or a bidi override never makes the order fail
    details: (typeof details.gift_message === 'string'
      ? { ...details, gift_message: cleanMultilineText(details.gift_message) }
      : details) as never,
  };
}

/**
 * Place the order: the server prices every line from its own catalogue,
 * checks it, and creates the order atomically, charging its own quote (and
 * refusing the order when that is no longer `quotedTotal`). The idempotency
 * key makes a repeated call (double click, retry, reload) answer with the same order.
 */
export async function placeOrder({ idempotencyKey, ...input }: PlaceOrderInput): Promise<PlacedOrder> {
  const missing = input.items.find((line) => !line.variantSku || !line.designCode);
  if (missing) {
    throw new OrderError(
      `${missing.name} is missing its options. Remove it from your cart and add it again from its page.`,
    );
  }
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('place_order', {
    ...placeOrderRequest(input),
    idempotency_key: idempotencyKey,
  });
  if (error) throw describeOrderError(error, 'placing your order');
  const row: OrderTotalsRow | null | undefined = Array.isArray(data) ? data[0] : data;
  if (!row || typeof row !== 'object') {
    throw new OrderError('The shop did not confirm your order. Please check My Orders before trying again.');
  }
  const guestToken = (row as { guest_token?: unknown }).guest_token;
  const placed = toPlacedOrder(row);
  return typeof guestToken === 'string' ? { ...placed, guestToken } : placed;
}

/**
 * An order checkout placed, read again (the confirmation page after a reload): one of the signed-in shopper's
 * orders by number, or a guest's through the private token this tab was given (`guest_order`, the only way a
 * guest reads it). Null when there is none they can see.
 */
export async function fetchPlacedOrder(
  orderNumber: string,
  guestToken: string | null = null,
): Promise<PlacedOrder | null> {
  if (guestToken) {
    const guest = await fetchGuestOrder(orderNumber, guestToken);
    return guest ? toPlacedOrder(guest.order) : null;
  }
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('orders').select('*').eq('order_number', orderNumber).maybeSingle();
  if (error) {
    if (error.code === 'PGRST205' || error.code === '22P02' || error.code === '42703') return null;
    throw describeOrderError(error, 'loading your order');
  }
  return data ? toPlacedOrder(data) : null;
}
