import { PageContainer } from '@giftshop/shared';
import { usePageTitle } from '../page/usePageTitle';
import { ListingHeader } from './ListingHeader';
import { ProductListing } from './ProductListing';
import { useListingParams } from './useListingParams';
import { useProductListing } from './useProductListing';

/** `/products`, and the header search's results at `/products?q=…`. */
export function ProductsPage() {
  const { params, update } = useListingParams();
  const listing = useProductListing(null, params);
  usePageTitle(params.q ? `Search: ${params.q}` : 'All Products');
  return (
    <PageContainer>
      <ListingHeader
        title={params.q ? `Search results for “${params.q}”` : 'All Products'}
        description={
          params.q
            ? 'Personalized gifts that match your search, best matches first.'
            : 'Every personalized gift in the shop, ready for their name, your words and their favourite colours.'
        }
      />
      <ProductListing listing={listing} params={params} update={update} searchLabel="Search all products" />
    </PageContainer>
  );
}
