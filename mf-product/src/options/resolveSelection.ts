import type { Design, ProductVariant } from '@giftshop/shared';
import { attributeColumn, type ResolvedOptionGroup, type Selections } from './optionGroups';

/**
 * The selected variant: the first variant matching every chosen variant
 * option, falling back to the first variant (null when there are none).
 */
export function resolveVariant(
  variants: readonly ProductVariant[],
  groups: readonly ResolvedOptionGroup[],
  selections: Selections,
): ProductVariant | null {
  const chosen = groups.flatMap((group) => {
    if (group.type !== 'variant') return [];
    const value = selections[group.key];
    return value === undefined ? [] : [{ column: attributeColumn[group.attribute], value }];
  });
  const match = variants.find((variant) =>
    chosen.every(({ column, value }) => (variant[column] ?? '').trim() === value),
  );
  return match ?? variants[0] ?? null;
}

/**
 * The selected design: the one whose name or code matches the chosen design
 * option, falling back to the first design (null when there are none).
 */
export function resolveDesign(
  designs: readonly Design[],
  groups: readonly ResolvedOptionGroup[],
  selections: Selections,
): Design | null {
  const group = groups.find((g) => g.type === 'design');
  const chosen = group ? selections[group.key] : undefined;
  const match =
    chosen === undefined ? undefined : designs.find((d) => d.design_code === chosen || d.design_name === chosen);
  return match ?? designs[0] ?? null;
}
