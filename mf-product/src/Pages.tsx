import { lazy, Suspense } from 'react';
import { RemoteQueryProvider, type RemoteModules } from '@giftshop/shared';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { SimpleDetailPage } from './simple/SimpleDetailPage';

/** Rendered in the browser only (routes.ts): its code is not in the product pages' first load. */
const WriteReviewPage = lazy(() => import('./reviews/WriteReviewPage').then((m) => ({ default: m.WriteReviewPage })));

/**
 * The product remote's page entry: the product detail page, the simple
 * detail page and the write-a-review form. Its query client is the request's on the server and the
 * page's (with the data the server rendered with) in the browser.
 */
const Pages: RemoteModules['product/Pages'] = ({ page, params }) => (
  <RemoteQueryProvider remote="product">
    <div data-remote="product">
      {page === 'write-review' ? (
        <Suspense fallback={<p role="status">Loading the review form…</p>}>
          <WriteReviewPage key={params.line} line={params.line ?? ''} />
        </Suspense>
      ) : page === 'simple-detail' ? (
        <SimpleDetailPage key={params.slug} slug={params.slug ?? ''} />
      ) : (
        <ProductDetailPage key={params.sku} sku={params.sku ?? ''} />
      )}
    </div>
  </RemoteQueryProvider>
);

export default Pages;
