/** What the page says about a product to search engines. */
export interface ProductFacts {
  name: string;
  description?: string | null;
  image: string;
  sku?: string;
  /** The card's price: the opening (cheapest) option's. */
  price: number;
  /** Options differ in price (the card says "From"): the offer is an AggregateOffer from `price`. */
  priceFrom?: boolean;
  /** The dearest option, when known. */
  highPrice?: number;
  rating?: { value: number; count: number } | null;
  url?: string;
}

/** The schema.org `Product` of a page, as a plain object. */
export function productJsonLd(facts: ProductFacts, currency: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    image: [facts.image],
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    offers: {
      ...(facts.priceFrom || (facts.highPrice ?? 0) > facts.price
        ? {
            '@type': 'AggregateOffer',
            lowPrice: facts.price.toFixed(2),
            ...((facts.highPrice ?? 0) > facts.price ? { highPrice: facts.highPrice!.toFixed(2) } : {}),
          }
        : { '@type': 'Offer' }),
      price: facts.price.toFixed(2),
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      ...(facts.url ? { url: facts.url } : {}),
    },
    ...(facts.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: facts.rating.value,
            reviewCount: facts.rating.count,
          },
        }
      : {}),
  };
}

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped, so no
 * product text can close the script (`</script>`) or open a comment.
 * U+2028/2029 are escaped too, for old JavaScript parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A meta description of at most `max` characters, cut at a word. */
export function metaDescription(text: string | null | undefined, fallback: string, max = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim() || fallback;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
