import { describe, expect, it } from 'vitest';
import { cartItemSchema } from '@giftshop/shared';
import { type ProductDetail } from '@giftshop/shared/domain';
import { buildOptionGroups } from '../options/optionGroups';
import { resolveDesign, resolveVariant } from '../options/resolveSelection';
import { mugDesigns, mugVariants } from '../options/testData';
import { buildCartItem, customizationKey, type Configuration } from './buildCartItem';

const product: ProductDetail = {
  id: 1,
  sku: 'MUG-1',
  name: 'Personalized Name Mug',
  price: 18,
  original_price: 24,
  discount_percentage: 25,
  is_active: true,
  featured: false,
  product_options_config: null,
  gallery_urls: [],
  rating: null,
  review_count: null,
  default_description: null,
};
const groups = buildOptionGroups(null, mugVariants, mugDesigns);

function configure(selections: Record<string, string>, extra: Partial<Configuration> = {}): Configuration {
  return {
    product,
    variant: resolveVariant(mugVariants, groups, selections),
    design: resolveDesign(mugDesigns, groups, selections),
    groups,
    selections,
    quantity: 2,
    personalizationText: '',
    textColor: null,
    image: 'https://img.example/mug.svg',
    ...extra,
  };
}

describe('buildCartItem', () => {
  it("makes a line with the variant's price and every selected option", () => {
    const item = buildCartItem(
      configure(
        {
          Style: '11 oz',
          Printing: 'One side',
          Color: 'Black',
          Design: 'MONO',
        },
        { personalizationText: '  Grandma Rose ', textColor: 'Gold' },
      ),
    );
    expect(item).toMatchObject({
      name: 'Personalized Name Mug',
      price: 19,
      quantity: 2,
      image: 'https://img.example/mug.svg',
      productSku: 'MUG-1',
      variantSku: 'MUG-11-B',
      designCode: 'MONO',
      customization: {
        Style: '11 oz',
        Printing: 'One side',
        Color: 'Black',
        Design: 'Monogram',
        personalizationText: 'Grandma Rose',
        textColor: 'Gold',
      },
    });
    expect(item?.id.startsWith('MUG-11-B:MONO:')).toBe(true);
    expect(cartItemSchema.safeParse(item).success).toBe(true);
  });

  it('records the lettering, and other lettering is another line', () => {
    const serif = buildCartItem(configure({}, { personalizationText: 'Mia', lettering: 'Classic Serif' }));
    const block = buildCartItem(configure({}, { personalizationText: 'Mia', lettering: 'Block Capitals' }));
    expect(block?.customization.font).toBe('Block Capitals');
    expect(block?.id).not.toBe(serif?.id);
  });

  it('records the number beside the text (options key "number"), and another number is another line', () => {
    const seven = buildCartItem(configure({}, { personalizationText: 'Rivera', number: ' 7 ' }));
    const eight = buildCartItem(configure({}, { personalizationText: 'Rivera', number: '8' }));
    const none = buildCartItem(configure({}, { personalizationText: 'Rivera' }));
    expect(seven?.customization.number).toBe('7');
    expect(none?.customization).not.toHaveProperty('number');
    expect(new Set([seven?.id, eight?.id, none?.id]).size).toBe(3);
  });

  it('leaves personalization out when there is no text', () => {
    const item = buildCartItem(configure({}, { textColor: 'Gold' }));
    expect(item?.id).toBe('MUG-11-W:FLORAL');
    expect(item?.customization).not.toHaveProperty('personalizationText');
    expect(item?.customization).not.toHaveProperty('textColor');
  });

  it('keeps hostile text as plain data', () => {
    const item = buildCartItem(configure({}, { personalizationText: '<img src=x onerror=alert(1)>' }));
    expect(item?.customization.personalizationText).toBe('<img src=x onerror=alert(1)>');
  });

  it('is null without a variant or without a design', () => {
    expect(buildCartItem({ ...configure({}), variant: null })).toBeNull();
    expect(buildCartItem({ ...configure({}), design: null })).toBeNull();
  });
});

describe('buildCartItem describes what is really ordered', () => {
  it('names the variant the page resolved, not a combination that does not exist', () => {
    // 15 oz on one side in black is not sold: the page falls back to the first variant, and the line says so
    const item = buildCartItem(
      configure({
        Style: '15 oz',
        Printing: 'One side',
        Color: 'Black',
        Design: 'FLORAL',
      }),
    );
    expect(item?.variantSku).toBe('MUG-11-W');
    expect(item?.customization).toEqual({
      Style: '11 oz',
      Printing: 'One side',
      Color: 'White',
      Design: 'Floral Wreath',
    });
  });
});

describe('customizationKey', () => {
  it('is the option’s one label: no "Options" suffix, one spelling of Color', () => {
    expect(customizationKey('Color Options')).toBe('Color');
    expect(customizationKey('Colour')).toBe('Color');
    expect(customizationKey('Mug colour')).toBe('Mug colour');
    expect(customizationKey('Options')).toBe('Options');
  });
});

describe('buildCartItem with sizes', () => {
  const run = {
    code: 'adult',
    guideNote: null,
    sizes: [
      { size: 'M', upcharge: 0, measurements: {} },
      { size: '2XL', upcharge: 2, measurements: {} },
    ],
  };
  const sized = (size: string | null) => {
    const config = configure({ Style: '11 oz', Printing: 'One side', Color: 'White', Design: 'FLORAL' }, { size });
    return buildCartItem({ ...config, variant: config.variant && { ...config.variant, sizes: run } });
  };

  it('adds the size to the line (shown as "Size") and its upcharge to the price the server will charge', () => {
    const item = sized('2XL');
    expect(item?.customization.Size).toBe('2XL');
    expect(item?.price).toBe(mugVariants.find((v) => v.variant_sku === 'MUG-11-W')!.price + 2);
    expect(item?.id.endsWith('@2XL')).toBe(true);
    expect(cartItemSchema.safeParse(item).success).toBe(true);
  });

  it('makes no line without a size, or with one the variant lacks', () => {
    expect(sized(null)).toBeNull();
    expect(sized('3XL')).toBeNull();
  });

  it('leaves a product without sizes unchanged', () => {
    const plain = buildCartItem(
      configure({ Style: '11 oz', Printing: 'One side', Color: 'White', Design: 'FLORAL' }, { size: 'M' }),
    );
    expect(plain?.customization.Size).toBeUndefined();
    expect(plain?.id).toBe('MUG-11-W:FLORAL');
  });
});
