import { Suspense, useMemo, useRef, useState } from 'react';
import { getShopConfig, PageContainer, space } from '@giftshop/shared';
import { type Design, type ProductDetail, type ProductVariant } from '@giftshop/shared/domain';
import { ProductGallery } from '../gallery/ProductGallery';
import { productDetailFacts } from '../meta/productPageFacts';
import { usePageMetadata } from '../meta/usePageMetadata';
import { OptionSelector } from '../options/OptionSelector';
import { SizeSelector } from '../options/SizeSelector';
import { useSizeChoice } from '../options/useSizeChoice';
import { withUpcharge } from '../options/sizeChoice';
import { LivePreview } from '../personalization/livePreviewLater';
import { PersonalizationField } from '../personalization/PersonalizationField';
import { PhonePreview } from '../personalization/PhonePreview';
import { AddToCart } from '../purchase/AddToCart';
import { Breadcrumb } from './Breadcrumb';
import { DesignNote } from '../personalization/DesignNote';
import { DetailColumns, InfoColumn, ProductTitle } from './detailLayout';
import { ArrivesBy } from '../delivery/ArrivesBy';
import { PriceBlock } from './PriceBlock';
import { GroupOrder } from '../group/GroupOrder';
import { productRating } from './productRating';
import { ProductInformation } from './productInformationLater';
import { ShopPromises } from './ShopPromises';
import { StarRating } from './StarRating';
import { useProductConfiguration } from './useProductConfiguration';
import { openingQuantity } from '../purchase/volumePriceQuery';
import { KEPT_CHOICES_KEY, restorableChoices } from './keptChoices';
import { openingSelections } from './productChoice';
import { useKeptChoices } from './useKeptChoices';

/** A product, ready to personalize and add to the cart. */
export function ProductView({
  product,
  variants,
  designs,
}: {
  product: ProductDetail;
  variants: ProductVariant[];
  designs: Design[];
}) {
  const c = useProductConfiguration(product, variants, designs);
  const sizing = useSizeChoice(c.variant);
  const [quantity, setQuantity] = useState(openingQuantity);
  // Back, Forward or a reload bring the choices back (checked against what the page offers now).
  useKeptChoices(
    KEPT_CHOICES_KEY,
    {
      product: product.id,
      selections: c.selections,
      size: sizing.size,
      text: c.text,
      textColor: c.textColor?.name ?? null,
      lettering: c.lettering,
      quantity,
    },
    (kept) => {
      const { maxQuantity, maxPersonalizationLength } = getShopConfig();
      const offer = { product: product.id, variants, designs, groups: c.groups, maxQuantity, maxPersonalizationLength };
      const choices = restorableChoices(kept, { ...offer, opening: openingSelections(product, variants, c.groups) });
      if (!choices) return;
      c.restore(choices);
      sizing.setSize(choices.size);
      setQuantity(choices.quantity);
    },
    // a tap's change is written at once, the typed text a moment after the last key
    (choices) => ({ ...choices, text: '' }),
  );
  const textBox = useRef<HTMLInputElement>(null);
  const sizeBox = useRef<HTMLDivElement>(null);
  const rating = productRating(product);
  // What the shopper has chosen, as Add to Cart and the group order both read it (Add to Cart adds the text and size).
  const chosen = {
    product,
    variant: c.variant,
    design: c.design,
    groups: c.groups,
    selections: c.selections,
    textColor: c.textColor?.name ?? null,
    lettering: c.lettering,
    image: c.images[0] ?? '',
  };
  // Add to Cart with problems: each is said where it lives, and focus goes to the first in the page's order
  // (the size is above the text), its whole box (label above, message below) in view clear of the sticky header.
  const checkChoices = () => {
    const sizeChosen = sizing.check();
    const textFine = c.checkText();
    const [box, target] = !sizeChosen
      ? [sizeBox.current, sizeBox.current?.querySelector('input')]
      : !textFine
        ? [textBox.current?.closest('[data-personalization]'), textBox.current]
        : [null, null];
    target?.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'nearest' });
    return sizeChosen && textFine;
  };
  const blocked = [sizing.missing ? 'Choose a size.' : null, c.textProblem?.message ?? null].filter(Boolean).join(' ');
  usePageMetadata(useMemo(() => productDetailFacts(product, variants, designs), [product, variants, designs]));
  return (
    <PageContainer>
      <Breadcrumb name={product.name} />
      <DetailColumns>
        <ProductGallery
          images={c.images}
          active={c.activeImage}
          onSelect={c.setActiveImage}
          productName={product.name}
          overlay={
            // drawn on the product photo only (never over the design artwork or a close-up); its code loads once
            // the page responds (the server's drawing kept until then)
            (c.personalization || c.artwork) &&
            c.activeImage === 0 && (
              <Suspense>
                <LivePreview
                  text={c.text}
                  fill={c.previewFill}
                  lettering={c.lettering}
                  textArea={c.previewArea}
                  designName={c.shownDesignName}
                  artwork={c.artwork}
                />
              </Suspense>
            )
          }
        />
        <InfoColumn>
          <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
            <ProductTitle>{product.name}</ProductTitle>
            <StarRating rating={rating.value} reviewCount={rating.count} />
          </div>
          <PriceBlock
            price={withUpcharge(c.price, sizing.upcharge)}
            originalPrice={withUpcharge(c.originalPrice, sizing.upcharge)}
          />
          <ArrivesBy productId={product.id} />
          {c.groups.map((group) => (
            <OptionSelector
              key={group.key}
              title={group.title}
              values={group.values}
              selected={c.selections[group.key]}
              onChange={(value) => c.choose(group, value)}
            />
          ))}
          {sizing.run && (
            <SizeSelector
              run={sizing.run}
              selected={sizing.size}
              onChange={sizing.setSize}
              missing={sizing.missing}
              boxRef={sizeBox}
            />
          )}
          {c.designNote && <DesignNote>{c.designNote}</DesignNote>}
          {c.personalization && (
            <PersonalizationField
              personalization={c.personalization}
              text={c.text}
              onTextChange={c.setText}
              textColor={c.textColor?.name ?? null}
              onTextColorChange={c.setTextColorName}
              lettering={c.lettering}
              onLetteringChange={c.setFontName}
              phonePreview={
                <PhonePreview
                  image={c.images[0] ?? ''}
                  text={c.text}
                  fill={c.previewFill}
                  lettering={c.lettering}
                  textArea={c.previewArea}
                />
              }
              problem={c.textProblem}
              fits={c.textFits}
              inputRef={textBox}
            />
          )}
          <AddToCart
            configuration={{ ...chosen, personalizationText: c.text, size: sizing.size }}
            quantity={quantity}
            onQuantityChange={setQuantity}
            checkChoices={checkChoices}
            problem={blocked || null}
          />
          {/* Below Add to Cart, and the tabs below the columns: hydrated after the page responds, by itself (docs/ */}
          {/* architecture.md, "Hydrate later"). Until then the group order is a plain <details>. The tabs' code */}
          {/* loads once the page responds; a tap on a tab meanwhile is kept, and done once they answer. */}
          <Suspense>
            {c.personalization && (
              <GroupOrder
                configuration={chosen}
                personalization={c.personalization}
                preview={{ fill: c.previewFill, textArea: c.previewArea }}
              />
            )}
            <ShopPromises />
          </Suspense>
        </InfoColumn>
      </DetailColumns>
      <Suspense>
        <ProductInformation product={product} variant={c.variant} rating={rating} />
      </Suspense>
    </PageContainer>
  );
}
