import type { CartCustomization } from '@giftshop/shared';

export interface CustomizationSummary {
  /** The shopper's own text, if any. */
  text?: string;
  /** The chosen colour (or material/colour option), if any. */
  color?: string;
}

/**
 * What a cart line shows of its customization (spec: "text and colour"): the
 * personalization text, and the option whose name speaks of colour (else of
 * material, which the catalogue uses for "Material/Color").
 */
export function summarizeCustomization(customization: CartCustomization): CustomizationSummary {
  const entries = Object.entries(customization).filter(
    (entry): entry is [string, string] => entry[0] !== 'personalizationText' && Boolean(entry[1]?.trim()),
  );
  const color = entries.find(([key]) => /colou?r/i.test(key)) ?? entries.find(([key]) => /material/i.test(key));
  const text = customization.personalizationText?.trim();
  return { ...(text ? { text } : {}), ...(color ? { color: color[1].trim() } : {}) };
}
