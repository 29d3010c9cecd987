import { getShopConfig, storageImageUrl } from '@giftshop/shared';
import {
  ratingFigures,
  type Design,
  type ListedProductCard,
  type ProductDetail,
  type ProductVariant,
} from '@giftshop/shared/domain';
import { openingChoice } from '../detail/productChoice';
import type { PageFacts } from './pageHead';
import { productPath, simpleProductPath } from './pagePaths';
import { metaDescription } from './productJsonLd';

const fallbackDescription = (name: string) => `${name}, personalized for you at ${getShopConfig().brandName}.`;

/** What the product page says about itself: as it opens (the opening variant's price and picture). */
export function productDetailFacts(
  product: ProductDetail,
  variants: readonly ProductVariant[],
  designs: readonly Design[],
): PageFacts {
  const opening = openingChoice(product, variants, designs);
  return {
    title: product.name,
    description: metaDescription(product.default_description, fallbackDescription(product.name)),
    canonicalPath: productPath(product.sku),
    product: {
      name: product.name,
      description: product.default_description,
      image: opening.images[0] ?? '',
      sku: product.sku,
      // the card's rule: the opening (cheapest) option's price, "from" when options differ
      price: product.price ?? opening.price,
      ...(product.price_from && variants.length
        ? { priceFrom: true, highPrice: Math.max(...variants.map((v) => v.price)) }
        : {}),
      // the rating line's figures, and none at all for a product without reviews (no rating markup)
      rating: ratingFigures(product),
      shownPrice: opening.price,
    },
  };
}

/** What the simple detail page says about the card it shows. */
export function productCardFacts(card: ListedProductCard): PageFacts {
  return {
    title: card.name,
    description: metaDescription(null, fallbackDescription(card.name)),
    canonicalPath: simpleProductPath(card.name),
    product: {
      name: card.name,
      image: storageImageUrl(card.image),
      sku: card.sku,
      price: card.price,
      priceFrom: card.price_from,
      shownPrice: card.price,
    },
  };
}

/** What a page for a product that is not in the shop says. */
export const notFoundFacts: PageFacts = { title: 'Product Not Found' };
