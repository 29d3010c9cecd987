import { useMemo, useState } from 'react';
import { color, getShopConfig, storageImageUrl } from '@giftshop/shared';
import { type Design, type ProductDetail, type ProductVariant } from '@giftshop/shared/domain';
import { leadingPhoto } from '../gallery/galleryImages';
import type { ResolvedOptionGroup } from '../options/optionGroups';
import { designChangeNote } from '../personalization/designChange';
import { previewFont } from '../personalization/fontStyle';
import { readPersonalization } from '../personalization/personalizationOptions';
import { fitsPrintArea } from '../personalization/previewLines';
import { textProblem } from '../personalization/textProblem';
import type { KeptChoices } from './keptChoices';
import { openingSelections, productOptionGroups, resolveChoice } from './productChoice';

/** Everything the shopper has chosen on the product page, and what follows from it. */
export function useProductConfiguration(product: ProductDetail, variants: ProductVariant[], designs: Design[]) {
  const { maxPersonalizationLength } = getShopConfig();
  const groups = useMemo(() => productOptionGroups(product, variants, designs), [product, variants, designs]);
  // The page opens on the variant whose price the card shows (the database's rule).
  const [selections, setSelections] = useState<Record<string, string>>(() =>
    openingSelections(product, variants, groups),
  );
  const [checkRequested, setCheckRequested] = useState(false);
  const [activeImage, setActiveImage] = useState(0);
  const [text, setText] = useState('');
  const [textColorName, setTextColorName] = useState<string | null>(null);
  const [fontName, setFontName] = useState<string | null>(null);
  /** What the last design change did to the shopper's text, said plainly (null: nothing to say). */
  const [designNote, setDesignNote] = useState<string | null>(null);

  const { variant, design, colour, style, images, price, originalPrice } = useMemo(
    () => resolveChoice(product, variants, designs, groups, selections),
    [product, variants, designs, groups, selections],
  );
  const personalization = readPersonalization(design?.personalization_options, maxPersonalizationLength);
  const textColor = personalization?.colors.find((c) => c.name === textColorName) ?? personalization?.colors[0] ?? null;
  const lettering = personalization?.fonts.find((f) => f === fontName) ?? personalization?.fonts[0] ?? null;

  // The page names a design only when it offers a choice of designs (never one the shopper cannot see).
  const showsDesign = groups.some((g) => g.type === 'design');
  const choose = (group: ResolvedOptionGroup, value: string) => {
    if (group.type === 'design' && value !== selections[group.key]) {
      const next = designs.find((d) => d.design_code === value) ?? null;
      const nextPersonalization = readPersonalization(next?.personalization_options, maxPersonalizationLength);
      setDesignNote(
        designChangeNote(text, personalization, nextPersonalization, next?.design_name || next?.design_code || value),
      );
    }
    setSelections((current) => ({ ...current, [group.key]: value }));
    // a new design, style or colour brings its photo to the front: show it
    const leads = group.type === 'design' || group.attribute === 'Style' || group.attribute === 'Material';
    if (leads) setActiveImage(0);
  };
  // Kept, never cut: switching to a design with a smaller limit keeps what was typed and says what to change.
  const problem = textProblem(
    personalization,
    personalization ? text : '',
    showsDesign ? (design?.design_name ?? null) : null,
  );
  const previewArea = leadingPhoto(product.gallery_urls, colour, style)?.textArea ?? null;

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
    setText: (next: string) => {
      setText(next);
      setDesignNote(null);
    },
    designNote,
    /** The chosen design, when the page shows a choice of designs. */
    shownDesignName: showsDesign ? (design?.design_name ?? null) : null,
    /** The artwork of a chosen fixed-art design (no text), drawn on the photo's print area. */
    artwork: showsDesign && design && !personalization && design.image_url ? storageImageUrl(design.image_url) : null,
    /** Whether the text fits the print area at a legible size (the live preview's layout). */
    textFits: !personalization || fitsPrintArea(text, previewArea, previewFont(lettering).uppercase),
    textColor,
    setTextColorName,
    /** The chosen lettering (a catalogue font name), if the design offers any. */
    lettering,
    setFontName,
    previewFill: textColor?.css ?? color.ink,
    /** Where the photo under the preview leaves room for the text (image units), if it says. */
    previewArea,
    /** What stops the text from being ordered with this design; a missing text only once the shopper tried to add. */
    textProblem: problem && (problem.kind === 'too-long' || checkRequested) ? problem : null,
    /** Whether the line may go to the cart; when not, the problem is shown. */
    checkText: () => {
      setCheckRequested(true);
      return problem === null;
    },
    price,
    originalPrice,
    /** Shows choices brought back from the history entry (checked first: keptChoices.ts). */
    restore: (kept: Pick<KeptChoices, 'selections' | 'text' | 'textColor' | 'lettering'>) => {
      setSelections(kept.selections);
      setText(kept.text);
      setTextColorName(kept.textColor);
      setFontName(kept.lettering);
    },
  };
}

export type ProductConfiguration = ReturnType<typeof useProductConfiguration>;
