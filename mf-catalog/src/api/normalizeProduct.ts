import type { GalleryImage, ProductSummary } from '@giftshop/shared';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const toGallery = (value: unknown): GalleryImage[] =>
  Array.isArray(value)
    ? value.filter(
        (g): g is GalleryImage =>
          !!g && typeof (g as GalleryImage).url === 'string' && (g as GalleryImage).url.length > 0,
      )
    : [];

/**
 * A `products_view` row as the cards use it. PostgREST prints numerics as
 * numbers or strings depending on the column; a malformed gallery loses
 * its bad entries instead of breaking the card.
 */
export function normalizeProduct(row: Record<string, unknown>): ProductSummary {
  return {
    id: Number(row.id),
    sku: String(row.sku ?? ''),
    name: String(row.name ?? ''),
    price: toNumber(row.price) ?? 0,
    original_price: toNumber(row.original_price),
    discount_percentage: toNumber(row.discount_percentage),
    gallery_urls: toGallery(row.gallery_urls),
    is_active: row.is_active !== false,
    featured: row.featured === true,
    rating: toNumber(row.rating),
    review_count: toNumber(row.review_count),
    ...(typeof row.created_at === 'string' ? { created_at: row.created_at } : {}),
    price_from: row.price_from === true,
  };
}
