import { getSupabase, type CartItem } from '@giftshop/shared';
import type { PaymentMethodId } from '../checkout/paymentMethods';
import type { ShippingAddress } from '../checkout/shippingAddress';
import { describeOrderError, OrderError } from './orderError';

export interface PlaceOrderInput {
  items: readonly CartItem[];
  shipping: ShippingAddress;
  payment: { method: PaymentMethodId; organisation?: string };
  /** One per attempt to order (see `orderAttemptKey`): the server answers a repeat with the same order. */
  idempotencyKey: string;
}

export interface PlacedOrder {
  orderNumber: string;
  subtotal: number;
  shipping: number;
  total: number;
  status: string;
  createdAt: string;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The cart lines as `place_order` reads them: what was chosen, never a price. */
export function orderItemsPayload(items: readonly CartItem[]) {
  return items.map((line) => {
    const { personalizationText, ...options } = line.customization;
    return {
      product_sku: line.productSku ?? null,
      variant_sku: line.variantSku ?? null,
      design_code: line.designCode ?? null,
      quantity: line.quantity,
      personalization_text: personalizationText ?? null,
      options,
    };
  });
}

/** The order row `place_order` returns (or the orders table holds), read defensively. */
export function toPlacedOrder(row: Row): PlacedOrder {
  const orderNumber = str(row.order_number ?? row.number);
  if (!orderNumber)
    throw new OrderError('The shop did not confirm an order number. Please check My Orders before trying again.');
  return {
    orderNumber,
    subtotal: num(row.subtotal),
    shipping: num(row.shipping ?? row.shipping_cost),
    total: num(row.total),
    status: str(row.status) || 'placed',
    createdAt: str(row.created_at),
  };
}

/**
 * Place the order: the server prices every line from its own catalogue,
 * checks it, and creates the order atomically. The idempotency key makes a
 * repeated call (double click, retry, reload) answer with the same order.
 */
export async function placeOrder({ items, shipping, payment, idempotencyKey }: PlaceOrderInput): Promise<PlacedOrder> {
  const missing = items.find((line) => !line.variantSku || !line.designCode);
  if (missing) {
    throw new OrderError(
      `${missing.name} is missing its options. Remove it from your cart and add it again from its page.`,
    );
  }
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('place_order', {
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
    idempotency_key: idempotencyKey,
  });
  if (error) throw describeOrderError(error, 'placing your order');
  const row = (Array.isArray(data) ? data[0] : data) as Row | null;
  if (!row || typeof row !== 'object') {
    throw new OrderError('The shop did not confirm your order. Please check My Orders before trying again.');
  }
  return toPlacedOrder(row);
}

/** One of the signed-in shopper's orders by number, or null when there is none they can see. */
export async function fetchPlacedOrder(orderNumber: string): Promise<PlacedOrder | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('orders').select('*').eq('order_number', orderNumber).maybeSingle();
  if (error) {
    if (error.code === 'PGRST205' || error.code === '22P02' || error.code === '42703') return null;
    throw describeOrderError(error, 'loading your order');
  }
  return data ? toPlacedOrder(data as Row) : null;
}

export interface PriceCheck {
  /** Lines whose price changed since they were added: cart id → today's price. */
  changed: Map<string, number>;
  /** Lines that can no longer be ordered: cart id → why. */
  unavailable: Map<string, string>;
}

/**
 * Today's prices of the cart's lines, priced by the server (`price_cart`),
 * to show the shopper any change, or any line that can no longer be ordered,
 * before the order is placed.
 */
export async function checkCartPrices(items: readonly CartItem[]): Promise<PriceCheck> {
  const result: PriceCheck = { changed: new Map(), unavailable: new Map() };
  if (items.length === 0) return result;
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('price_cart', { items: orderItemsPayload(items) });
  if (error) throw describeOrderError(error, 'checking today’s prices');
  const lines = Array.isArray((data as Row | null)?.lines) ? ((data as Row).lines as Row[]) : [];
  for (const priced of lines) {
    const line = items[num(priced.line_no) - 1];
    if (!line) continue;
    const problem = str(priced.problem);
    if (problem) result.unavailable.set(line.id, problem);
    else if (Number.isFinite(num(priced.unit_price)) && Math.abs(num(priced.unit_price) - line.price) >= 0.005) {
      result.changed.set(line.id, num(priced.unit_price));
    }
  }
  return result;
}
