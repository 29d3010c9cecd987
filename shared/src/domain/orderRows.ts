/**
 * The order mappers: typed rows of `orders` (or what `place_order` returns,
 * the same row) and `order_items` → what checkout's confirmation and the
 * account's order pages show. One home for both remotes.
 */
import { customizationLines, type CustomizationLine } from './customizationLines';
import { placeLine } from './savedAddressRows';
import { SIZE_KEY } from './sizes';
import { numberOrNull, textOrNull } from './numbers';
import type { OrderItemRow, OrderRow } from './rows';

export interface OrderSummary {
  orderNumber: string;
  createdAt: string;
  status: string;
  total: number;
}

/** An order with what it charged: the confirmation page's view. */
export interface OrderTotals extends OrderSummary {
  subtotal: number;
  shipping: number;
  /** The volume-price discount charged (price_cart's discount), when there was one. */
  discount?: number;
  /** The gift message as the server stored it, its line breaks kept (clean_multiline_text), when there is one. */
  giftMessage?: string;
}

export interface OrderLine {
  /** The order line's id (what a review is written for), when the page read it. */
  id?: number;
  name: string;
  variantName: string;
  variantSku: string;
  /** The chosen options in the shopper's words (Color: Rose, Design: Classic Monogram, Lettering: …). */
  options: CustomizationLine[];
  personalization: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /**
   * The group order the line was part of, by the name the order keeps (order_items.group_name): the order's
   * pages and e-mails list a group's lines together under it (lineEntries). Absent for a line on its own.
   */
  group?: string;
}

export interface OrderDetail extends OrderTotals {
  paymentMethod: string;
  /** The school, team or organisation an invoice is made out to. */
  organisation: string;
  /** Name, street lines, "city, region, postal code", the country's name: the parts the order has. */
  shippingAddress: string[];
  lines: OrderLine[];
}

export type OrderSummaryRow = Pick<OrderRow, 'order_number' | 'created_at' | 'status' | 'total'>;
export type OrderTotalsRow = OrderSummaryRow &
  Pick<OrderRow, 'subtotal' | 'shipping'> &
  Partial<Pick<OrderRow, 'discount' | 'gift_message'>>;
export type OrderDetailRow = OrderTotalsRow &
  Pick<
    OrderRow,
    | 'payment_method'
    | 'organisation'
    | 'shipping_name'
    | 'shipping_line1'
    | 'shipping_line2'
    | 'shipping_city'
    | 'shipping_region'
    | 'shipping_postal_code'
    | 'shipping_country'
  > & {
    /**
     * The country's name (the database's `country_name`: the guest's order link answers it, the account's order
     * read adds it from `shipping_countries`); without it the address shows the stored code.
     */
    shipping_country_name?: string | null;
  };
export type OrderLineRow = Pick<
  OrderItemRow,
  | 'product_name'
  | 'variant_name'
  | 'variant_sku'
  | 'personalization_text'
  | 'options'
  | 'quantity'
  | 'unit_price'
  | 'line_total'
> &
  Partial<Pick<OrderItemRow, 'size' | 'group_name'>>;

/** Amounts of an order are never missing in the schema (not null); a broken one reads 0, never NaN. */
const amount = (value: unknown): number => numberOrNull(value) ?? 0;
const text = (value: unknown): string => textOrNull(value)?.trim() ?? '';

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    orderNumber: text(row.order_number),
    createdAt: text(row.created_at),
    status: text(row.status) || 'placed',
    total: amount(row.total),
  };
}

export function toOrderTotals(row: OrderTotalsRow): OrderTotals {
  const totals = { ...toOrderSummary(row), subtotal: amount(row.subtotal), shipping: amount(row.shipping) };
  // the volume-price discount the order was charged (issue 27), when there was one
  const discount = amount(row.discount);
  const giftMessage = text(row.gift_message);
  return { ...totals, ...(discount > 0 ? { discount } : {}), ...(giftMessage ? { giftMessage } : {}) };
}

const isOptions = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toOrderLine(item: OrderLineRow): OrderLine {
  const group = text(item.group_name);
  return {
    name: text(item.product_name) || text(item.variant_sku),
    variantName: text(item.variant_name),
    variantSku: text(item.variant_sku),
    // the size is its own column (issue 27): it reads "Size: M" among the options
    options: customizationLines({
      ...(isOptions(item.options) ? item.options : {}),
      ...(text(item.size) ? { [SIZE_KEY]: text(item.size) } : {}),
    }),
    personalization: text(item.personalization_text),
    quantity: amount(item.quantity),
    unitPrice: amount(item.unit_price),
    lineTotal: amount(item.line_total),
    ...(group ? { group } : {}),
  };
}

export function toOrderDetail(row: OrderDetailRow, items: readonly OrderLineRow[]): OrderDetail {
  const place = placeLine(text(row.shipping_city), text(row.shipping_region), text(row.shipping_postal_code));
  return {
    ...toOrderTotals(row),
    paymentMethod: text(row.payment_method),
    organisation: text(row.organisation),
    shippingAddress: [
      text(row.shipping_name),
      text(row.shipping_line1),
      text(row.shipping_line2),
      place,
      text(row.shipping_country_name) || text(row.shipping_country),
    ].filter(Boolean),
    lines: Array.isArray(items) ? items.map(toOrderLine) : [],
  };
}
