import { PageContainer } from '@giftshop/shared';
import { productsText } from '../page/pageText';
import { usePageTitle } from '../page/usePageTitle';
import { ListingHeader } from './ListingHeader';
import { ProductListing } from './ProductListing';
import { useListingParams } from './useListingParams';
import { useProductListing } from './useProductListing';

/** `/products`, and the header search's results at `/products?q=…`. */
export function ProductsPage() {
  const { params, update } = useListingParams();
  const listing = useProductListing(null, params);
  const text = productsText(params.q);
  usePageTitle(text.title);
  return (
    <PageContainer>
      <ListingHeader title={text.heading} description={text.description} />
      <ProductListing listing={listing} params={params} update={update} searchLabel="Search all products" />
    </PageContainer>
  );
}
