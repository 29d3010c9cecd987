import { getSupabase } from '@giftshop/shared';

/** A holiday category's next occasion and the last day to order for it (occasion_order_by), or null. */
export interface OccasionOrderBy {
  name: string;
  occasionDay: string;
  orderBy: string;
}

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
  const row = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  if (!row || typeof row.name !== 'string' || typeof row.order_by !== 'string' || typeof row.occasion_day !== 'string')
    return null;
  return { name: row.name, occasionDay: row.occasion_day, orderBy: row.order_by };
}
