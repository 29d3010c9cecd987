import { QueryClientProvider } from '@tanstack/react-query';
import { createShopQueryClient, type RemoteModules } from '@giftshop/shared';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { SimpleDetailPage } from './simple/SimpleDetailPage';

/** The product remote's one query client (caching, retries: the shop's defaults). */
const queryClient = createShopQueryClient();

/** The product remote's page entry: the product detail page and the simple detail page. */
const Pages: RemoteModules['product/Pages'] = ({ page, params }) => (
  <QueryClientProvider client={queryClient}>
    <div data-remote="product">
      {page === 'simple-detail' ? (
        <SimpleDetailPage key={params.slug} slug={params.slug ?? ''} />
      ) : (
        <ProductDetailPage key={params.sku} sku={params.sku ?? ''} />
      )}
    </div>
  </QueryClientProvider>
);

export default Pages;
