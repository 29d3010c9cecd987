import { useMemo, useState } from 'react';
import {
  color,
  getShopConfig,
  storageImageUrl,
  type Design,
  type ProductDetail,
  type ProductVariant,
} from '@giftshop/shared';
import { galleryImages, leadingPhoto } from '../gallery/galleryImages';
import { buildOptionGroups, initialSelections, type ResolvedOptionGroup } from '../options/optionGroups';
import { openingVariant, resolveDesign, resolveVariant } from '../options/resolveSelection';
import { colorCss } from '../personalization/colorSwatch';
import { readPersonalization } from '../personalization/personalizationOptions';
import { textProblem } from '../personalization/textProblem';

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

/** Everything the shopper has chosen on the product page, and what follows from it. */
export function useProductConfiguration(product: ProductDetail, variants: ProductVariant[], designs: Design[]) {
  const { maxPersonalizationLength } = getShopConfig();
  const groups = useMemo(
    () => withPictures(buildOptionGroups(product.product_options_config, variants, designs), designs),
    [product.product_options_config, variants, designs],
  );
  // The page opens on the variant whose price the card shows (the database's rule).
  const [selections, setSelections] = useState<Record<string, string>>(() =>
    initialSelections(groups, openingVariant(variants, product.default_variant_sku)),
  );
  const [checkRequested, setCheckRequested] = useState(false);
  const [activeImage, setActiveImage] = useState(0);
  const [text, setText] = useState('');
  const [textColorName, setTextColorName] = useState<string | null>(null);
  const [fontName, setFontName] = useState<string | null>(null);

  const variant = resolveVariant(variants, groups, selections);
  const design = resolveDesign(designs, groups, selections);
  const personalization = readPersonalization(design?.personalization_options, maxPersonalizationLength);
  // The design's artwork joins the gallery only where the shopper chooses designs.
  const choosesDesign = groups.some((g) => g.type === 'design');
  // The photo of the chosen colour leads (option3 is the colour or material).
  const colour = variant?.option3 ?? null;
  const images = useMemo(
    () => galleryImages(product.gallery_urls, choosesDesign ? design : null, colour),
    [product.gallery_urls, choosesDesign, design, colour],
  );
  const textColor = personalization?.colors.find((c) => c.name === textColorName) ?? personalization?.colors[0] ?? null;
  const lettering = personalization?.fonts.find((f) => f === fontName) ?? personalization?.fonts[0] ?? null;

  const choose = (group: ResolvedOptionGroup, value: string) => {
    setSelections((current) => ({ ...current, [group.key]: value }));
    if (group.type === 'design' || (group.type === 'variant' && group.attribute === 'Material')) setActiveImage(0);
  };
  // Kept, never cut: switching to a design with a smaller limit keeps what was typed and says what to change.
  const problem = textProblem(personalization, personalization ? text : '', design?.design_name ?? null);

  return {
    groups,
    selections,
    choose,
    variant,
    design,
    images,
    activeImage: Math.min(activeImage, images.length - 1),
    setActiveImage,
    personalization,
    /** The text that goes on the item: none when the selected design takes no text. */
    text: personalization ? text : '',
    setText,
    textColor,
    setTextColorName,
    /** The chosen lettering (a catalogue font name), if the design offers any. */
    lettering,
    setFontName,
    previewFill: textColor?.css ?? color.ink,
    /** Where the photo under the preview leaves room for the text (image units), if it says. */
    previewArea: leadingPhoto(product.gallery_urls, colour)?.textArea ?? null,
    /** What stops the text from being ordered with this design; a missing text only once the shopper tried to add. */
    textProblem: problem && (problem.kind === 'too-long' || checkRequested) ? problem : null,
    /** Whether the line may go to the cart; when not, the problem is shown. */
    checkText: () => {
      setCheckRequested(true);
      return problem === null;
    },
    price: variant?.price ?? product.price ?? 0,
    originalPrice: variant ? variant.original_price : product.original_price,
  };
}

export type ProductConfiguration = ReturnType<typeof useProductConfiguration>;
