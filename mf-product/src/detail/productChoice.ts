import { storageImageUrl } from '@giftshop/shared';
import { type Design, type ProductDetail, type ProductVariant } from '@giftshop/shared/domain';
import { galleryImages } from '../gallery/galleryImages';
import {
  buildOptionGroups,
  initialSelections,
  type ResolvedOptionGroup,
  type Selections,
} from '../options/optionGroups';
import { openingVariant, resolveDesign, resolveVariant } from '../options/resolveSelection';
import { colorCss } from '../personalization/colorSwatch';

/**
 * What the shopper's choices on the product page come to, as pure functions:
 * the page's hook and the page's head (in the browser and on the server) use
 * these, so the price and picture a link preview shows are the page's own.
 */

const isColourGroup = (group: ResolvedOptionGroup) =>
  group.type === 'variant' && (group.attribute === 'Material' || /colou?r/i.test(group.title));

/** Option groups with colour swatches on colour values the shop knows, and pictures on designs. */
function withPictures(groups: ResolvedOptionGroup[], designs: readonly Design[]): ResolvedOptionGroup[] {
  const designImage = new Map(designs.map((d) => [d.design_code, d.image_url]));
  return groups.map((group) => {
    if (isColourGroup(group)) {
      return { ...group, values: group.values.map((v) => ({ ...v, swatch: colorCss(v.value) ?? undefined })) };
    }
    if (group.type === 'design') {
      return {
        ...group,
        values: group.values.map((v) => {
          const path = designImage.get(v.value);
          return path ? { ...v, image: storageImageUrl(path) } : v;
        }),
      };
    }
    return group;
  });
}

/** The product's option selectors, with swatches and design pictures. */
export function productOptionGroups(
  product: ProductDetail,
  variants: readonly ProductVariant[],
  designs: readonly Design[],
): ResolvedOptionGroup[] {
  return withPictures(buildOptionGroups(product.product_options_config, variants, designs), designs);
}

/** What the page opens on: the variant whose price the card shows (the database's rule). */
export function openingSelections(
  product: ProductDetail,
  variants: readonly ProductVariant[],
  groups: readonly ResolvedOptionGroup[],
): Record<string, string> {
  return initialSelections(groups, openingVariant(variants, product.default_variant_sku));
}

/** The price the page shows for a variant (the product's own without one), with the price before a saving. */
export function shownPrice(product: ProductDetail, variant: ProductVariant | null) {
  return {
    price: variant?.price ?? product.price ?? 0,
    originalPrice: variant ? variant.original_price : product.original_price,
  };
}

/** What follows from the selections: the variant and design, the gallery's images, the price shown. */
export function resolveChoice(
  product: ProductDetail,
  variants: readonly ProductVariant[],
  designs: readonly Design[],
  groups: readonly ResolvedOptionGroup[],
  selections: Selections,
) {
  const variant = resolveVariant(variants, groups, selections);
  const design = resolveDesign(designs, groups, selections);
  // The design's artwork joins the gallery only where the shopper chooses designs.
  const choosesDesign = groups.some((g) => g.type === 'design');
  // The photo of the chosen style (option1) in the chosen colour (option3, the colour or material) leads.
  const colour = variant?.option3 ?? null;
  const style = variant?.option1 ?? null;
  return {
    variant,
    design,
    colour,
    style,
    images: galleryImages(product.gallery_urls, choosesDesign ? design : null, colour, style),
    ...shownPrice(product, variant),
  };
}

export type ProductChoice = ReturnType<typeof resolveChoice>;

/** What the page shows before the shopper picks anything. */
export function openingChoice(
  product: ProductDetail,
  variants: readonly ProductVariant[],
  designs: readonly Design[],
): ProductChoice {
  const groups = productOptionGroups(product, variants, designs);
  return resolveChoice(product, variants, designs, groups, openingSelections(product, variants, groups));
}
