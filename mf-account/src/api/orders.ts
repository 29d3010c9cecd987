import { getSupabase } from '@giftshop/shared';
import {
  toOrderDetail,
  toOrderSummary,
  type OrderDetail,
  type OrderLine,
  type OrderSummary,
} from '@giftshop/shared/domain';
import { isMissingTable, toDataError } from './dataError';
import type { PaymentState } from './orderPayment';

// The rows are mapped in shared/src/domain/orderRows.ts, as checkout's confirmation maps them.
export type { OrderDetail, OrderLine, OrderSummary } from '@giftshop/shared/domain';

/** A line of the shopper's own order, with what the database says about reviewing it (issue 30). */
export interface ReviewableOrderLine extends OrderLine {
  /**
   * The database accepts a review of it (a delivered, paid order: review_refusal in the migrations; one line
   * per product of an order, none of a product reviewed from another line: review_lines).
   */
  reviewable: boolean;
  /** The shopper has reviewed its product (from this line, the link then edits it; else "You reviewed this"). */
  reviewed: boolean;
}

/** An order as My Orders lists it: its summary, and where its card payment is (null when paid on delivery or by invoice). */
export interface ListedOrder extends OrderSummary {
  paymentState: PaymentState | null;
}

export interface AccountOrder extends OrderDetail {
  lines: ReviewableOrderLine[];
}

const SUMMARY_COLUMNS = 'order_number, created_at, status, total, payment_state';
// One literal each (not joined with +), so supabase-js types the rows from the columns named.
const DETAIL_COLUMNS =
  'id, order_number, created_at, status, subtotal, shipping, discount, total, payment_method, organisation, shipping_name, shipping_line1, shipping_line2, shipping_city, shipping_region, shipping_postal_code, shipping_country';
const LINE_COLUMNS =
  'id, product_name, variant_name, variant_sku, personalization_text, options, quantity, unit_price, line_total, size, group_name';

/**
 * The signed-in user's orders, newest first (row level security shows only
 * their own), each with where its card payment is, so a just-placed order can
 * say where it is. Until checkout exists the table is missing (PGRST205): no orders.
 */
export async function fetchOrders(): Promise<ListedOrder[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select(SUMMARY_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(100)
    .retry(false);
  if (isMissingTable(error)) return [];
  if (error) throw toDataError(error, 'loading your orders');
  return (data ?? []).map((row) => ({
    ...toOrderSummary(row),
    paymentState: row.payment_state as PaymentState | null,
  }));
}

/**
 * One of the user's orders with its lines, or null when there is no such order
 * (or no orders table yet). Two reads, not an embedded select: the embedded
 * backend does not embed, and row level security guards both tables alike.
 */
export async function fetchOrder(orderNumber: string): Promise<AccountOrder | null> {
  const supabase = await getSupabase();
  const { data: order, error } = await supabase
    .from('orders')
    .select(DETAIL_COLUMNS)
    .eq('order_number', orderNumber)
    .maybeSingle()
    .retry(false);
  if (isMissingTable(error)) return null;
  if (error) throw toDataError(error, 'loading your order');
  if (!order) return null;
  // the lines, and the country's name from its one home (shipping_countries), side by side
  const [{ data: lines, error: linesError }, country] = await Promise.all([
    supabase
      .from('order_items')
      .select(LINE_COLUMNS)
      .eq('order_id', order.id)
      .order('id', { ascending: true })
      .retry(false),
    supabase.from('shipping_countries').select('name').eq('code', order.shipping_country).maybeSingle().retry(false),
  ]);
  if (linesError) throw toDataError(linesError, 'loading your order');
  // the order is there without it: a failed read, an old order's or a removed country's code shows the code
  if (country.error) console.warn(`[account] the country of ${orderNumber} could not be named`, country.error);
  // which lines the database would take a review of: it decides (review_lines), the page only asks
  const { data: reviewLines, error: reviewError } = await supabase.rpc('review_lines', {
    of_order: order.order_number,
  });
  // the order is there without it: a failed answer leaves the lines without review links, never the page empty
  if (reviewError)
    console.warn(`[account] which lines of ${orderNumber} may be reviewed could not be read`, reviewError);
  const review = new Map((reviewError ? [] : (reviewLines ?? [])).map((row) => [row.order_item_id, row]));
  const detail = toOrderDetail({ ...order, shipping_country_name: country.data?.name }, lines ?? []);
  // each line keeps its id: the order page links to the review form of each (issue 30)
  return {
    ...detail,
    lines: detail.lines.map((line, i) => {
      const id = lines?.[i]?.id;
      const answer = id === undefined ? undefined : review.get(id);
      return {
        ...line,
        id,
        // a left join's and a nullable column's nulls (the generated types cannot say either may be null)
        reviewable: answer !== undefined && (answer.cannot_review as string | null) === null,
        reviewed: answer !== undefined && (answer.review_id as number | null) !== null,
      };
    }),
  };
}
