import type { CartCustomization } from './types';

/** One chosen option of a line, as the shopper reads it: "Lettering: Classic Serif". */
export interface CustomizationLine {
  label: string;
  value: string;
  /** An option of the item (Style, Colour, Design…), or how the shopper's text is lettered. */
  kind: 'option' | 'text';
}

/** The keys the product page writes beside the option groups, in the shopper's words. */
const TEXT_OPTION_LABELS: Record<string, string> = {
  font: 'Lettering',
  textColor: 'Text colour',
};

/** The order options are read in, whatever order they were stored in (JSONB keeps none). */
const OPTION_ORDER = [/^style/i, /^size/i, /^printing/i, /^(colou?r|material)/i, /^design/i];
const rank = (label: string) => {
  const i = OPTION_ORDER.findIndex((pattern) => pattern.test(label));
  return i < 0 ? OPTION_ORDER.length : i;
};

/**
 * The options of a cart or order line, labelled for people: the option
 * groups under their own titles (Style, Size, Printing, Colour, then the
 * design by name), then the lettering and colour of the shopper's text.
 * The text itself (`personalizationText`) is left to the caller, who shows
 * it quoted. Blank values are left out; keys and values are bounded.
 */
export function customizationLines(customization: CartCustomization | Record<string, unknown>): CustomizationLine[] {
  const lines: CustomizationLine[] = [];
  for (const [key, raw] of Object.entries(customization).slice(0, 20)) {
    if (key === 'personalizationText') continue;
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().slice(0, 200) : '';
    if (!value) continue;
    const textLabel = TEXT_OPTION_LABELS[key];
    lines.push(
      textLabel ? { label: textLabel, value, kind: 'text' } : { label: key.trim().slice(0, 60), value, kind: 'option' },
    );
  }
  return lines.sort(
    (a, b) =>
      Number(a.kind === 'text') - Number(b.kind === 'text') ||
      rank(a.label) - rank(b.label) ||
      (a.kind === 'text' ? a.label.localeCompare(b.label) : 0),
  );
}
