import { getShopConfig, getSupabase, type Category } from '@giftshop/shared';
import type { SortKey } from '../listing/listingParams';
import { CatalogRequestError } from './backendError';
import type { ProductPage } from './products';

/** A slug as the shop writes them: lower-case words joined by hyphens. Anything else cannot exist. */
export const isPlausibleSlug = (slug: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 80;

/** The category with this slug, or null when there is none (the page then says Category Not Found). */
export async function fetchCategoryBySlug(slug: string): Promise<Category | null> {
  if (!isPlausibleSlug(slug)) return null;
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('categories').select('*').eq('slug', slug).single().retry(false);
  if (error?.code === 'PGRST116') return null;
  if (error) throw new CatalogRequestError('Could not load this category', error);
  return data as Category;
}

export interface CategoryPageRequest {
  slug: string;
  search: string;
  sort: SortKey;
  page: number;
  pageSize?: number;
}

/** PROVISIONAL until the backend documents its category-listing call. */
export async function fetchCategoryProductPage(request: CategoryPageRequest): Promise<ProductPage> {
  void getShopConfig;
  void getSupabase;
  throw new CatalogRequestError('Could not load this category', { message: `listing ${request.slug} is not wired yet` });
}
