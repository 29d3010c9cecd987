import { getSupabase } from '@giftshop/shared';
import {
  toDesign,
  toProductCard,
  toProductDetail,
  toProductVariant,
  toSizeRuns,
  toVolumeTier,
  type Design,
  type ListedProductCard,
  type ProductDetail,
  type ProductVariant,
  type VolumeTier,
} from '@giftshop/shared/domain';
import { ProductRequestError } from './productRequestError';

// Reads opt out of supabase-js's own retries (1 + 2 + 4 s on a network error):
// TanStack Query is the shop's one retry policy (spec: 3 retries, backoff capped
// at 30 s), and two layers of it kept a shopper waiting about a minute.

/** SKUs are 1–64 characters (catalogue constraint): anything else is not worth a request. */
const MAX_SKU_LENGTH = 64;

/**
 * Whether a SKU is worth asking for: 1–64 characters (catalogue constraint),
 * printable, no control characters. Anything else is simply not a product.
 */
export function isPlausibleSku(sku: string): boolean {
  return sku.length > 0 && sku.length <= MAX_SKU_LENGTH && sku.trim() === sku && !/[\p{C}]/u.test(sku);
}

/**
 * The active product with this SKU, or null when there is none. URLs are
 * typed by people: `/product/kl-mug-110` finds KL-MUG-110. The catalogue's
 * SKUs are upper case, so the exact SKU and its upper-case form are asked
 * for in one indexed request (`in`), the exact one winning.
 * Throws `ProductRequestError` when the backend fails or cannot be reached.
 */
export async function fetchProductBySku(sku: string): Promise<ProductDetail | null> {
  if (!isPlausibleSku(sku)) return null;
  const spellings = [...new Set([sku, sku.toUpperCase()])];
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select('*')
    .in('sku', spellings)
    .eq('is_active', true)
    .limit(2)
    .retry(false);
  if (error) throw new ProductRequestError('Product not found', error);
  const rows = data ?? [];
  const row = rows.find((r) => r.sku === sku) ?? rows[0];
  return row ? toProductDetail(row) : null;
}

/** The product's active variants, in catalogue order, each with the sizes it comes in (`product_sizes`). */
export async function fetchProductVariants(productId: number): Promise<ProductVariant[]> {
  const supabase = await getSupabase();
  const [variants, sizes] = await Promise.all([
    supabase
      .from('product_variants')
      .select('*')
      .eq('product_id', productId)
      .eq('is_active', true)
      .order('position')
      .order('id')
      .retry(false),
    supabase.rpc('product_sizes', { for_product: productId }).retry(false),
  ]);
  if (variants.error) throw new ProductRequestError('Failed to fetch product variants', variants.error);
  if (sizes.error) throw new ProductRequestError('Failed to fetch the sizes', sizes.error);
  const runs = toSizeRuns(sizes.data ?? []);
  return (variants.data ?? []).map((row) => {
    const variant = toProductVariant(row);
    return { ...variant, sizes: runs.get(variant.variant_sku) ?? null };
  });
}

/**
 * All designs. A failure here must not cost the shopper the page: it is
 * logged as a warning and the product shows without design choices.
 */
export async function fetchDesigns(): Promise<Design[]> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('designs').select('*').order('position').order('id').retry(false);
    if (error) throw new ProductRequestError('Failed to fetch designs', error);
    return (data ?? []).map(toDesign).filter((d) => d.design_code);
  } catch (error) {
    console.warn('[product] designs could not be loaded; showing the product without design choices.', error);
    return [];
  }
}

/** Every product card from `get_all_product_cards()` (simple detail page). */
export async function fetchProductCards(): Promise<ListedProductCard[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_all_product_cards').retry(false);
  if (error) throw new ProductRequestError('Failed to fetch product cards', error);
  return Array.isArray(data) ? data.map(toProductCard) : [];
}

/**
 * The volume price of `quantity` of this variant, as the server quotes it
 * (`volume_price`, the same rule as the cart's quote), or null when the
 * product takes no volume prices.
 */
export async function fetchVolumePrice(
  variantSku: string,
  quantity: number,
  size: string | null = null,
): Promise<VolumeTier | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('volume_price', { for_variant: variantSku, quantity, ...(size ? { for_size: size } : {}) })
    .retry(false);
  if (error) throw new ProductRequestError('Failed to fetch the volume price', error);
  return toVolumeTier(Array.isArray(data) ? data[0] : data);
}
