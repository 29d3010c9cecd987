import type { Design, ProductVariant } from '@giftshop/shared/domain';
import { attributeColumn, type ResolvedOptionGroup, type Selections } from './optionGroups';

/** The cheaper of two variants; on a tie the first (catalogue order). */
const cheaper = (best: ProductVariant | undefined, next: ProductVariant) =>
  best === undefined || next.price < best.price ? next : best;

/**
 * The selected variant: the cheapest variant matching every chosen variant
 * option (the first of equals, in catalogue order), falling back to the
 * first variant (null when there are none). Cheapest, because a product may
 * not show a selector for every column (e.g. no Printing group): the shopper
 * then gets the cheaper of the options they cannot see, never a dearer one —
 * and the card's "From" price stays one they can reach.
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
  const match = variants
    .filter((variant) => chosen.every(({ column, value }) => (variant[column] ?? '').trim() === value))
    .reduce<ProductVariant | undefined>(cheaper, undefined);
  return match ?? variants[0] ?? null;
}

/**
 * The selected design: the one whose name or code matches the chosen design
 * option among those the product offers, falling back to the first it offers
 * (to the first design when the product shows no design choice; null when
 * there are none). Never a design the page does not offer.
 */
export function resolveDesign(
  designs: readonly Design[],
  groups: readonly ResolvedOptionGroup[],
  selections: Selections,
): Design | null {
  const group = groups.find((g) => g.type === 'design');
  const offered = group ? designs.filter((d) => group.values.some((v) => v.value === d.design_code)) : designs;
  const chosen = group ? selections[group.key] : undefined;
  const match =
    chosen === undefined ? undefined : offered.find((d) => d.design_code === chosen || d.design_name === chosen);
  return match ?? offered[0] ?? null;
}

/**
 * The variant the page opens on: the one the database names as the card's
 * price (`default_variant_sku`), or else the cheapest (null when there are none).
 */
export function openingVariant(variants: readonly ProductVariant[], defaultSku: string | null | undefined) {
  return (
    variants.find((v) => v.variant_sku === defaultSku) ??
    variants.reduce<ProductVariant | undefined>(cheaper, undefined) ??
    null
  );
}
