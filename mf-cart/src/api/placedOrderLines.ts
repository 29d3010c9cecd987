import { getSupabase } from '@giftshop/shared';
import {
  orderLineEntries,
  toOrderLine,
  type LineEntry,
  type OrderLine,
  type OrderLineRow,
} from '@giftshop/shared/domain';
import { fetchGuestOrder } from './guestOrder';
import { describeOrderError } from './orderError';

/** An entry of a placed order's lines: a line on its own, or a group order (a team's shirts) with its lines. */
export type PlacedOrderEntry = LineEntry<OrderLine>;

const LINE_COLUMNS =
  'product_name, variant_name, variant_sku, personalization_text, options, quantity, unit_price, line_total, size, group_name';

/**
 * Every line of a just-placed order, as the database kept them, listed as the order page lists them (shared
 * toOrderLine and orderLineEntries): a group order's lines together under its name (order_items.group_name,
 * 20250609018000_order_item_groups.sql), every other line on its own. A signed-in shopper's lines are read as
 * theirs (row level security); a guest's through the order's private token (guest_order), the only way a guest
 * reads it.
 */
export async function fetchPlacedOrderLines(
  orderNumber: string,
  guestToken: string | null,
): Promise<PlacedOrderEntry[]> {
  const supabase = await getSupabase();
  let rows: OrderLineRow[] = [];
  if (guestToken) {
    rows = (await fetchGuestOrder(orderNumber, guestToken))?.lines ?? [];
  } else {
    const { data: order, error } = await supabase
      .from('orders')
      .select('id')
      .eq('order_number', orderNumber)
      .maybeSingle();
    if (error) throw describeOrderError(error, 'loading your order');
    if (!order) return [];
    const { data: lines, error: linesError } = await supabase
      .from('order_items')
      .select(LINE_COLUMNS)
      .eq('order_id', order.id)
      .order('id', { ascending: true });
    if (linesError) throw describeOrderError(linesError, 'loading your order');
    rows = lines ?? [];
  }
  return orderLineEntries(rows.map(toOrderLine));
}
