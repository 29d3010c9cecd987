import { productImagePath } from '../../../backend/src/storage/art/imagePaths';
import { CHRISTMAS_CHILDREN } from './categoryTree';
import { PRODUCT_TYPES } from './productTypes';
import { storyFor, THEMES } from './themes';

/** One synthetic product for benchmark catalogues, in the seed's style. */
export interface LargeProductRow {
  sku: string;
  name: string;
  price: number;
  original_price: number | null;
  discount_percentage: number;
  featured: boolean;
  gallery_urls: { url: string }[];
  rating: number;
  review_count: number;
  default_description: string;
  created_at: string;
  categories: string[];
}

const ADJECTIVES = [
  'Classic',
  'Cozy',
  'Rustic',
  'Modern',
  'Vintage',
  'Watercolor',
  'Minimal',
  'Bold',
  'Golden',
  'Hand-Lettered',
  'Sweet',
  'Starry',
];
const DAY = 86_400_000;
const EPOCH = Date.UTC(2025, 5, 1);

/** Product `n` (1-based) of a large catalogue: deterministic, believable, searchable by name. */
export function largeProduct(n: number): LargeProductRow {
  const type = PRODUCT_TYPES[n % PRODUCT_TYPES.length]!;
  const theme = THEMES[Math.floor(n / PRODUCT_TYPES.length) % THEMES.length]!;
  const adjective = ADJECTIVES[Math.floor(n / (PRODUCT_TYPES.length * THEMES.length)) % ADJECTIVES.length]!;
  const sku = `BN-${type.code}-${n}`;
  const colour = type.colours[n % type.colours.length]!;
  const price = Math.round((type.basePrice + ((n * 37) % 13)) * 100) / 100;
  const discount = n % 5 === 0 ? [15, 20, 25, 30][n % 4]! : 0;
  const original = discount ? Math.ceil(price / (1 - discount / 100)) - 0.01 : null;
  const themeCategories = theme.categories.slice(0, 1 + (n % 2));
  return {
    sku,
    name: `${adjective} ${theme.phrase} ${type.noun} No. ${n}`,
    price,
    original_price: original,
    discount_percentage: original ? Math.round((100 * (original - price)) / original) : 0,
    featured: n % 211 === 0,
    gallery_urls: [1, 2, 3].map((k) => ({ url: productImagePath(type.slug, colour, theme.motif, sku, k) })),
    rating: Math.round((3.6 + ((n * 7919) % 15) / 10) * 10) / 10,
    review_count: (n * 131) % 1200,
    default_description: `${storyFor(theme, type.slug)} ${type.blurb}`,
    created_at: new Date(EPOCH - (n % 900) * DAY - (n % 86_400) * 1000).toISOString(),
    categories: [type.slug, ...(CHRISTMAS_CHILDREN.includes(type.slug) ? ['all-products'] : []), ...themeCategories],
  };
}
