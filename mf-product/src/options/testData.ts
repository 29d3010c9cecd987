import type { Design, ProductVariant } from '@giftshop/shared/domain';

/** Small, readable catalogue rows for unit tests. */
export function variant(overrides: Partial<ProductVariant> & Pick<ProductVariant, 'variant_sku'>): ProductVariant {
  return {
    product_id: 1,
    variant_name: overrides.variant_sku,
    option1: null,
    option2: null,
    option3: null,
    price: 20,
    original_price: null,
    material: null,
    size: null,
    is_active: true,
    ...overrides,
  };
}

export function design(overrides: Partial<Design> & Pick<Design, 'design_code'>): Design {
  return {
    design_name: overrides.design_code,
    image_url: null,
    personalization_options: null,
    ...overrides,
  };
}

export const mugVariants: ProductVariant[] = [
  variant({ variant_sku: 'MUG-11-W', option1: '11 oz', option2: 'One side', option3: 'White', price: 18 }),
  variant({ variant_sku: 'MUG-11-B', option1: '11 oz', option2: 'One side', option3: 'Black', price: 19 }),
  variant({ variant_sku: 'MUG-15-W', option1: '15 oz', option2: 'Both sides', option3: 'White', price: 24 }),
];

export const mugDesigns: Design[] = [
  design({ design_code: 'FLORAL', design_name: 'Floral Wreath', image_url: 'designs/floral.svg' }),
  design({ design_code: 'MONO', design_name: 'Monogram', personalization_options: { text: true } }),
];
