import {
  getSupabase,
  jsonAnswer,
  orderLineEntries,
  toOrderLine,
  type OrderLine,
  type OrderLineRow,
} from '@giftshop/shared';
import { describeOrderError } from './orderError';

/** A group order of a placed order (a team's shirts): its name as the order keeps it, and its lines. */
export interface PlacedOrderGroup {
  name: string;
  itemCount: number;
  lines: OrderLine[];
}

const GROUP_LINE_COLUMNS =
  'product_name, variant_name, variant_sku, personalization_text, options, quantity, unit_price, line_total, size, group_name';

/**
 * The group orders of a just-placed order, as the database kept them (order_items.group_name,
 * 20250609018000_order_item_groups.sql), listed as the order page lists them (shared toOrderLine and
 * orderLineEntries); none for an order without groups. A signed-in shopper's lines are read as theirs (row
 * level security); a guest's through the order's private token (guest_order), the only way a guest reads it.
 */
export async function fetchPlacedOrderGroups(
  orderNumber: string,
  guestToken: string | null,
): Promise<PlacedOrderGroup[]> {
  const supabase = await getSupabase();
  let rows: OrderLineRow[] = [];
  if (guestToken) {
    const { data, error } = await supabase.rpc('guest_order', { token: guestToken });
    if (error) throw describeOrderError(error, 'loading your order');
    rows = jsonAnswer<'guest_order'>(data)?.lines ?? [];
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
      .select(GROUP_LINE_COLUMNS)
      .eq('order_id', order.id)
      .not('group_name', 'is', null)
      .order('id', { ascending: true });
    if (linesError) throw describeOrderError(linesError, 'loading your order');
    rows = lines ?? [];
  }
  return orderLineEntries(rows.map(toOrderLine)).flatMap((entry) =>
    entry.kind === 'group' ? [{ name: entry.name, itemCount: entry.itemCount, lines: entry.lines }] : [],
  );
}
