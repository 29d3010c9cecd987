import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '@giftshop/shared';
import { isHydrating } from '../remotes/slotRendering';
import { ServerRenderedLocation } from './serverRenderedLocation';

/**
 * A remote page's route title (the shell adds the brand), until the page sets a more precise one: at once on a
 * client-side navigation, before the page's own. Never over the server's `<title>` while the page it rendered
 * hydrates: that one is already the page's own (a product's name, a category's), and it stays until the page
 * changes it (at 375 px the tab read "Product — Keepsake Lane" after load, until the product page set its name).
 */
export function useRouteTitle(title: string): void {
  const location = useLocation();
  const serverRendered = useContext(ServerRenderedLocation);
  // The page the server rendered, until the shopper leaves it (then hydration ends, and Back to it sets the route's).
  const serverPage = isHydrating() && location.key === serverRendered;
  usePageTitle(serverPage ? null : title, 'route');
}
