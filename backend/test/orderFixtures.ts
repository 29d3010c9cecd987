/** What the order tests send to `place_order`: a shipping address, and a line of a test mug. */

export const shipping = {
  full_name: 'Ada Lee',
  line1: '12 Elm Street',
  city: 'Portland',
  region: 'OR',
  postal_code: '97205',
  country: 'USA',
};

/**
 * A line factory for a test mug (`<prefix>-MUG`, 11 or 15 oz as `<prefix>-MUG-11`/`-15`) in its Rose design
 * (`<prefix>-ROSE`), personalised "For Grandma Rose".
 */
export const mugLine =
  (prefix: string) =>
  (variant_sku: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
    product_sku: `${prefix}-MUG`,
    variant_sku,
    design_code: `${prefix}-ROSE`,
    quantity,
    personalization_text: 'For Grandma Rose',
    options: { Style: variant_sku === `${prefix}-MUG-15` ? '15 oz' : '11 oz', Color: 'White', Design: 'Rose' },
    ...extra,
  });
