import { useEffect } from 'react';
import { getShopConfig } from '@giftshop/shared';

/** Sets the document title as "<page> — <brand>", the way every page of the shop does. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} — ${getShopConfig().brandName}`;
  }, [title]);
}
