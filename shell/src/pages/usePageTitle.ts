import { useEffect } from 'react';
import { getShopConfig } from '@giftshop/shared';

/** Sets the document title as "<page> — <brand>". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} — ${getShopConfig().brandName}`;
  }, [title]);
}
