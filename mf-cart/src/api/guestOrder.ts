import { getSupabase } from '@giftshop/shared';
import { jsonAnswer } from '@giftshop/shared/domain';
import { describeOrderError } from './orderError';

/**
 * A guest's order and its lines through the order's private token (`guest_order`, the only way a guest reads an
 * order), when the token is this order's; null when it is another's or none. The one read of it in the cart's data:
 * the confirmation's order and lines, and the pay page's payment state.
 */
export async function fetchGuestOrder(orderNumber: string, guestToken: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('guest_order', { token: guestToken });
  if (error) throw describeOrderError(error, 'loading your order');
  const answer = jsonAnswer<'guest_order'>(data);
  return answer?.order && answer.order.order_number === orderNumber
    ? { order: answer.order, lines: answer.lines ?? [] }
    : null;
}
