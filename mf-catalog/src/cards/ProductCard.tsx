import styled from '@emotion/styled';
import { memo, useRef } from 'react';
import { preload } from 'react-dom';
import { color, font, fontSize, media, radius, shadow, ShopLink, space, storageImageUrl } from '@giftshop/shared';
import { type ProductSummary } from '@giftshop/shared/domain';
import { CardImage } from './CardImage';
import { DiscountBadge } from './DiscountBadge';
import { PriceLine } from './PriceLine';
import { RatingLine } from './RatingLine';
import { useCardCarousel } from './useCardCarousel';
import { productPath, contactAboutPath } from './productLinks';

export type CardLayout = 'grid' | 'list';

const Card = styled.article<{ layout: CardLayout }>(({ layout }) => ({
  display: 'grid',
  gridTemplateColumns: layout === 'list' ? 'minmax(120px, 200px) 1fr' : '1fr',
  background: color.surface,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  overflow: 'hidden',
  transition: 'box-shadow 160ms ease, transform 160ms ease',
  '&:hover, &:focus-within': { boxShadow: shadow.card },
  '@media (hover: hover)': { '&:hover': { transform: 'translateY(-2px)' } },
  [media.reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' } },
  // In a list the name has the row to itself: shown whole (never cut to "Custom Space…"), no room kept for a
  // second line, and on a phone the picture gives the name most of the row.
  ...(layout === 'list'
    ? {
        'h3 a': { minHeight: 0, display: 'block', overflow: 'visible', overflowWrap: 'anywhere' },
        [media.mobile]: { gridTemplateColumns: '120px 1fr' },
      }
    : // In a grid every card of a row is as tall as the row (a sale price that wraps on a phone made its card
      // taller than its neighbour), and its last line, "Ask about this product", keeps to the bottom.
      {
        height: '100%',
        gridTemplateRows: 'auto 1fr',
        '& > div > a:last-child': { marginTop: 'auto' },
      }),
}));

const ImageLink = styled(ShopLink)({
  position: 'relative',
  display: 'block',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: -3 },
});

const Body = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.md,
  [media.mobile]: { padding: `${space.md} ${space.sm}` },
});

/** A name's line height, in its font size. */
const nameLineHeight = 1.35;

const Name = styled.h3({
  margin: 0,
  fontFamily: font.body,
  fontSize: fontSize.md,
  fontWeight: 600,
  lineHeight: nameLineHeight,
  a: {
    color: color.ink,
    textDecoration: 'none',
    display: '-webkit-box',
    // the lines a name may take before it is cut: a phone's card is half as wide, and three lines show most
    // names whole ("Custom Paw Print Pet Name Mug"); the whole name is always the link's text
    '--name-lines': 2,
    [media.mobile]: { '--name-lines': 3 },
    WebkitLineClamp: 'var(--name-lines)',
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    // room for them all, so the ratings and prices of a row's cards line up whatever their names' lengths
    minHeight: `calc(var(--name-lines) * ${nameLineHeight}em)`,
  },
  'a:hover': { textDecoration: 'underline' },
  'a:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

/** The padding that makes the link's line of text (1.5em) a 44 px tap target (WCAG 2.5.5); none for taller text. */
const askPadding = 'max(0px, (44px - 1.5em) / 2)';

const Ask = styled(ShopLink)({
  // 44 px tall to tap, yet laid out as its line of text space.xs below the price, as it always was: the
  // bottom margin takes the padding back (the card keeps its height), and the box is drawn and tapped
  // where the text is (a relative offset moves no other box).
  position: 'relative',
  top: `calc(${space.xs} - ${askPadding})`,
  paddingBlock: askPadding,
  marginBottom: `calc(${space.xs} - 2 * ${askPadding})`,
  lineHeight: 1.5,
  alignSelf: 'flex-start',
  fontSize: fontSize.sm,
  color: color.inkMuted,
  textDecoration: 'underline',
  [media.mobile]: { fontSize: fontSize.xs },
  textUnderlineOffset: 3,
  '&:hover': { color: color.accent },
  // The focus ring keeps to the line of text, as the name's does (the whole tap area would cross the price).
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': {
    content: '""',
    position: 'absolute',
    inset: `calc(${askPadding} - 2px) -2px`,
    outline: `3px solid ${color.focus}`,
  },
});

/**
 * Name, rating, price and the Ask link. Memoized: a carousel step changes the card's image only, and on a phone
 * each card in view steps every 1.6 s.
 */
const CardDetails = memo(function CardDetails({ product, to }: { product: ProductSummary; to: string }) {
  return (
    <Body>
      <Name>
        <ShopLink to={to}>{product.name}</ShopLink>
      </Name>
      <RatingLine rating={product.rating} reviews={product.review_count} />
      <PriceLine product={product} />
      {/* Named with its product for a screen reader's list of links, where every card's read the same; the name
          starts with the words shown (WCAG 2.5.3, label in name). */}
      <Ask to={contactAboutPath(product.name)} aria-label={`Ask about this product: ${product.name}`}>
        Ask about this product
      </Ask>
    </Body>
  );
});

/**
 * A product in a grid or list: image (with its carousel), name, rating and
 * price. The image and the name open the product; a small link asks about it.
 */
export function ProductCard({
  product,
  layout = 'grid',
  eager = false,
  first = false,
}: {
  product: ProductSummary;
  layout?: CardLayout;
  eager?: boolean;
  /** In the first row on a phone: its image is the page's largest paint (CardImage). */
  first?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  const images = product.gallery_urls;
  const { index, onMouseEnter, onMouseLeave } = useCardCarousel(ref, images.length);
  const to = productPath(product.sku);
  const startHover = () => {
    images.slice(1).forEach((g) => preload(storageImageUrl(g.url), { as: 'image' }));
    onMouseEnter();
  };
  return (
    <Card ref={ref} layout={layout} data-testid="product-card" onMouseEnter={startHover} onMouseLeave={onMouseLeave}>
      <ImageLink to={to} tabIndex={-1} aria-hidden="true">
        <CardImage images={images} index={index} alt="" eager={eager} first={first} />
        <DiscountBadge product={product} />
      </ImageLink>
      <CardDetails product={product} to={to} />
    </Card>
  );
}
