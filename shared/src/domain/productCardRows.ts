/** The product card mapper: a row of `get_all_product_cards()` → the card the simple product page shows. */
import { numberOrNull, textOrNull } from './numbers';
import type { ProductCardRow } from './rows';
import type { ProductCard } from './types';

/** A card, with the SKU it belongs to when the row names one. */
export type ListedProductCard = ProductCard & { sku?: string };

export function toProductCard(row: ProductCardRow): ListedProductCard {
  const sku = textOrNull(row.sku);
  return {
    name: textOrNull(row.name) ?? '',
    price: numberOrNull(row.price) ?? 0,
    original_price: numberOrNull(row.original_price),
    image: textOrNull(row.image),
    price_from: row.price_from === true,
    ...(sku ? { sku } : {}),
  };
}
