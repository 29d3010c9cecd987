/**
 * The product mappers: a typed row of `products`, `products_view` (and the
 * products of `category_products`), `product_variants` or `designs` → what
 * the catalogue and the product page show. One home for every remote.
 */
import { numberOrNull, textOrNull } from './numbers';
import type { DesignRow, ProductRow, ProductsViewRow, ProductVariantRow } from './rows';
import type {
  Design,
  GalleryImage,
  ProductDetail,
  ProductOptionsConfig,
  ProductSummary,
  ProductVariant,
} from './types';

/** [x, y, width, height] inside a 600 × 600 image, with some room. */
const isImageBox = (value: unknown): value is [number, number, number, number] =>
  Array.isArray(value) &&
  value.length === 4 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 600) &&
  Number(value[2]) >= 10 &&
  Number(value[3]) >= 10 &&
  Number(value[0]) + Number(value[2]) <= 600 &&
  Number(value[1]) + Number(value[3]) <= 600;

/** A variant style's name as a photo names it: short plain text (no markup, no control characters). */
const isStyleName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= 100 && !/[<>\p{Cc}]/u.test(value);

/**
 * `gallery_urls` (jsonb): entries with a usable url, with the style and the
 * colour a photo shows and where it leaves room for the shopper's text when
 * it says so; anything else is dropped, so a malformed entry never breaks a page.
 */
export function toGallery(value: unknown): GalleryImage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const url = typeof entry === 'string' ? entry : (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !url.trim()) return [];
    const { style, colour, textArea } = (entry ?? {}) as { style?: unknown; colour?: unknown; textArea?: unknown };
    return [
      {
        url: url.trim(),
        ...(isStyleName(style) ? { style: style.trim() } : {}),
        ...(typeof colour === 'string' && colour.trim() ? { colour: colour.trim() } : {}),
        ...(isImageBox(textArea) ? { textArea } : {}),
      },
    ];
  });
}

const toOptionsConfig = (value: unknown): ProductOptionsConfig | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as ProductOptionsConfig) : null;

/** The `products_view` columns a card and the listing sorts need. */
export type ProductSummaryRow = Pick<
  ProductsViewRow,
  | 'id'
  | 'sku'
  | 'name'
  | 'price'
  | 'original_price'
  | 'discount_percentage'
  | 'gallery_urls'
  | 'is_active'
  | 'featured'
  | 'rating'
  | 'review_count'
  | 'created_at'
  | 'price_from'
>;

/** A product as cards and lists show it. A product without a price shows 0 only if a row slips through the `price is not null` filter. */
export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: numberOrNull(row.id) ?? 0,
    sku: textOrNull(row.sku) ?? '',
    name: textOrNull(row.name) ?? '',
    price: numberOrNull(row.price) ?? 0,
    original_price: numberOrNull(row.original_price),
    discount_percentage: numberOrNull(row.discount_percentage),
    gallery_urls: toGallery(row.gallery_urls),
    is_active: row.is_active !== false,
    featured: row.featured === true,
    rating: numberOrNull(row.rating),
    review_count: numberOrNull(row.review_count),
    ...(typeof row.created_at === 'string' ? { created_at: row.created_at } : {}),
    price_from: row.price_from === true,
  };
}

/** A `products` row as the product page shows it. */
export function toProductDetail(row: ProductRow): ProductDetail {
  return {
    id: row.id,
    sku: textOrNull(row.sku) ?? '',
    name: textOrNull(row.name) ?? '',
    price: numberOrNull(row.price),
    original_price: numberOrNull(row.original_price),
    discount_percentage: numberOrNull(row.discount_percentage),
    is_active: row.is_active !== false,
    featured: row.featured === true,
    product_options_config: toOptionsConfig(row.product_options_config),
    gallery_urls: toGallery(row.gallery_urls),
    rating: numberOrNull(row.rating),
    review_count: numberOrNull(row.review_count),
    default_description: textOrNull(row.default_description),
    price_from: row.price_from === true,
    default_variant_sku: textOrNull(row.default_variant_sku),
  };
}

export function toProductVariant(row: ProductVariantRow): ProductVariant {
  return {
    id: row.id,
    product_id: row.product_id,
    variant_sku: textOrNull(row.variant_sku) ?? '',
    variant_name: textOrNull(row.variant_name) ?? '',
    option1: textOrNull(row.option1),
    option2: textOrNull(row.option2),
    option3: textOrNull(row.option3),
    price: numberOrNull(row.price) ?? 0,
    original_price: numberOrNull(row.original_price),
    material: textOrNull(row.material),
    size: textOrNull(row.size),
    is_active: row.is_active !== false,
  };
}

export function toDesign(row: DesignRow): Design {
  return {
    id: row.id,
    design_name: textOrNull(row.design_name) ?? '',
    design_code: textOrNull(row.design_code) ?? '',
    image_url: textOrNull(row.image_url),
    personalization_options: row.personalization_options ?? null,
  };
}
