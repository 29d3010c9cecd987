import { lazyAfterPageResponds } from '@giftshop/shared';
import { HomeSectionsMissing } from './HomeSectionsMissing';

/** The home page's sections below its first screen (links and text): their code loads once the page responds. */
export const HomeLowerSections = lazyAfterPageResponds(
  'home page sections',
  () => import('./HomeLowerSections').then((module) => module.default),
  HomeSectionsMissing,
);
