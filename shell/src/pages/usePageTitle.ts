import { useEffect } from 'react';
import { getShopConfig } from '@giftshop/shared';
import { pageTitle } from '@giftshop/shared/domain';

/** Sets the document title to the page's (`pageTitle`). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title, getShopConfig().brandName);
  }, [title]);
}
