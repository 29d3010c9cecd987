import { getSupabase } from '@giftshop/shared';
import { toDeliveryOptions, type DeliveryOption } from '@giftshop/shared/domain';

/**
 * When this product would arrive if ordered now, by each shipping method:
 * the database counts the product type's production time and the method's
 * business days, skipping holidays (product_delivery). An empty list when
 * the product is not on sale; throws when the backend fails.
 */
export async function fetchProductDelivery(productId: number): Promise<DeliveryOption[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('product_delivery', { product_id: productId });
  if (error) throw new Error(`Delivery dates could not be loaded: ${error.message}`);
  return toDeliveryOptions(data);
}
