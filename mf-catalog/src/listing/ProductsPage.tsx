import { PageContainer } from '@giftshop/shared';
import { usePageTitle } from '../page/usePageTitle';
import { ListingHeader } from './ListingHeader';
import { ProductListing } from './ProductListing';
import { useListingParams } from './useListingParams';

const allProducts = { kind: 'all' } as const;

/** `/products`, and the header search's results at `/products?q=…`. */
export function ProductsPage() {
  const { params } = useListingParams();
  const title = params.q ? `Search results for “${params.q}”` : 'All Products';
  usePageTitle(params.q ? `Search: ${params.q}` : 'All Products');
  return (
    <PageContainer>
      <ListingHeader
        title={title}
        description={params.q ? 'Personalized gifts whose names match your search.' : 'Every personalized gift in the shop, ready for their name, your words and their favourite colours.'}
      />
      <ProductListing source={allProducts} searchLabel="Search all products" />
    </PageContainer>
  );
}
