import type { ProductCard } from '@giftshop/shared/domain';

/** "Mom's Mug — 11 oz" → "moms-mug-11-oz": how product names appear in links. */
export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The card a `/product-detail/{slug}` link means. The slug (already
 * URL-decoded by the router) is matched against the product names: the exact
 * name first, then the name ignoring case, then the slugified name.
 */
export function matchProductCard<Card extends ProductCard>(cards: readonly Card[], slug: string): Card | null {
  const wanted = slug.trim();
  if (!wanted) return null;
  const lower = wanted.toLowerCase();
  const slugged = slugifyName(wanted);
  return (
    cards.find((c) => c.name === wanted) ??
    cards.find((c) => c.name.toLowerCase() === lower) ??
    (slugged ? cards.find((c) => slugifyName(c.name) === slugged) : undefined) ??
    null
  );
}
