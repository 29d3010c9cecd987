import { lazyAfterPageResponds } from '@giftshop/shared';
import type { ProductInformationProps } from './ProductInformation';
import { ProductInformationMissing } from './ProductInformationMissing';

/** The tabs below a product's columns (description, features, reviews): their code loads once the page responds. */
export const ProductInformation = lazyAfterPageResponds<ProductInformationProps>(
  'product description, features and reviews',
  () => import('./ProductInformation').then((module) => module.default),
  ProductInformationMissing,
);
