/** The columns of `products_view` a card and the listing sorts need, and nothing else. */
export const PRODUCT_CARD_COLUMNS =
  'id, sku, name, price, original_price, discount_percentage, gallery_urls, is_active, featured, rating, review_count, created_at, price_from';
