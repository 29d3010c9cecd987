import type { RemoteModules } from '@giftshop/shared';
import { ProductDetailPage } from './detail/ProductDetailPage';
import { ProductPart } from './page/ProductPart';

/**
 * The product page's own entry (`./ProductPage`, named by `/product/:sku` and `/products/:sku`): the product
 * detail page without the simple detail page's or the review form's code.
 */
const ProductPageEntry: RemoteModules['product/ProductPage'] = ({ params }) => (
  <ProductPart>
    <ProductDetailPage key={params.sku} sku={params.sku ?? ''} />
  </ProductPart>
);

export default ProductPageEntry;
