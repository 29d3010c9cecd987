/** The shop's entities (spec section 3), as the front end sees them. */
import type { SizeRun } from './sizes';

export interface GalleryImage {
  url: string;
  /**
   * The variant style (option1, e.g. "Flat Disc") this photo shows the product in, when it says
   * (since shared 2.0.0; older galleries name none). Styles that look alike share their photos.
   */
  style?: string;
  /** The variant colour (option3) this photo shows the product in, when it is a colour photo. */
  colour?: string;
  /** Where this photo leaves room for the shopper's text: [x, y, width, height] in the image's 600 × 600 units. */
  textArea?: [number, number, number, number];
}

/** A row of `products_view`: what cards and lists show. */
export interface ProductSummary {
  id: number;
  sku: string;
  name: string;
  price: number;
  original_price: number | null;
  discount_percentage: number | null;
  gallery_urls: GalleryImage[];
  is_active: boolean;
  featured?: boolean;
  rating?: number | null;
  review_count?: number | null;
  created_at?: string;
  /** The options differ in price: the card says "From" before `price` (the cheapest option's). */
  price_from?: boolean;
}

export type OptionGroupType = 'variant' | 'design';
export type OptionAttribute = 'Style' | 'Printing' | 'Material';

export interface OptionGroup {
  title: string;
  type: OptionGroupType;
  /** For variant groups: which variant column it picks (Style → option1, Printing → option2, Material → option3). */
  attribute?: OptionAttribute;
  /** For the design group: the codes of the designs that fit the product, in order (without it, every design). */
  designs?: string[];
}

export interface ProductOptionsConfig {
  optionGroups?: OptionGroup[];
}

/** A row of `products`, read by SKU for the detail page. */
export interface ProductDetail {
  id: number;
  sku: string;
  name: string;
  price: number | null;
  original_price: number | null;
  discount_percentage: number | null;
  is_active: boolean;
  featured: boolean;
  product_options_config: ProductOptionsConfig | null;
  gallery_urls: GalleryImage[] | null;
  rating: number | null;
  review_count: number | null;
  default_description: string | null;
  /** The options differ in price; `price` is the cheapest option's ("From"). */
  price_from?: boolean;
  /** The variant whose price the card shows: the page opens on it. */
  default_variant_sku?: string | null;
}

export interface ProductVariant {
  id?: number;
  product_id: number;
  variant_sku: string;
  variant_name: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  price: number;
  original_price: number | null;
  material: string | null;
  size: string | null;
  is_active: boolean;
  /** The sizes this variant comes in (its size run), or none: then it takes no size. */
  sizes?: SizeRun | null;
}

export interface Design {
  id?: number;
  design_name: string;
  design_code: string;
  image_url: string | null;
  personalization_options: unknown;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  parent_id: number | null;
  position?: number | null;
}

/** What `get_all_product_cards()` returns. */
export interface ProductCard {
  name: string;
  price: number;
  original_price: number | null;
  image: string | null;
  /** The options differ in price: "From". */
  price_from?: boolean;
}

/** The selected options of a cart line, plus the shopper's own text. */
export interface CartCustomization {
  [option: string]: string | undefined;
  personalizationText?: string;
}

export interface CartItem {
  /** Variant SKU + design code + a key of the personalization. */
  id: string;
  name: string;
  price: number;
  image: string;
  quantity: number;
  customization: CartCustomization;
  /** Where the line came from, so the drawer can link back (optional). */
  productSku?: string;
  variantSku?: string;
  designCode?: string;
  /** The group order this line is part of (issue 27): one entry in the drawer, "Team order · 24 shirts". */
  group?: { id: string; name: string };
}

export interface CartState {
  items: CartItem[];
  total: number;
  itemCount: number;
}

export interface ShopUser {
  id: string;
  email: string;
  displayName: string;
  /**
   * The profile's full name, "first last" (shared 1.11.0): what checkout's shipping step starts an empty name
   * with. Absent when the profile has no name, or from an account remote built before 1.11.0.
   */
  fullName?: string;
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: ShopUser | null;
  /**
   * Signed out only (shared 2.6.0): true when a session this browser held has ended without the shopper's Sign Out
   * in this tab: it expired or the server refused it, before the page loaded (its refresh failed at the start) or
   * while it was open, or they signed out in another tab. Whoever sends the shopper to sign in says why
   * (`signInAgainHref`). Absent from an account remote built before 2.6.0.
   */
  ended?: boolean;
}
