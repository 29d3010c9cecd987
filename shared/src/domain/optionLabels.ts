import type { OptionAttribute } from './types';

/**
 * The one label of each option, wherever a shopper reads it (product page,
 * drawer, checkout, orders) and wherever code keys a line's options: Style,
 * Printing, Color, Design. The database keys order lines the same way
 * (`public.option_group_key`, `public.product_option_groups`).
 */
export type OptionLabel = 'Style' | 'Printing' | 'Color' | 'Design';

/** What a variant column is called: option3 is the colour or material of the item, called Color. */
export const ATTRIBUTE_LABELS = {
  Style: 'Style',
  Printing: 'Printing',
  Material: 'Color',
} as const satisfies Record<OptionAttribute, OptionLabel>;

const SPELLINGS: [RegExp, OptionLabel][] = [
  [/^styles?$/i, 'Style'],
  [/^printing$/i, 'Printing'],
  [/^(colou?rs?|materials?)$/i, 'Color'],
  [/^designs?$/i, 'Design'],
];

/**
 * The label for a stored key or a configured title: "Colour", "Color Options"
 * and "Material" read "Color", "Style Options" reads "Style" (orders stored
 * before one spelling keep their keys; they read the same). Anything else
 * keeps its own words, without a trailing "Options".
 */
export function optionLabel(keyOrTitle: string): string {
  const trimmed = keyOrTitle.trim();
  const bare = trimmed.replace(/\s+options?$/i, '').trim() || trimmed;
  return SPELLINGS.find(([pattern]) => pattern.test(bare))?.[1] ?? bare;
}
