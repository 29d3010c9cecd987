import type { CartCustomization } from '@giftshop/shared';

export interface CustomizationSummary {
  /** The shopper's own text, if any. */
  text?: string;
  /** The colour the text is printed in, if chosen. */
  textColor?: string;
  /** The chosen colour (or material/colour option), if any. */
  color?: string;
}

const OWN_TEXT_KEYS = new Set(['personalizationText', 'textColor']);

/**
 * What a cart line shows of its customization (spec: "text and colour"): the
 * personalization text (with its colour), and the option whose name speaks of
 * colour (else of material, which the catalogue uses for "Material/Color").
 */
export function summarizeCustomization(customization: CartCustomization): CustomizationSummary {
  const options = Object.entries(customization).filter(
    (entry): entry is [string, string] => !OWN_TEXT_KEYS.has(entry[0]) && Boolean(entry[1]?.trim()),
  );
  const color = options.find(([key]) => /colou?r/i.test(key)) ?? options.find(([key]) => /material/i.test(key));
  const text = customization.personalizationText?.trim();
  const textColor = text ? customization.textColor?.trim() : undefined;
  return {
    ...(text ? { text } : {}),
    ...(textColor ? { textColor } : {}),
    ...(color ? { color: color[1].trim() } : {}),
  };
}
