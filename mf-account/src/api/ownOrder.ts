import { getSupabase } from '@giftshop/shared';
import { toDataError } from './dataError';

/**
 * One of the signed-in shopper's orders by its number, in the columns a box of its page shows (row level security
 * shows only their own), or null: the one read its progress, its payment and the choices checkout asked for each
 * make with their own columns. Typed from the columns named, as a read of `orders` anywhere.
 */
export async function readOwnOrder<Columns extends string>(orderNumber: string, columns: Columns) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('orders')
    .select(columns)
    .eq('order_number', orderNumber)
    .maybeSingle()
    .retry(false);
  if (error) throw toDataError(error, 'loading your order');
  return data;
}
