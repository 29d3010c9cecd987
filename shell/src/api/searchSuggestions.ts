import { getSupabase } from '@giftshop/shared';

/** A product the header suggests while a shopper types. */
export interface SuggestedProduct {
  sku: string;
  name: string;
  price: number;
  originalPrice: number | null;
  priceFrom: boolean;
  /** A storage path (or null): `storageImageUrl` makes it a URL. */
  image: string | null;
}

export interface SuggestedCategory {
  slug: string;
  name: string;
}

export interface SearchSuggestions {
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
}

/** Suggestions start at this many typed characters (the database answers nothing below it). */
export const SUGGEST_FROM_CHARACTERS = 2;

interface Row {
  sku?: unknown;
  name?: unknown;
  price?: unknown;
  original_price?: unknown;
  price_from?: unknown;
  image?: unknown;
  slug?: unknown;
}

const asRows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * The header's suggestions for what has been typed: the shop's one search,
 * in the database (`rpc('search_suggestions')`, supabase/migrations/*_search.sql),
 * up to 6 products and 3 categories. `signal` drops an answer nobody waits for.
 */
export async function fetchSearchSuggestions(text: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const supabase = await getSupabase();
  let call = supabase.rpc('search_suggestions', { search: text.slice(0, 100) });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call.retry(false);
  if (error) throw new Error(`Could not load suggestions: ${error.message}`);
  const result = (data ?? {}) as { products?: unknown; categories?: unknown };
  return {
    products: asRows(result.products)
      .filter((p) => typeof p.sku === 'string' && typeof p.name === 'string')
      .map((p) => ({
        sku: p.sku as string,
        name: p.name as string,
        price: Number(p.price) || 0,
        originalPrice: p.original_price === null || p.original_price === undefined ? null : Number(p.original_price),
        priceFrom: p.price_from === true,
        image: typeof p.image === 'string' ? p.image : null,
      })),
    categories: asRows(result.categories)
      .filter((c) => typeof c.slug === 'string' && typeof c.name === 'string')
      .map((c) => ({ slug: c.slug as string, name: c.name as string })),
  };
}
