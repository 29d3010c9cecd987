/**
 * The rows the shop reads, by name, straight from the generated schema types
 * (../supabase/database.types.ts, `npm run types`). A mapper takes one of
 * these and returns what the pages show; nothing else reads a row.
 */
import type { Database, Tables } from '../supabase/database.types';

type Functions = Database['public']['Functions'];

export type ProductRow = Tables<'products'>;
/** `products_view`: a view, so PostgREST types every column as nullable. */
export type ProductsViewRow = Database['public']['Views']['products_view']['Row'];
export type ProductVariantRow = Tables<'product_variants'>;
export type DesignRow = Tables<'designs'>;
export type CategoryRow = Tables<'categories'>;
export type ProductCardRow = Functions['get_all_product_cards']['Returns'][number];
export type OrderRow = Tables<'orders'>;
export type OrderItemRow = Tables<'order_items'>;
export type ProfileRow = Tables<'profiles'>;
export type ReviewRow = Tables<'reviews'>;
export type ProductRatingsRow = Tables<'product_ratings'>;
