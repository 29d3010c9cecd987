import type { ComponentProps } from 'react';
import { lazyAfterPageResponds } from '@giftshop/shared';
import type { ReportReview as ReportReviewNow } from './ReportReview';

/**
 * Report and its question (ReportReview): drawn only once the page has hydrated, so its code loads once the page
 * responds, not with the product page's first JS. One that cannot load draws nothing (the console says so).
 */
export const ReportReview = lazyAfterPageResponds<ComponentProps<typeof ReportReviewNow>>(
  'report button',
  () => import('./ReportReview').then((module) => module.ReportReview),
  () => null,
);
