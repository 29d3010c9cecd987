import { designImagePath, productImagePath } from '../../../backend/src/storage/art/imagePaths';
import { textArea } from '../../../backend/src/storage/art/renderImage';
import { allLinkedCategorySlugs } from '../../../shared/src/navigation/linkedCategories';
import { promoLinks, promoPromise } from '../../../shared/src/navigation/promoNotes';
import { buildCategoryTree, CHRISTMAS_CHILDREN, type CategorySeed } from './categoryTree';
import { DESIGNS, designsFitting, type DesignSeed } from './designs';
import { PRODUCT_TYPES, typeBySlug, type OptionValue, type ProductType } from './productTypes';
import { storyFor, THEMES, type Theme } from './themes';

export interface VariantSeed {
  variant_sku: string;
  variant_name: string;
  option1: string;
  option2: string;
  option3: string;
  price: number;
  original_price: number | null;
  material: string;
  size: string | null;
  size_run: string | null;
  is_active: boolean;
  position: number;
}

export interface ProductSeed {
  sku: string;
  name: string;
  price: number;
  original_price: number | null;
  discount_percentage: number;
  is_active: boolean;
  featured: boolean;
  /**
   * Every product has its own option setup: Style, Printing (when it has two),
   * Color, and Design with the codes of the designs that fit it (`designs`).
   */
  product_options_config: {
    optionGroups: { title: string; type: 'variant' | 'design'; attribute?: string; designs?: string[] }[];
  };
  /**
   * `style` (a variant's style) is the style a photo shows the product in,
   * `colour` (a variant's colour label) marks the photo of the product in that
   * colour; `textArea` [x, y, w, h] (image units) is where its print area is
   * left clear for the shopper's text. The first photo shows the variant the
   * page opens on.
   */
  gallery_urls: { url: string; style?: string; colour?: string; textArea?: number[] }[];
  rating: number;
  review_count: number;
  default_description: string;
  created_at: string;
  categories: string[];
  variants: VariantSeed[];
}

export interface Catalogue {
  categories: CategorySeed[];
  products: ProductSeed[];
  designs: (DesignSeed & { image_url: string })[];
}

export const COLOUR_NAMES: Record<string, string> = {
  white: 'White',
  cream: 'Cream',
  natural: 'Natural',
  black: 'Black',
  charcoal: 'Charcoal',
  heather: 'Heather Grey',
  navy: 'Navy',
  sky: 'Sky Blue',
  teal: 'Teal',
  sage: 'Sage',
  forest: 'Forest Green',
  olive: 'Olive',
  mustard: 'Mustard',
  coral: 'Coral',
  red: 'Cranberry Red',
  burgundy: 'Burgundy',
  blush: 'Blush Pink',
  pink: 'Pink',
  lavender: 'Lavender',
  plum: 'Plum',
  orange: 'Pumpkin Orange',
  walnut: 'Walnut',
  maple: 'Maple',
  gold: 'Gold',
  silver: 'Silver',
  'rose-gold': 'Rose Gold',
  clear: 'Clear',
  steel: 'Brushed Steel',
};

/** A small seeded PRNG, so the catalogue is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (n: number) => Math.round(n * 100) / 100;
/** A price ending in .99 at or above n. */
const retail = (n: number) => money(Math.ceil(n) - 0.01);

function originalFor(price: number, discount: number): number {
  return retail(price / (1 - discount / 100));
}

function productName(theme: Theme, type: ProductType, index: number): string {
  const exact = theme.names?.[type.slug];
  if (exact) return exact;
  const p = theme.phrase;
  const n = type.noun;
  const patterns = [`${p} Personalized ${n}`, `Personalized ${p} ${n}`, `Custom ${p} ${n}`, `${p} ${n} with Name`];
  // "Snowflake Name Ornament with Name" reads badly: skip the last pattern when the phrase has a name in it
  return patterns[index % (/\bName\b|Portrait|Words|Photo/.test(p) ? 3 : 4)]!;
}

function optionGroups(type: ProductType, theme: Theme, withPrinting: boolean): ProductSeed['product_options_config'] {
  const groups: ProductSeed['product_options_config']['optionGroups'] = [
    { title: 'Style', type: 'variant', attribute: 'Style' },
  ];
  if (withPrinting && type.printing.length > 1)
    groups.push({ title: 'Printing', type: 'variant', attribute: 'Printing' });
  // option3 is the item's color (or its material in that color): shoppers read Color either way
  groups.push({ title: 'Color', type: 'variant', attribute: 'Material' });
  groups.push({ title: 'Design', type: 'design', designs: designsFitting(theme.categories).map((d) => d.code) });
  return { optionGroups: groups };
}

