import type { Design, GalleryImage, ProductCard, ProductDetail, ProductVariant } from '@giftshop/shared';

type Row = Record<string, unknown>;

/** A price from the wire: numerics may arrive as numbers or strings ("11.00"). */
export function toPrice(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const toText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** [x, y, width, height] inside a 600 × 600 image, with some room. */
const isImageBox = (value: unknown): value is [number, number, number, number] =>
  Array.isArray(value) &&
  value.length === 4 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 600) &&
  Number(value[2]) >= 10 &&
  Number(value[3]) >= 10 &&
  Number(value[0]) + Number(value[2]) <= 600 &&
  Number(value[1]) + Number(value[3]) <= 600;

/**
 * Gallery entries with a usable url, with the colour a photo shows and where
 * it leaves room for the shopper's text when it says so; anything else is dropped.
 */
export function toGallery(value: unknown): GalleryImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const url = typeof entry === 'string' ? entry : (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !url.trim()) return [];
    const { colour, textArea } = (entry ?? {}) as { colour?: unknown; textArea?: unknown };
    return [
      {
        url: url.trim(),
        ...(typeof colour === 'string' && colour.trim() ? { colour: colour.trim() } : {}),
        ...(isImageBox(textArea) ? { textArea } : {}),
      },
    ];
  });
}

export function normalizeProductDetail(row: Row): ProductDetail {
  const config = row.product_options_config;
  return {
    id: Number(row.id),
    sku: String(row.sku ?? ''),
    name: String(row.name ?? ''),
    price: toPrice(row.price),
    original_price: toPrice(row.original_price),
    discount_percentage: toPrice(row.discount_percentage),
    is_active: row.is_active !== false,
    featured: row.featured === true,
    product_options_config:
      config && typeof config === 'object' && !Array.isArray(config)
        ? (config as ProductDetail['product_options_config'])
        : null,
    gallery_urls: toGallery(row.gallery_urls),
    rating: toPrice(row.rating),
    review_count: toPrice(row.review_count),
    default_description: toText(row.default_description),
    price_from: row.price_from === true,
    default_variant_sku: toText(row.default_variant_sku),
  };
}

export function normalizeVariant(row: Row): ProductVariant {
  return {
    id: typeof row.id === 'number' ? row.id : undefined,
    product_id: Number(row.product_id),
    variant_sku: String(row.variant_sku ?? ''),
    variant_name: String(row.variant_name ?? ''),
    option1: toText(row.option1),
    option2: toText(row.option2),
    option3: toText(row.option3),
    price: toPrice(row.price) ?? 0,
    original_price: toPrice(row.original_price),
    material: toText(row.material),
    size: toText(row.size),
    is_active: row.is_active !== false,
  };
}

export function normalizeDesign(row: Row): Design {
  return {
    id: typeof row.id === 'number' ? row.id : undefined,
    design_name: String(row.design_name ?? ''),
    design_code: String(row.design_code ?? ''),
    image_url: toText(row.image_url),
    personalization_options: row.personalization_options ?? null,
  };
}

/** A card from `get_all_product_cards()`; the embedded backend also says which SKU it is. */
export type ProductCardRow = ProductCard & { sku?: string };

export function normalizeProductCard(row: Row): ProductCardRow {
  const sku = toText(row.sku);
  return {
    name: String(row.name ?? ''),
    price: toPrice(row.price) ?? 0,
    original_price: toPrice(row.original_price),
    image: toText(row.image),
    price_from: row.price_from === true,
    ...(sku ? { sku } : {}),
  };
}
