import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ErrorState, PageContainer, usePageTitle, useShopNavigation } from '@giftshop/shared';
import { searchIsUnreadable, type Category } from '@giftshop/shared/domain';
import type { ListingPage } from '../api/listing';
import { isPlausibleSlug } from '../api/categories';
import { categoryNotFoundTitle, unreadableSearchText } from '../page/pageText';
import { CategoryNotFound } from './CategoryNotFound';
import { ListingHeader, ListingHeaderSkeleton } from './ListingHeader';
import { OrderByNotice } from './OrderByNotice';
import { orderByQuery } from './orderByQuery';
import { ProductListing } from './ProductListing';
import { useListingParams } from './useListingParams';
import { useProductListing } from './useProductListing';

/** This category as an earlier listing of it brought it (another search or sort), or null. */
function categoryFromCache(queryClient: QueryClient, slug: string): Category | null {
  for (const [, data] of queryClient.getQueriesData<{ pages: ListingPage[] }>({
    queryKey: ['catalog', 'listing', slug],
  })) {
    const category = data?.pages[0]?.category;
    if (category) return category;
  }
  return null;
}

/**
 * `/category/:slug`: the category's name and description, and its products
 * and its sub-categories'. One call brings the category and its first page.
 *
 * The page's head is the category's header and, for a holiday, its "Order by"
 * notice: asked for together, shown together. Until both are in (an in-app
 * visit; a full load has them from the server), the header's shape stands in
 * and the listing's toolbar and products wait too, so nothing a shopper can
 * tap is moved when the head comes (the notice came last and pushed search,
 * sort and the first cards down by up to 93 px). A new search in the
 * category keeps the header it had and never waits. An address whose search
 * cannot be read (`?q=%E0%A4%A`) is no search: the heading says so over the
 * category's products, its name kept in the breadcrumb, as `/products` does.
 */
export function CategoryPage({ slug }: { slug: string }) {
  const { params, update } = useListingParams();
  const { search } = useShopNavigation();
  const unreadable = searchIsUnreadable(search);
  const plausible = isPlausibleSlug(slug);
  const listing = useProductListing(slug, params, plausible);
  const { query } = listing;
  const queryClient = useQueryClient();
  const category = listing.category ?? (plausible ? categoryFromCache(queryClient, slug) : null);
  const notFound = !plausible || (query.isSuccess && !listing.category);
  const orderBy = useQuery({ ...orderByQuery(slug), enabled: !notFound });
  // its first answer is waited for, never its retries (the notice is not worth holding the page for)
  const orderByComing = orderBy.isPending && orderBy.fetchStatus === 'fetching' && orderBy.failureCount === 0;
  const headIn = category !== null && !orderByComing;
  const unreadableText = unreadable && category ? unreadableSearchText(category.name) : null;
  usePageTitle(notFound ? categoryNotFoundTitle : (unreadableText?.title ?? category?.name ?? null));

  if (notFound) {
    return (
      <PageContainer>
        <CategoryNotFound />
      </PageContainer>
    );
  }
  if (!category && query.isError && !query.isFetching) {
    return (
      <PageContainer>
        <ErrorState
          title="We couldn't load this category"
          message="Our shop's server didn't answer. Check your connection, then try again."
          onRetry={() => void query.refetch()}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {headIn ? (
        <>
          {unreadableText ? (
            <ListingHeader
              title={unreadableText.heading}
              crumb={category.name}
              description={unreadableText.description}
            />
          ) : (
            <ListingHeader title={category.name} description={category.description} />
          )}
          <OrderByNotice slug={slug} />
        </>
      ) : (
        <ListingHeaderSkeleton />
      )}
      <ProductListing
        listing={listing}
        params={params}
        update={update}
        searchLabel={category ? `Search ${category.name}` : 'Search this category'}
        seeAllLabel={category ? `See All in ${category.name}` : 'See All in This Category'}
        held={!headIn}
      />
    </PageContainer>
  );
}
