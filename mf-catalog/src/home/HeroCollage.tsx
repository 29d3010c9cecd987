import styled from '@emotion/styled';
import {
  color,
  media,
  PLACEHOLDER_IMAGE,
  radius,
  shadow,
  ShopLink,
  Skeleton,
  space,
  storageImageUrl,
} from '@giftshop/shared';
import { type ProductSummary } from '@giftshop/shared/domain';
import { productPath } from '../cards/productLinks';

const Collage = styled.div({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gap: space.md,
  aspectRatio: '3 / 2',
  '& > *:first-of-type': { gridRow: '1 / span 2' },
  [media.mobile]: { gap: space.sm },
});

const Tile = styled(ShopLink)({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: radius.lg,
  background: color.surfaceMuted,
  boxShadow: shadow.card,
  img: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
});

const Frame = styled.div({
  borderRadius: radius.lg,
  overflow: 'hidden',
  background: color.surfaceMuted,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
});

const imageOf = (p: ProductSummary | undefined) => storageImageUrl(p?.gallery_urls[0]?.url);

/**
 * Three real products from the catalogue. The large one is the page's
 * largest paint, so it is fetched first and given its size up front.
 */
export function HeroCollage({ products, loading }: { products: ProductSummary[] | undefined; loading: boolean }) {
  if (loading) {
    return (
      <Collage aria-hidden="true">
        <Skeleton height="100%" css={{ borderRadius: radius.lg }} />
        <Skeleton height="100%" css={{ borderRadius: radius.lg }} />
        <Skeleton height="100%" css={{ borderRadius: radius.lg }} />
      </Collage>
    );
  }
  const picks = (products ?? []).filter((p) => p.gallery_urls.length > 0).slice(0, 3);
  if (picks.length < 3) {
    return (
      <Collage aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Frame key={i}>
            <img src={PLACEHOLDER_IMAGE} alt="" width={i === 0 ? 560 : 270} height={i === 0 ? 560 : 270} />
          </Frame>
        ))}
      </Collage>
    );
  }
  return (
    <Collage>
      {picks.map((product, i) => (
        <Tile key={product.id} to={productPath(product.sku)} aria-label={product.name}>
          <img
            src={imageOf(product)}
            alt=""
            width={i === 0 ? 560 : 270}
            height={i === 0 ? 560 : 270}
            {...(i === 0
              ? { fetchPriority: 'high' as const, loading: 'eager' as const }
              : { loading: 'eager' as const })}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        </Tile>
      ))}
    </Collage>
  );
}
