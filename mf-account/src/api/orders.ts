import { getSupabase } from '@giftshop/shared';
import { isMissingTable, toDataError } from './dataError';

export interface OrderSummary {
  orderNumber: string;
  createdAt: string;
  status: string;
  total: number;
}

export interface OrderLine {
  name: string;
  variantSku: string;
  designCode: string;
  personalization: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderDetail extends OrderSummary {
  subtotal: number;
  shipping: number;
  paymentMethod: string;
  shippingAddress: string[];
  lines: OrderLine[];
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const orderNumberOf = (row: Row) => str(row.order_number ?? row.number);

export function toOrderSummary(row: Row): OrderSummary {
  return { orderNumber: orderNumberOf(row), createdAt: str(row.created_at), status: str(row.status) || 'placed', total: num(row.total) };
}

export function toOrderDetail(row: Row): OrderDetail {
  const items = Array.isArray(row.order_items) ? (row.order_items as Row[]) : [];
  const address = [
    str(row.shipping_name),
    str(row.shipping_line1 ?? row.shipping_address_line1 ?? row.shipping_street),
    str(row.shipping_line2 ?? row.shipping_address_line2),
    [str(row.shipping_city), str(row.shipping_region ?? row.shipping_state), str(row.shipping_postal_code)].filter(Boolean).join(', '),
    str(row.shipping_country),
  ].filter(Boolean);
  return {
    ...toOrderSummary(row),
    subtotal: num(row.subtotal),
    shipping: num(row.shipping ?? row.shipping_cost),
    paymentMethod: str(row.payment_method),
    shippingAddress: address,
    lines: items.map((item) => ({
      name: str(item.product_name ?? item.name) || str(item.variant_sku),
      variantSku: str(item.variant_sku),
      designCode: str(item.design_code),
      personalization: str(item.personalization_text ?? item.personalization),
      quantity: num(item.quantity),
      unitPrice: num(item.unit_price),
      lineTotal: num(item.line_total),
    })),
  };
}

/**
 * The signed-in user's orders, newest first (row level security shows only
 * their own). Until checkout exists the table is missing (PGRST205): no orders.
 */
export async function fetchOrders(): Promise<OrderSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('orders').select('*').order('created_at', { ascending: false }).limit(100);
  if (isMissingTable(error)) return [];
  if (error) throw toDataError(error, 'loading your orders');
  return ((data ?? []) as Row[]).map(toOrderSummary);
}

/** One of the user's orders with its lines, or null when there is no such order (or no orders table yet). */
export async function fetchOrder(orderNumber: string): Promise<OrderDetail | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select('*, order_items(*)')
    .eq('order_number', orderNumber)
    .maybeSingle();
  if (isMissingTable(error)) return null;
  if (error) throw toDataError(error, 'loading your order');
  return data ? toOrderDetail(data as Row) : null;
}
