import { RemoteQueryProvider, type RemoteModules } from '@giftshop/shared';
import { HomePage } from './home/HomePage';
import { ProductsPage } from './listing/ProductsPage';
import { CategoryPage } from './listing/CategoryPage';

/**
 * The catalogue remote's page entry: home, all products (and search results), and category pages.
 * Its query client is the request's on the server and, in the browser, the page's (filled with what the server rendered).
 */
const Pages: RemoteModules['catalog/Pages'] = ({ page, params }) => (
  <RemoteQueryProvider remote="catalog">
    <div data-remote="catalog">
      {page === 'home' && <HomePage />}
      {page === 'products' && <ProductsPage />}
      {page === 'category' && <CategoryPage slug={params.slug ?? ''} />}
    </div>
  </RemoteQueryProvider>
);

export default Pages;
