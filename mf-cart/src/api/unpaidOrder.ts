import { getSupabase } from '@giftshop/shared';
import { describeOrderError } from './orderError';

/**
 * Cancels an unpaid card order the shopper left behind (`cancel_unpaid_order`,
 * 20250609034000_cancel_unpaid_order.sql): one of the signed-in shopper's, or a guest's with its private token.
 * The database decides: it cancels only the caller's own card order while it is unpaid, and refuses anything else.
 */
export async function cancelUnpaidOrder(orderNumber: string, guestToken: string | null = null): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc(
    'cancel_unpaid_order',
    guestToken ? { order_number: orderNumber, token: guestToken } : { order_number: orderNumber },
  );
  if (error) throw describeOrderError(error, 'cancelling the unpaid order');
}
