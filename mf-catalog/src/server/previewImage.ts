import { storageImageUrl, type PageHead } from '@giftshop/shared';
import { type ProductSummary } from '@giftshop/shared/domain';

/** Picture formats link previews show (Open Graph readers skip SVG). */
const previewFormat = /\.(jpe?g|png|webp|gif)$/i;

/**
 * The first product picture a link preview can show, as an absolute URL for
 * `og:image`; none when no product has one.
 */
export function previewImage(products: ProductSummary[]): PageHead['openGraph'] {
  for (const product of products) {
    const url = storageImageUrl(product.gallery_urls[0]?.url);
    if (/^https?:\/\//i.test(url) && previewFormat.test(new URL(url).pathname)) return { 'og:image': url };
  }
  return undefined;
}
