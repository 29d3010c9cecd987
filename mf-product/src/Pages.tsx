import type { RemoteModules } from '@giftshop/shared';
import ProductPageEntry from './ProductPageEntry';
import SimpleDetailPageEntry from './SimpleDetailPageEntry';
import WriteReviewPageEntry from './WriteReviewPageEntry';

/**
 * The product remote's page entry for every page (`./Pages`): what renders a route that names no entry of its
 * own (a page a team adds by `./Pages` alone). A shell since page exposes loads the entry each route names
 * (`./ProductPage`, `./SimpleDetailPage`, `./WriteReviewPage`, in `routes.ts`), so a page does not load the
 * other pages' code.
 */
const Pages: RemoteModules['product/Pages'] = (props) =>
  props.page === 'write-review' ? (
    <WriteReviewPageEntry {...props} />
  ) : props.page === 'simple-detail' ? (
    <SimpleDetailPageEntry {...props} />
  ) : (
    <ProductPageEntry {...props} />
  );

export default Pages;
