/** Where a card sends the shopper: the detail page by SKU, and the contact page about the product. */
export const productPath = (sku: string): string => `/product/${encodeURIComponent(sku)}`;

export const contactAboutPath = (productName: string): string => `/contact?product=${encodeURIComponent(productName)}`;
