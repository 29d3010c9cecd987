/** The product page's own path: `/products/:sku` and a SKU typed in lower case both lead here. */
export const productPath = (sku: string) => `/product/${encodeURIComponent(sku)}`;

/** The simple detail page's own path: the card's exact name, which it matches first. */
export const simpleProductPath = (name: string) => `/product-detail/${encodeURIComponent(name)}`;
