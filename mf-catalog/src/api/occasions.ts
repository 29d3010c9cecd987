import { getSupabase } from '@giftshop/shared';
import { toOccasionOrderBy, jsonAnswer, type OccasionOrderBy } from '@giftshop/shared/domain';

/**
 * The last day to order for this category's next occasion, worked out by
 * the database from the same delivery rules as "Arrives by" (standard
 * shipping, the category's slowest product to make, business days, holidays).
 * Null for a category without an occasion, or once its order-by day has passed.
 */
export async function fetchOccasionOrderBy(slug: string): Promise<OccasionOrderBy | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('occasion_order_by', { category_slug: slug });
  if (error) throw new Error(`The order-by date could not be loaded: ${error.message}`);
  return toOccasionOrderBy(jsonAnswer<'occasion_order_by'>(data));
}
