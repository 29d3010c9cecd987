import { optionLabel } from './optionLabels';
import type { CartCustomization } from './types';

/** One chosen option of a line, as the shopper reads it: "Lettering: Classic Serif". */
export interface CustomizationLine {
  label: string;
  value: string;
  /** An option of the item (Style, Color, Design…), or how the shopper's text is lettered. */
  kind: 'option' | 'text';
}

/** What the shopper's own text is called once it is on a line (cart, checkout, order page, e-mails, proof). */
export const PERSONALIZATION_LABEL = 'Personalization';

/** The keys the product page writes beside the option groups, in the shopper's words. */
const TEXT_OPTION_LABELS: Record<string, string> = {
  font: 'Lettering',
  textColor: 'Text color',
  number: 'Number',
};

/** The order options are read in, whatever order they were stored in (JSONB keeps none). */
const OPTION_ORDER = [/^style/i, /^size/i, /^printing/i, /^color/i, /^design/i];
const rank = (label: string) => {
  const i = OPTION_ORDER.findIndex((pattern) => pattern.test(label));
  return i < 0 ? OPTION_ORDER.length : i;
};

/**
 * The options of a cart or order line, labelled for people: the option
 * groups under their one label (Style, Printing, Color, then the design by
 * name — "Colour", "Color Options" or "Material" stored by older lines read
 * "Color"), then the lettering and color of the shopper's text.
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
    const label = textLabel ?? optionLabel(key).slice(0, 60);
    // one line per label: a line stored with both "Colour" and "Color" shows its first
    if (lines.some((l) => l.label === label)) continue;
    lines.push({ label, value, kind: textLabel ? 'text' : 'option' });
  }
  return lines.sort(
    (a, b) =>
      Number(a.kind === 'text') - Number(b.kind === 'text') ||
      rank(a.label) - rank(b.label) ||
      (a.kind === 'text' ? a.label.localeCompare(b.label) : 0),
  );
}
