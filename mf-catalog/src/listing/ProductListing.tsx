import styled from '@emotion/styled';
import { Suspense, useEffect, useRef } from 'react';
import {
  Button,
  color,
  ErrorState,
  fontSize,
  getShopConfig,
  space,
  useShopNavigation,
  VisuallyHidden,
} from '@giftshop/shared';
import { type ProductSummary } from '@giftshop/shared/domain';
import { ProductCard } from '../cards/ProductCard';
import { ProductCardSkeleton } from '../cards/ProductCardSkeleton';
import { ProductGrid } from '../cards/ProductGrid';
import { countLine } from './countLine';
import { EmptyResult } from './EmptyResult';
import { SaidSearch } from './SaidSearch';
import { writeListingParams, type ListingParams } from './listingParams';
import { ListingToolbar, ListingToolbarPlaceholder } from './ListingToolbar';
import type { useProductListing } from './useProductListing';

const Count = styled.p({
  margin: `0 0 ${space.lg}`,
  minHeight: '1.5em',
  color: color.inkMuted,
  fontSize: fontSize.sm,
  // it quotes the shopper's search, which can be one long word: it wraps, as the title above it does
  overflowWrap: 'anywhere',
});
const More = styled.div({ display: 'flex', justifyContent: 'center', marginTop: space.xl });
const Results = styled.div<{ stale: boolean }>(({ stale }) => ({
  opacity: stale ? 0.55 : 1,
  transition: 'opacity 120ms ease',
}));

/**
 * Cards that fit in the first screen (a row of four on a wide screen, two rows of two on a phone) load eagerly and
 * respond with the page; the rest load when they come near and hydrate after the page responds.
 */
const EAGER_CARDS = 4;
/** The first row on a phone (two columns): one of these images is the page's largest paint. */
const FIRST_ROW_CARDS = 2;

interface ProductListingProps {
  listing: ReturnType<typeof useProductListing>;
  params: ListingParams;
  update(changes: Partial<ListingParams>, options?: { replace?: boolean }): void;
  searchLabel: string;
  /** What clearing a search that found nothing shows, in the button's words ("See All Products"). */
  seeAllLabel: string;
  /**
   * What is above the listing is not in yet (a category's header and notice, on an in-app visit): the toolbar
   * and the products wait with it, so no control is shown where the header's arrival would move it.
   */
  held?: boolean;
}

/** A searchable, sortable, pageable list of products: `/products`, search results and category pages. */
export function ProductListing({
  listing: { query, products, total, didYouMean, popularCategories },
  params,
  update,
  searchLabel,
  seeAllLabel,
  held = false,
}: ProductListingProps) {
  const layout = params.view;
  const { pathname, search } = useShopNavigation();
  const results = useRef<HTMLDivElement>(null);
  // Where the page Load More asked for starts: focus goes to its first card once it is in, so the next
  // Tab reaches the new products (a disabled or removed button dropped focus to the page).
  const focusFrom = useRef<number | null>(null);
  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    focusFrom.current = products.length;
    void query.fetchNextPage();
  };
  useEffect(() => {
    const from = focusFrom.current;
    const root = results.current;
    if (from === null || !root) return;
    if (products.length > from) {
      focusFrom.current = null;
      root.querySelectorAll<HTMLElement>('[data-testid="product-card"] h3 a')[from]?.focus();
    } else if (query.isFetchNextPageError) {
      focusFrom.current = null;
      root.querySelector<HTMLElement>('[role="alert"] button')?.focus();
    }
  }, [products.length, query.isFetchNextPageError]);
  const loading = held || query.isPending || (query.isError && query.isFetching && products.length === 0);
  const failed = !loading && query.isError && products.length === 0;
  // its call was stopped or failed, and is being asked again: said, so a long wait is not a silent one
  const retrying = query.isFetching && query.failureCount > 0;

  const card = (product: ProductSummary, i: number) => (
    <li key={product.id}>
      <ProductCard product={product} layout={layout} eager={i < EAGER_CARDS} first={i < FIRST_ROW_CARDS} />
    </li>
  );

  let body;
  if (loading) {
    body = (
      <ProductGrid layout={layout} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: Math.min(8, getShopConfig().pageSize) }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton layout={layout} />
          </li>
        ))}
      </ProductGrid>
    );
  } else if (failed) {
    body = (
      <ErrorState
        title="We couldn't load these products"
        message="Our shop's server didn't answer. Check your connection, then try again."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (products.length === 0) {
    // Only a search can empty a listing (sorting never does, and there are no filters): its way out is named by
    // what it does ("See All Products", QA sweep H-h: it said "Clear Filters" with no filter set); without a
    // search, offer all products instead.
    body = (
      <EmptyResult
        searched={params.q !== ''}
        clearLabel={seeAllLabel}
        onClear={() => update({ q: '', sort: 'featured' })}
        didYouMean={
          didYouMean ? { text: didYouMean, href: `${pathname}${writeListingParams(search, { q: didYouMean })}` } : null
        }
        popularCategories={popularCategories}
      />
    );
  } else {
    body = (
      <Results ref={results} stale={query.isPlaceholderData} aria-busy={query.isPlaceholderData}>
        {/* the level between the page's h1 and the cards' h3, for a screen reader's list of headings (QA sweep H-e) */}
        <VisuallyHidden as="h2">Products</VisuallyHidden>
        <ProductGrid layout={layout} aria-label="Products">
          {products.slice(0, EAGER_CARDS).map((product, i) => card(product, i))}
          {/* Below the first screen: hydrated after the page responds, by itself (a tap on one hydrates it */}
          {/* first; docs/architecture.md, "Hydrate later"). */}
          <Suspense>{products.slice(EAGER_CARDS).map((product, i) => card(product, EAGER_CARDS + i))}</Suspense>
        </ProductGrid>
        <Suspense>
          {query.isFetchNextPageError && (
            // what happened, as the first page's failure says it, and that the products shown stay (QA sweep H-e)
            <ErrorState
              title="We couldn't load more products"
              message={`Our shop's server didn't answer, so the next products didn't come. The ${products.length} above are still here: check your connection, then try again.`}
              retryLabel={query.isFetchingNextPage ? 'Trying Again…' : 'Try Again'}
              onRetry={loadMore}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <More data-testid="load-more">
              {/* Never disabled while loading: a disabled button loses focus. */}
              <Button variant="secondary" size="lg" aria-disabled={query.isFetchingNextPage} onClick={loadMore}>
                {query.isFetchingNextPage ? 'Loading more…' : 'Load More Products'}
              </Button>
            </More>
          )}
        </Suspense>
      </Results>
    );
  }

  return (
    // held, the listing is placeholders only: replaced (not moved) once what is above it is in
    <section key={held ? 'held' : 'shown'} aria-label="Product listing">
      {held ? (
        <ListingToolbarPlaceholder />
      ) : (
        <ListingToolbar params={params} searchLabel={searchLabel} update={update} />
      )}
      <Count role="status" data-testid="count-line">
        {retrying ? (
          'Still loading: our shop is busy, trying again…'
        ) : loading || failed ? (
          ''
        ) : (
          <SaidSearch line={countLine(products.length, total, params.q)} search={params.q} />
        )}
      </Count>
      {body}
    </section>
  );
}
