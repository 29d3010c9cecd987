import { PageContainer, usePageTitle } from '@giftshop/shared';
import { productsText } from '../page/pageText';
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
  // "…best matches first" above no match at all reads oddly (QA sweep H-h): a search that found nothing has no line
  const foundNothing = params.q !== '' && listing.query.isSuccess && listing.products.length === 0;
  return (
    <PageContainer>
      <ListingHeader title={text.heading} description={foundNothing ? undefined : text.description} />
      <ProductListing
        listing={listing}
        params={params}
        update={update}
        searchLabel="Search all products"
        seeAllLabel="See All Products"
      />
    </PageContainer>
  );
}
