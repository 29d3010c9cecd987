import {
  optionLabel,
  SIZE_KEY,
  type CartCustomization,
  type CartItem,
  type Design,
  type ProductDetail,
  type ProductVariant,
} from '@giftshop/shared/domain';
import { attributeColumn, type ResolvedOptionGroup, type Selections } from '../options/optionGroups';
import { withUpcharge } from '../options/sizeChoice';
import { cartLineId } from './cartLineId';

/** What the shopper has put together on the page. */
export interface Configuration {
  product: ProductDetail;
  variant: ProductVariant | null;
  design: Design | null;
  groups: readonly ResolvedOptionGroup[];
  selections: Selections;
  quantity: number;
  personalizationText: string;
  textColor: string | null;
  /** The chosen lettering, if the design offers a choice. */
  lettering?: string | null;
  /** The chosen size, when the variant comes in sizes (its run's own spelling). */
  size?: string | null;
  /** The number printed beside the text, where the design has one (the group grid's number column). */
  number?: string;
  image: string;
}

/** The customization key of an option group: its one label ("Color Options" and "Colour" → "Color"). */
export const customizationKey = optionLabel;

/**
 * The cart line for a configuration, or null when no variant or no design
 * could be resolved (the page then asks the shopper to make all selections).
 */
export function buildCartItem(config: Configuration): CartItem | null {
  const { product, variant, design } = config;
  if (!variant || !design) return null;
  const run = variant.sizes ?? null;
  const size = run?.sizes.find((option) => option.size === config.size) ?? null;
  // a variant that comes in sizes is never added without one (the server would refuse it)
  if (run && !size) return null;
  const text = config.personalizationText.trim();
  const number = config.number?.trim() ?? '';
  const customization: CartCustomization = {};
  // What is really ordered: the resolved variant's own values and the design's name (the server checks both).
  for (const group of config.groups) {
    const own =
      group.type === 'design' ? design.design_name || design.design_code : variant[attributeColumn[group.attribute]];
    const value = typeof own === 'string' ? own.trim() : '';
    if (value) customization[customizationKey(group.title)] = value;
  }
  if (size) customization[SIZE_KEY] = size.size;
  if (text) {
    customization.personalizationText = text;
    if (config.textColor) customization.textColor = config.textColor;
    if (config.lettering) customization.font = config.lettering;
  }
  // stored with the line as the lettering is (options key "number"); the server checks it against the design
  if (number) customization.number = number;
  return {
    id: cartLineId({
      variantSku: variant.variant_sku,
      designCode: design.design_code,
      text,
      textColor: [config.textColor ?? '', config.lettering ?? ''].join('|') + (number ? `|#${number}` : ''),
      size: size?.size,
    }),
    name: product.name,
    // what the server charges: the variant's price plus the size's upcharge
    price: withUpcharge(variant.price, size?.upcharge ?? 0),
    image: config.image,
    quantity: config.quantity,
    customization,
    productSku: product.sku,
    variantSku: variant.variant_sku,
    designCode: design.design_code,
  };
}
