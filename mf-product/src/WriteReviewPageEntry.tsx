import type { RemoteModules } from '@giftshop/shared';
import { ProductPart } from './page/ProductPart';
import { WriteReviewPage } from './reviews/WriteReviewPage';

/**
 * The review form's own entry (`./WriteReviewPage`, named by `/write-review/:line`): rendered in the browser
 * (routes.ts), and no product page loads its code.
 */
const WriteReviewPageEntry: RemoteModules['product/WriteReviewPage'] = ({ params }) => (
  <ProductPart>
    <WriteReviewPage key={params.line} line={params.line ?? ''} />
  </ProductPart>
);

export default WriteReviewPageEntry;
