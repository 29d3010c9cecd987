import type { CartCustomization } from './types';

/** One chosen option of a line, as the shopper reads it: "Lettering: Classic Serif". */
export interface CustomizationLine {
  label: string;
  value: string;
}

/** The keys the product page writes beside the option groups, in the shopper's words. */
const TEXT_OPTION_LABELS: Record<string, string> = {
  font: 'Lettering',
  textColor: 'Text colour',
};

/**
 * The options of a cart or order line, labelled for people: the option
 * groups under their own titles (Style, Printing, Colour, Design — the
 * design by name), then the lettering and colour of the shopper's text.
 * The text itself (`personalizationText`) is left to the caller, who shows
 * it quoted. Blank values are left out; keys and values are bounded.
 */
export function customizationLines(customization: CartCustomization | Record<string, unknown>): CustomizationLine[] {
  const groups: CustomizationLine[] = [];
  const textOptions: CustomizationLine[] = [];
  for (const [key, raw] of Object.entries(customization).slice(0, 20)) {
    if (key === 'personalizationText') continue;
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().slice(0, 200) : '';
    if (!value) continue;
    const textLabel = TEXT_OPTION_LABELS[key];
    if (textLabel) textOptions.push({ label: textLabel, value });
    else groups.push({ label: key.trim().slice(0, 60), value });
  }
  return [...groups, ...textOptions.sort((a, b) => a.label.localeCompare(b.label))];
}
