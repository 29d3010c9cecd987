import { PageContainer, usePageTitle, useShopNavigation } from '@giftshop/shared';
import { productsText } from '../page/pageText';
import { searchIsUnreadable } from '@giftshop/shared/domain';
import { ListingHeader } from './ListingHeader';
import { ProductListing } from './ProductListing';
import { useListingParams } from './useListingParams';
import { useProductListing } from './useProductListing';

/** `/products`, and the header search's results at `/products?q=…`. */
export function ProductsPage() {
  const { params, update } = useListingParams();
  const { search } = useShopNavigation();
  const listing = useProductListing(null, params);
  const text = productsText(params.q, searchIsUnreadable(search));
  usePageTitle(text.title);
  // "…best matches first" above no match at all reads oddly (QA sweep H-h): a search that found nothing has no line
  const foundNothing = params.q !== '' && listing.query.isSuccess && listing.products.length === 0;
  return (
    <PageContainer>
      <ListingHeader title={text.heading} search={params.q} description={foundNothing ? undefined : text.description} />
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
