import { lazyAfterPageResponds } from '@giftshop/shared';
import type { MegaMenuProps } from './MegaMenu';
import { MenuNotLoaded } from './MenuNotLoaded';
import type { MobileMenuProps } from './MobileMenu';

/**
 * The header's menus (the phone menu, More's mega-menu): their code loads once the page responds (issue 31), so a
 * page responds without it. A menu opened before then is the server's HTML, plain links and `<details>`.
 */
export const MobileMenu = lazyAfterPageResponds<MobileMenuProps>(
  'phone menu',
  () => import('./MobileMenu').then((module) => module.MobileMenu),
  MenuNotLoaded,
);
export const MegaMenu = lazyAfterPageResponds<MegaMenuProps>(
  'More menu',
  () => import('./MegaMenu').then((module) => module.MegaMenu),
  MenuNotLoaded,
);

// Asked for as soon as the page responds (at once on the server), not on the first open: a menu opened later
// opens with its links.
void MobileMenu.load();
void MegaMenu.load();
