import { ErrorState, PageContainer } from '@giftshop/shared';
import { isPlausibleSlug } from '../api/categories';
import { categoryNotFoundTitle } from '../page/pageText';
import { usePageTitle } from '../page/usePageTitle';
import { CategoryNotFound } from './CategoryNotFound';
import { ListingHeader, ListingHeaderSkeleton } from './ListingHeader';
import { OrderByNotice } from './OrderByNotice';
import { ProductListing } from './ProductListing';
import { useListingParams } from './useListingParams';
import { useProductListing } from './useProductListing';

/**
 * `/category/:slug`: the category's name and description, and its products
 * and its sub-categories'. One call brings the category and its first page.
 */
export function CategoryPage({ slug }: { slug: string }) {
  const { params, update } = useListingParams();
  const plausible = isPlausibleSlug(slug);
  const listing = useProductListing(slug, params, plausible);
  const { query, category } = listing;
  const notFound = !plausible || (query.isSuccess && !category);
  usePageTitle(notFound ? categoryNotFoundTitle : (category?.name ?? null));

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
      {category ? (
        <ListingHeader title={category.name} description={category.description} />
      ) : (
        <ListingHeaderSkeleton />
      )}
      <OrderByNotice slug={slug} />
      <ProductListing
        listing={listing}
        params={params}
        update={update}
        searchLabel={category ? `Search ${category.name}` : 'Search this category'}
      />
    </PageContainer>
  );
}