function variantsFor(
  sku: string,
  type: ProductType,
  colours: string[],
  basePrice: number,
  discount: number,
): VariantSeed[] {
  const styles = type.styles.slice(0, 2);
  const printing = type.printing.slice(0, 2);
  const out: VariantSeed[] = [];
  styles.forEach((style: OptionValue, s) =>
    printing.forEach((print: OptionValue, p) =>
      colours.forEach((colour, c) => {
        const price = retail(basePrice + style.delta + print.delta);
        const label = COLOUR_NAMES[colour] ?? colour;
        out.push({
          variant_sku: `${sku}-S${s + 1}P${p + 1}C${c + 1}`,
          variant_name: `${style.name} / ${print.name} / ${label}`,
          option1: style.name,
          option2: print.name,
          option3: label,
          price,
          original_price: discount ? originalFor(price, discount) : null,
          material: type.thirdOption === 'Material' ? label : type.material,
          size: style.size ?? null,
          size_run: style.sizeRun ?? null,
          is_active: true,
          position: out.length,
        });
      }),
    ),
  );
  return out;
}

const FEATURED_THEMES = new Set([0, 6, 7, 10, 15, 24, 26, 28, 32, 34, 46, 58]);
const SEED_DAY = Date.UTC(2025, 5, 1, 9, 0, 0);

/** The seed catalogue: categories from the shop's links, products from themes × product types. */
export function buildCatalogue(): Catalogue {
  const random = prng(20250601);
  const categories = buildCategoryTree();
  const counters = new Map<string, number>();
  const products: ProductSeed[] = [];

  THEMES.forEach((theme, t) => {
    theme.types.forEach((typeSlug, i) => {
      const type = typeBySlug.get(typeSlug);
      if (!type) throw new Error(`theme "${theme.phrase}" uses unknown product type ${typeSlug}`);
      const serial = (counters.get(type.code) ?? 100) + 1;
      counters.set(type.code, serial);
      const sku = `KL-${type.code}-${serial}`;
      const hero = (t + i) % type.colours.length;
      const colours = [0, 1, 2]
        .map((k) => type.colours[(hero + k) % type.colours.length]!)
        .filter((c, k, all) => all.indexOf(c) === k);
      const basePrice = type.basePrice + [0, 0, 2, 4, 5][Math.floor(random() * 5)]!;
      const discount = theme.discount ?? (random() < 0.18 ? [15, 20, 25][Math.floor(random() * 3)]! : 0);
      const variants = variantsFor(sku, type, colours, basePrice, discount);
      const price = Math.min(...variants.map((v) => v.price));
      const imageCount = 2 + Math.floor(random() * 3);
      // the page opens on the cheapest variant (refresh_card_prices' rule): its style's photo of its colour leads
      const opening = [...variants].sort((a, b) => a.price - b.price || a.position - b.position)[0]!;
      const artOf = (style: string) => type.styles.find((s) => s.name === style)?.art ?? type.slug;
      const scene = (style: string, colour: string, n: number) => ({
        url: productImagePath(artOf(style), colour, theme.motif, sku, n),
        style,
      });
      const colourPhoto = (style: string, colour: string, n: number) => ({
        ...scene(style, colour, n),
        colour: COLOUR_NAMES[colour] ?? colour,
        textArea: Object.values(textArea(artOf(style), n)!).map(Math.round),
      });
      const gallery: ProductSeed['gallery_urls'] = Array.from({ length: imageCount }, (_, k) => {
        const colour = k === 1 ? (colours[1] ?? colours[0]!) : colours[0]!;
        return k < 2 ? colourPhoto(opening.option1, colour, k + 1) : scene(opening.option1, colour, k + 1);
      });
      // every colour the shopper can choose has its own photo (a close-up makes room: 4 images at most)
      for (const colour of colours.slice(2)) {
        const closeUp = gallery.findLastIndex((g) => !g.colour);
        if (gallery.length === 4) gallery.splice(closeUp, 1);
        gallery.push(colourPhoto(opening.option1, colour, 1));
      }
      // a style drawn differently (the flat disc, the stemless glass) has its own photo in every colour;
      // styles that look alike (sizes) share the opening style's photos
      for (const style of new Set(variants.map((v) => v.option1)))
        if (artOf(style) !== artOf(opening.option1))
          for (const colour of colours) gallery.push(colourPhoto(style, colour, 1));
      // the draws that once chose whether a product had its own setup and a Design group are kept,
      // so every other figure of the catalogue (prices, ratings, dates) stays as it was
      const withConfig = random() < 0.75;
      const withPrinting = withConfig ? (random(), random() < 0.8) : true;
      const placement = CHRISTMAS_CHILDREN.includes(type.slug) ? [type.slug, 'all-products'] : [type.slug];
      products.push({
        sku,
        name: productName(theme, type, t + i),
        price,
        original_price: discount ? originalFor(price, discount) : null,
        discount_percentage: 0,
        is_active: true,
        featured: FEATURED_THEMES.has(t) && i === 0,
        product_options_config: optionGroups(type, theme, withPrinting),
        gallery_urls: gallery,
        rating: Math.round((3.9 + random() * 1.1) * 10) / 10,
        review_count: 3 + Math.floor(random() * random() * 1600),
        default_description: `${storyFor(theme, typeSlug)} ${type.blurb} Add a name, a date or a short message — personalization is always free. ${type.care}`,
        created_at: new Date(
          SEED_DAY - Math.floor(random() * 420) * 86_400_000 - Math.floor(random() * 86_400) * 1000,
        ).toISOString(),
        categories: [...new Set([...placement, ...theme.categories])],
        variants,
      });
    });
  });

  const scopeOf = categoryScopes(categories);
  applyPromotions(products, scopeOf);
  for (const p of products) {
    p.discount_percentage = discountOf(p.price, p.original_price);
    if (p.discount_percentage > 0) p.categories.push('on-sale');
  }
  [...products]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, 14)
    .forEach((p) => p.categories.push('new-arrivals'));
  // a few products and variants that the shop must never show
  retire(products[3]!, 'Discontinued');
  retire(products[40]!, 'Retired');
  retire(products[77]!, 'Archived');
  products[5]!.variants[products[5]!.variants.length - 1]!.is_active = false;

  const designs = DESIGNS.map((d) => ({ ...d, image_url: designImagePath(d.style, d.colour, d.code) }));
  checkCoverage(categories, products, scopeOf);
  return { categories, products, designs };
}

