import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink, color, ErrorState, PageContainer, radius, space, storageImageUrl } from '@giftshop/shared';
import { type ListedProductCard } from '@giftshop/shared/domain';
import { isUnavailable } from '../api/productRequestError';
import { Breadcrumb } from '../detail/Breadcrumb';
import { DetailColumns, InfoColumn, ProductTitle } from '../detail/detailLayout';
import { DetailSkeleton } from '../detail/DetailSkeleton';
import { PriceBlock } from '../detail/PriceBlock';
import { ProductNotFound } from '../detail/ProductNotFound';
import { ShopPromises } from '../detail/ShopPromises';
import { ProductImage } from '../gallery/ProductImage';
import { productPath } from '../meta/pagePaths';
import { productCardFacts } from '../meta/productPageFacts';
import { usePageMetadata } from '../meta/usePageMetadata';
import { productCardQuery } from './productCardQuery';

const Picture = styled.div({
  aspectRatio: '1 / 1',
  borderRadius: radius.lg,
  overflow: 'hidden',
  background: color.surfaceMuted,
  img: { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
});
function SimpleProduct({ card }: { card: ListedProductCard }) {
  const image = storageImageUrl(card.image);
  usePageMetadata(productCardFacts(card));
  return (
    <PageContainer>
      <Breadcrumb name={card.name} />
      <DetailColumns>
        <Picture>
          <ProductImage src={image} alt={card.name} data-testid="gallery-main-image" />
        </Picture>
        <InfoColumn>
          <ProductTitle>{card.name}</ProductTitle>
          <PriceBlock price={card.price} originalPrice={card.original_price} from={card.price_from} />
          <p css={{ margin: 0, color: color.inkMuted, lineHeight: 1.6 }}>
            Every piece is made to order with your own words. Ask us about sizes, colors, or bulk orders for teams,
            schools and organizations.
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.md }}>
            <ButtonLink to={`/contact?product=${encodeURIComponent(card.name)}`} size="lg">
              Inquire About This Product
            </ButtonLink>
            {card.sku && (
              <ButtonLink to={productPath(card.sku)} variant="secondary" size="lg">
                Personalize It Now
              </ButtonLink>
            )}
          </div>
          <ShopPromises />
        </InfoColumn>
      </DetailColumns>
    </PageContainer>
  );
}

/** `/product-detail/:slug`: a product card found by its name. */
export function SimpleDetailPage({ slug }: { slug: string }) {
  const card = useQuery(productCardQuery(slug));
  if (card.isPending) return <DetailSkeleton />;
  if (card.isError && isUnavailable(card.error)) {
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this product"
          message="The shop could not be reached just now. Please check your connection and try again."
          onRetry={() => void card.refetch()}
        />
      </PageContainer>
    );
  }
  return card.data ? <SimpleProduct card={card.data} /> : <ProductNotFound />;
}
