import { RemoteQueryProvider, type RemoteModules } from '@giftshop/shared';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { SimpleDetailPage } from './simple/SimpleDetailPage';
import { WriteReviewPage } from './reviews/WriteReviewPage';

/**
 * The product remote's page entry: the product detail page and the simple
 * detail page. Its query client is the request's on the server and the
 * page's (with the data the server rendered with) in the browser.
 */
const Pages: RemoteModules['product/Pages'] = ({ page, params }) => (
  <RemoteQueryProvider remote="product">
    <div data-remote="product">
      {page === 'write-review' ? (
        <WriteReviewPage key={params.line} line={params.line ?? ''} />
      ) : page === 'simple-detail' ? (
        <SimpleDetailPage key={params.slug} slug={params.slug ?? ''} />
      ) : (
        <ProductDetailPage key={params.sku} sku={params.sku ?? ''} />
      )}
    </div>
  </RemoteQueryProvider>
);

export default Pages;
