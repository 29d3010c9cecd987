import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteModules } from '@giftshop/shared';
import { catalogQueryClient } from './page/catalogQueryClient';
import { HomePage } from './home/HomePage';
import { ProductsPage } from './listing/ProductsPage';
import { CategoryPage } from './listing/CategoryPage';

/** The catalogue remote's page entry: home, all products (and search results), and category pages. */
const Pages: RemoteModules['catalog/Pages'] = ({ page, params }) => (
  <QueryClientProvider client={catalogQueryClient}>
    <div data-remote="catalog">
      {page === 'home' && <HomePage />}
      {page === 'products' && <ProductsPage />}
      {page === 'category' && <CategoryPage slug={params.slug ?? ''} />}
    </div>
  </QueryClientProvider>
);

export default Pages;
