import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorState, PageContainer } from '@giftshop/shared';
import { fetchCategoryBySlug } from '../api/categories';
import { usePageTitle } from '../page/usePageTitle';
import { CategoryNotFound } from './CategoryNotFound';
import { ListingHeader, ListingHeaderSkeleton } from './ListingHeader';
import { ProductListing } from './ProductListing';

/** `/category/:slug`: the category's name and description, and its products and its children's. */
export function CategoryPage({ slug }: { slug: string }) {
  const category = useQuery({ queryKey: ['catalog', 'category', slug], queryFn: () => fetchCategoryBySlug(slug) });
  const source = useMemo(() => ({ kind: 'category', slug }) as const, [slug]);
  usePageTitle(category.data ? category.data.name : category.data === null ? 'Category Not Found' : null);

  let content;
  if (category.isPending || (category.isError && category.isFetching)) content = <ListingHeaderSkeleton />;
  else if (category.isError)
    content = (
      <ErrorState
        title="We couldn't load this category"
        message="Our shop's server didn't answer. Check your connection, then try again."
        onRetry={() => void category.refetch()}
      />
    );
  else if (!category.data) content = <CategoryNotFound />;
  else
    content = (
      <>
        <ListingHeader title={category.data.name} description={category.data.description} />
        <ProductListing source={source} searchLabel={`Search ${category.data.name}`} />
      </>
    );
  return <PageContainer>{content}</PageContainer>;
}
