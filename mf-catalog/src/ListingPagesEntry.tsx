import type { RemoteModules } from '@giftshop/shared';
import { CategoryPage } from './listing/CategoryPage';
import { ProductsPage } from './listing/ProductsPage';
import { CatalogPart } from './page/CatalogPart';

/**
 * The listings' entry (`./ListingPages`, named by their routes): all products (and search results) and
 * category pages, without the home's code.
 */
const ListingPagesEntry: RemoteModules['catalog/ListingPages'] = ({ page, params }) => (
  <CatalogPart>
    {page === 'products' && <ProductsPage />}
    {page === 'category' && <CategoryPage slug={params.slug ?? ''} />}
  </CatalogPart>
);

export default ListingPagesEntry;
