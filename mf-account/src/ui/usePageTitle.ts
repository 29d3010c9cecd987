import { useEffect } from 'react';
import { getShopConfig } from '@giftshop/shared';

/**
 * Sets the document title as "<page> — <brand>", the way every page of the shop does; null keeps the route's title
 * (the shell sets it before the page's effects run).
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} — ${getShopConfig().brandName}`;
  }, [title]);
}
