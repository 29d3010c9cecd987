import { getSupabase } from '@giftshop/shared';
import { toOrderProof, type CartItem, jsonAnswer, type OrderProof } from '@giftshop/shared/domain';
import { describeOrderError } from './orderError';
import { orderItemsPayload } from './orders';

/** The proof as checkout shows it (its mapper is shared's `toOrderProof`). */
export type { OrderProof };

/**
 * The proof of the cart's personalized lines, read from the server
 * (`order_proof`): the texts as the shop will print them (cleaned as the
 * order will store them), so what the shopper checks is what is made.
 */
export async function fetchOrderProof(items: readonly CartItem[]): Promise<OrderProof> {
  if (items.length === 0) return { lines: [], fingerprint: null };
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('order_proof', { items: orderItemsPayload(items) as never });
  if (error) throw describeOrderError(error, 'reading your proof');
  return toOrderProof(jsonAnswer<'order_proof'>(data));
}
