import type { ComponentProps } from 'react';
import { lazyAfterPageResponds } from '@giftshop/shared';
import type { LivePreview as LivePreviewNow } from './LivePreview';

/**
 * The live preview (the text or the design drawn over the product photo, and its copy by the text box on phones):
 * its code loads once the page responds, the server's drawing kept until then. Drawn with what is chosen and
 * typed when its code is in, meanwhile too. One that cannot load draws nothing (the console says so).
 */
export const LivePreview = lazyAfterPageResponds<ComponentProps<typeof LivePreviewNow>>(
  'live preview',
  () => import('./LivePreview').then((module) => module.LivePreview),
  () => null,
);
