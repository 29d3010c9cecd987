import type { RemoteModules } from '@giftshop/shared';
import { ProductPart } from './page/ProductPart';
import { SimpleDetailPage } from './simple/SimpleDetailPage';

/** The simple detail page's own entry (`./SimpleDetailPage`, named by `/product-detail/:slug`). */
const SimpleDetailPageEntry: RemoteModules['product/SimpleDetailPage'] = ({ params }) => (
  <ProductPart>
    <SimpleDetailPage key={params.slug} slug={params.slug ?? ''} />
  </ProductPart>
);

export default SimpleDetailPageEntry;
