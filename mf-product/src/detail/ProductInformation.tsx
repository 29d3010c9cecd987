import type { ProductDetail, ProductVariant } from '@giftshop/shared';
import { productInfoTabs } from './productInfoTabs';
import { ProductTabs } from './ProductTabs';

export interface ProductInformationProps {
  product: ProductDetail;
  variant: ProductVariant | null;
  rating: { value: number; count: number };
}

/** The Description, Features and Reviews tabs below a product's columns: a chunk of their own (ProductView). */
export default function ProductInformation({ product, variant, rating }: ProductInformationProps) {
  return <ProductTabs tabs={productInfoTabs(product, variant, rating)} />;
}
