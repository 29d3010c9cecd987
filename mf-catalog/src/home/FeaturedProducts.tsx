import styled from '@emotion/styled';
import { Suspense } from 'react';
import { color, ErrorState, fontSize, getShopConfig, ShopLink, space } from '@giftshop/shared';
import { ProductCard } from '../cards/ProductCard';
import { ProductCardSkeleton } from '../cards/ProductCardSkeleton';
import { ProductGrid } from '../cards/ProductGrid';
import { SectionHeading, SectionLead } from '../page/SectionHeading';
import { useFeaturedProducts } from './useFeaturedProducts';

const Head = styled.div({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: space.md,
  flexWrap: 'wrap',
  a: { color: color.accent, fontWeight: 600, marginBottom: space.lg, textUnderlineOffset: 3 },
});
const Empty = styled.p({
  margin: 0,
  padding: `${space.xl} 0`,
  color: color.inkMuted,
  fontSize: fontSize.lg,
  textAlign: 'center',
});

/** A wide screen's first row of cards: drawn first (their pictures load eagerly) and responding with the page. */
const firstRow = 4;

/** Home: the featured grid of 8. */
export function FeaturedProducts() {
  const featured = useFeaturedProducts();
  let body;
  if (featured.isPending || (featured.isError && featured.isFetching)) {
    body = (
      <ProductGrid aria-busy="true" aria-label="Loading featured gifts">
        {Array.from({ length: getShopConfig().featuredCount }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ProductGrid>
    );
  } else if (featured.isError) {
    body = (
      <ErrorState
        title="We couldn't load our featured gifts"
        message="Our shop's server didn't answer. Check your connection, then try again."
        onRetry={() => void featured.refetch()}
      />
    );
  } else if (featured.data.length === 0) {
    body = <Empty>No featured products available yet.</Empty>;
  } else {
    body = (
      <ProductGrid aria-label="Featured gifts">
        {featured.data.slice(0, firstRow).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} eager />
          </li>
        ))}
        {/* Below the first screen: hydrated after the page responds (docs/architecture.md, "Hydrate later"). */}
        <Suspense>
          {featured.data.slice(firstRow).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </Suspense>
      </ProductGrid>
    );
  }
  return (
    <section aria-labelledby="featured-title" data-testid="featured-products">
      <Head>
        <div>
          <SectionHeading id="featured-title">Featured gifts</SectionHeading>
          <SectionLead>Our shoppers' favorites this season, each made to order with your personal touch.</SectionLead>
        </div>
        <ShopLink to="/products">Shop all gifts →</ShopLink>
      </Head>
      {body}
    </section>
  );
}