function retire(product: ProductSeed, label: string): void {
  product.is_active = false;
  product.featured = false;
  product.name = `${label}: ${product.name}`;
}

/** A category with its sub-categories, as the category page lists them. */
function categoryScopes(categories: CategorySeed[]): (slug: string) => Set<string> {
  const children = new Map<string, string[]>();
  for (const c of categories) if (c.parent) children.set(c.parent, [...(children.get(c.parent) ?? []), c.slug]);
  const subtree = (slug: string): string[] => [slug, ...(children.get(slug) ?? []).flatMap(subtree)];
  return (slug) => new Set(subtree(slug));
}

const discountOf = (price: number, original: number | null) =>
  original && original > price ? Math.round((100 * (original - price)) / original) : 0;

/**
 * A promo note ("30% Off") beside a menu link is a promise about every
 * product the link lists: each product there gets at least that discount,
 * on every variant. ("Up to N% Off" notes are checked by the seed tests.)
 */
function applyPromotions(products: ProductSeed[], scopeOf: (slug: string) => Set<string>): void {
  for (const link of promoLinks()) {
    const promise = promoPromise(link.note);
    if (!promise || promise.upTo) continue;
    const scope = scopeOf(link.slug);
    for (const p of products) {
      if (!p.categories.some((c) => scope.has(c)) || discountOf(p.price, p.original_price) >= promise.percent) continue;
      p.original_price = originalFor(p.price, promise.percent);
      for (const v of p.variants) v.original_price = originalFor(v.price, promise.percent);
    }
  }
}

/** Every linked category (with its sub-categories) must list at least three active products. */
function checkCoverage(
  categories: CategorySeed[],
  products: ProductSeed[],
  scopeOf: (slug: string) => Set<string>,
): void {
  const thin = allLinkedCategorySlugs()
    .map((slug) => {
      const scope = scopeOf(slug);
      return { slug, n: products.filter((p) => p.is_active && p.categories.some((c) => scope.has(c))).length };
    })
    .filter(({ n }) => n < 3);
  if (thin.length)
    throw new Error(`categories with fewer than 3 products: ${thin.map((t) => `${t.slug} (${t.n})`).join(', ')}`);
  const known = new Set(categories.map((c) => c.slug));
  for (const p of products)
    for (const c of p.categories) if (!known.has(c)) throw new Error(`${p.sku} is in unknown category ${c}`);
  for (const t of PRODUCT_TYPES)
    if (!products.some((p) => p.categories.includes(t.slug))) throw new Error(`no products of type ${t.slug}`);
}
