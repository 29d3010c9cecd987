import {
  ATTRIBUTE_LABELS,
  type Design,
  type OptionAttribute,
  type ProductOptionsConfig,
  type ProductVariant,
} from '@giftshop/shared/domain';

/** The variant column each attribute picks (spec: Style → option1, Printing → option2, Material → option3). */
export const attributeColumn = {
  Style: 'option1',
  Printing: 'option2',
  Material: 'option3',
} as const satisfies Record<OptionAttribute, keyof ProductVariant>;

/** One choosable value of a group. */
export interface OptionValue {
  value: string;
  /** What the chip says (the design's name for designs). */
  label: string;
  /** A CSS colour to show beside the label (colour options). */
  swatch?: string;
  /** A small picture to show beside the label (designs). */
  image?: string;
}

/** A selector on the page, ready to render: its title, what it picks, and its values. */
export type ResolvedOptionGroup =
  | { key: string; title: string; type: 'variant'; attribute: OptionAttribute; values: OptionValue[] }
  | { key: string; title: string; type: 'design'; values: OptionValue[] };

const defaultVariantGroups: OptionAttribute[] = ['Style', 'Printing', 'Material'];

/** The distinct non-empty values of one variant column, in variant order. */
export function variantValues(variants: readonly ProductVariant[], attribute: OptionAttribute): OptionValue[] {
  const column = attributeColumn[attribute];
  const seen = new Set<string>();
  const values: OptionValue[] = [];
  for (const variant of variants) {
    const raw = variant[column];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value && !seen.has(value)) {
      seen.add(value);
      values.push({ value, label: value });
    }
  }
  return values;
}

export function designValues(designs: readonly Design[]): OptionValue[] {
  return designs.map((d) => ({ value: d.design_code, label: d.design_name || d.design_code }));
}

/**
 * The designs a design group offers: the ones it names (`designs`, the codes
 * of the designs that fit the product, in that order), or every design when
 * it names none.
 */
export function offeredDesigns(designs: readonly Design[], named: unknown): Design[] {
  if (!Array.isArray(named)) return [...designs];
  const byCode = new Map(designs.map((d) => [d.design_code, d]));
  const offered = named.flatMap((code) => (typeof code === 'string' && byCode.get(code)) || []);
  return [...new Set(offered)];
}

function isAttribute(value: unknown): value is OptionAttribute {
  return value === 'Style' || value === 'Printing' || value === 'Material';
}

/** A stable key for a group's selection: its title, de-duplicated. */
function uniqueKey(title: string, taken: Set<string>): string {
  let key = title;
  for (let n = 2; taken.has(key); n += 1) key = `${title} ${n}`;
  taken.add(key);
  return key;
}

/**
 * The option selectors of a product, each under its one label (Style,
 * Printing, Color, Design: what the group picks names it, whatever title a
 * configuration gives it). Configured groups (`optionGroups`) win; without
 * them the default groups are built from the variants' columns and every
 * design. A design group offers the designs it names. Groups with nothing to
 * choose are left out, and malformed configured groups are skipped rather
 * than breaking the page.
 */
export function buildOptionGroups(
  config: ProductOptionsConfig | null | undefined,
  variants: readonly ProductVariant[],
  designs: readonly Design[],
): ResolvedOptionGroup[] {
  const configured = Array.isArray(config?.optionGroups) ? config.optionGroups : [];
  const taken = new Set<string>();
  const groups: ResolvedOptionGroup[] = [];
  const addVariantGroup = (attribute: OptionAttribute) => {
    const values = variantValues(variants, attribute);
    const title = ATTRIBUTE_LABELS[attribute];
    if (values.length) groups.push({ key: uniqueKey(title, taken), title, type: 'variant', attribute, values });
  };
  const addDesignGroup = (named: unknown) => {
    const values = designValues(offeredDesigns(designs, named));
    if (values.length) groups.push({ key: uniqueKey('Design', taken), title: 'Design', type: 'design', values });
  };
  if (configured.length > 0) {
    for (const group of configured) {
      const title = typeof group?.title === 'string' ? group.title.trim() : '';
      if (!title) continue;
      if (group.type === 'design') addDesignGroup(group.designs);
      else if (group.type === 'variant' && isAttribute(group.attribute)) addVariantGroup(group.attribute);
    }
    return groups;
  }
  defaultVariantGroups.forEach(addVariantGroup);
  addDesignGroup(undefined);
  return groups;
}

/** The shopper's choices: group key → chosen value. */
export type Selections = Readonly<Record<string, string>>;

/**
 * What the page shows before the shopper picks anything: the values of the
 * variant it opens on (the one whose price the card shows), and the first
 * value of every other group.
 */
export function initialSelections(
  groups: readonly ResolvedOptionGroup[],
  opening: ProductVariant | null = null,
): Record<string, string> {
  const selections: Record<string, string> = {};
  for (const group of groups) {
    const own = group.type === 'variant' ? opening?.[attributeColumn[group.attribute]]?.trim() : undefined;
    const value = group.values.find((v) => v.value === own) ?? group.values[0];
    if (value) selections[group.key] = value.value;
  }
  return selections;
}
