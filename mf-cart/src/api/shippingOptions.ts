import { getSupabase } from '@giftshop/shared';
import { toDeliveryOptions, type CartItem, type DeliveryOption } from '@giftshop/shared/domain';
import { describeOrderError } from './orderError';
import { orderItemsPayload } from './orders';

/**
 * Each shipping method for these cart lines, as the server prices it
 * (price_cart's shipping for that method: what place_order charges) and when
 * the order would arrive by it if placed now (shipping_options).
 */
export async function fetchShippingOptions(items: readonly CartItem[]): Promise<DeliveryOption[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('shipping_options', { items: orderItemsPayload(items) });
  if (error) throw describeOrderError(error, 'working out delivery dates');
  return toDeliveryOptions(data);
}
