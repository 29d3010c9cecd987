import type { PageHead } from '@giftshop/shared';
import { productJsonLd, type ProductFacts } from './productJsonLd';

/**
 * What a page says about itself, the same on the server and in the browser
 * (no origin, nothing read from the window): the page's components and the
 * server's prefetch both build it from the page's data.
 */
export interface PageFacts {
  title: string;
  description?: string;
  /** The page's own path (`/product/KL-MUG-101`), whatever path it was reached by. */
  canonicalPath?: string;
  /** The product the page is about, and the price it shows before the shopper chooses anything. */
  product?: ProductFacts & { shownPrice: number };
}

const isAbsoluteHttp = (url: string) => /^https?:\/\/[^/]/i.test(url);

/**
 * The page's head for the shop at `origin`: title, description, canonical
 * path, Open Graph product properties and schema.org JSON-LD. One function,
 * so the server's head and what the browser sets after hydration agree.
 */
export function pageHead(facts: PageFacts, origin: string, currency: string): PageHead {
  const { title, description, canonicalPath, product } = facts;
  const head: PageHead = {
    title,
    ...(description ? { description } : {}),
    ...(canonicalPath ? { canonicalPath } : {}),
  };
  if (!product) return head;
  const { shownPrice, ...jsonLdFacts } = product;
  const url = canonicalPath && origin ? `${origin.replace(/\/+$/, '')}${canonicalPath}` : undefined;
  return {
    ...head,
    openGraph: {
      'og:type': 'product',
      // A link preview needs an absolute URL: a relative or inline (placeholder) image is left out.
      ...(isAbsoluteHttp(product.image) ? { 'og:image': product.image } : {}),
      'product:price:amount': shownPrice.toFixed(2),
      'product:price:currency': currency,
    },
    jsonLd: productJsonLd({ ...jsonLdFacts, ...(url ? { url } : {}) }, currency),
  };
}
