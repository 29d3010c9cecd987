import { useEffect } from 'react';
import { getShopConfig } from '@giftshop/shared';
import { pageTitle } from '@giftshop/shared/domain';

/**
 * Sets the document title to the page's (`pageTitle`), the way every page of the shop does; null keeps the route's title
 * (the shell sets it before the page's effects run).
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = pageTitle(title, getShopConfig().brandName);
  }, [title]);
}
