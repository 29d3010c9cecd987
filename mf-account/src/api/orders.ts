import { customizationLines, getSupabase, type CustomizationLine } from '@giftshop/shared';
import { isMissingTable, toDataError } from './dataError';

export interface OrderSummary {
  orderNumber: string;
  createdAt: string;
  status: string;
  total: number;
}

export interface OrderLine {
  name: string;
  variantName: string;
  variantSku: string;
  /** The chosen options in the shopper's words (Color: Rose, Design: Classic Monogram, Lettering: …). */
  options: CustomizationLine[];
  personalization: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderDetail extends OrderSummary {
  subtotal: number;
  shipping: number;
  paymentMethod: string;
  /** The school, team or organisation an invoice is made out to. */
  organisation: string;
  shippingAddress: string[];
  lines: OrderLine[];
}

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const orderNumberOf = (row: Row) => str(row.order_number ?? row.number);

export function toOrderSummary(row: Row): OrderSummary {
  return {
    orderNumber: orderNumberOf(row),
    createdAt: str(row.created_at),
    status: str(row.status) || 'placed',
    total: num(row.total),
  };
}

export function toOrderDetail(row: Row): OrderDetail {
  const items = Array.isArray(row.order_items) ? (row.order_items as Row[]) : [];
  const address = [
    str(row.shipping_name),
    str(row.shipping_line1 ?? row.shipping_address_line1 ?? row.shipping_street),
    str(row.shipping_line2 ?? row.shipping_address_line2),
    [str(row.shipping_city), str(row.shipping_region ?? row.shipping_state), str(row.shipping_postal_code)]
      .filter(Boolean)
      .join(', '),
    str(row.shipping_country),
  ].filter(Boolean);
  return {
    ...toOrderSummary(row),
    subtotal: num(row.subtotal),
    shipping: num(row.shipping ?? row.shipping_cost),
    paymentMethod: str(row.payment_method),
    organisation: str(row.organisation),
    shippingAddress: address,
    lines: items.map((item) => ({
      name: str(item.product_name ?? item.name) || str(item.variant_sku),
      variantName: str(item.variant_name),
      variantSku: str(item.variant_sku),
      options: isRecord(item.options) ? customizationLines(item.options) : [],
      personalization: str(item.personalization_text ?? item.personalization),
      quantity: num(item.quantity),
      unitPrice: num(item.unit_price),
      lineTotal: num(item.line_total),
    })),
  };
}

const SUMMARY_COLUMNS = 'order_number, created_at, status, total';
const DETAIL_COLUMNS =
  'id, order_number, created_at, status, subtotal, shipping, total, payment_method, organisation, shipping_name, ' +
  'shipping_line1, shipping_line2, ' +
  'shipping_city, shipping_region, shipping_postal_code, shipping_country';
const LINE_COLUMNS =
  'product_name, variant_name, variant_sku, personalization_text, options, quantity, unit_price, line_total';

/**
 * The signed-in user's orders, newest first (row level security shows only
 * their own). Until checkout exists the table is missing (PGRST205): no orders.
 */
export async function fetchOrders(): Promise<OrderSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select(SUMMARY_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(100);
  if (isMissingTable(error)) return [];
  if (error) throw toDataError(error, 'loading your orders');
  return ((data ?? []) as Row[]).map(toOrderSummary);
}

/**
 * One of the user's orders with its lines, or null when there is no such order
 * (or no orders table yet). Two reads, not an embedded select: the embedded
 * backend does not embed, and row level security guards both tables alike.
 */
export async function fetchOrder(orderNumber: string): Promise<OrderDetail | null> {
  const supabase = await getSupabase();
  const { data: order, error } = await supabase
    .from('orders')
    .select(DETAIL_COLUMNS)
    .eq('order_number', orderNumber)
    .maybeSingle();
  if (isMissingTable(error)) return null;
  if (error) throw toDataError(error, 'loading your order');
  if (!order) return null;
  const row = order as unknown as Row;
  const { data: lines, error: linesError } = await supabase
    .from('order_items')
    .select(LINE_COLUMNS)
    .eq('order_id', row.id as number)
    .order('id', { ascending: true });
  if (linesError) throw toDataError(linesError, 'loading your order');
  return toOrderDetail({ ...row, order_items: lines ?? [] });
}
