import { MarkedUntilHydrated } from '@giftshop/shared';
import { type ProductDetail, type ProductVariant } from '@giftshop/shared/domain';
import { productInfoTabs } from './productInfoTabs';
import { ProductTabs } from './ProductTabs';

export interface ProductInformationProps {
  product: ProductDetail;
  variant: ProductVariant | null;
  rating: { value: number; count: number };
}

/** The Description, Features and Reviews tabs below a product's columns: a chunk of their own (ProductView). */
export default function ProductInformation({ product, variant, rating }: ProductInformationProps) {
  // Marked until React has taken the tabs over: page-start.js keeps a tap on a tab meanwhile, then does it once.
  return (
    <MarkedUntilHydrated testId="product-information">
      <ProductTabs tabs={productInfoTabs(product, variant, rating)} />
    </MarkedUntilHydrated>
  );
}
